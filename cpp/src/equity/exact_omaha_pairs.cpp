// Exact heads-up Omaha high between two lists of hands (ranges, or a known
// hand as a list of one): board by board, each hand scored once from the
// board's pair table, then every pair of hands that share no card compared.
// The same (hand, hand, board) deals as omaha_assignments and the board walk
// (omaha_boards.hpp), each weighing 1, without listing the hand pairs: a pair
// costs a compare instead of two scorings, and AA v KK (6,961 hands each) on
// the turn needs no list of 48 million assignments.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "exact.hpp"
#include "omaha_boards.hpp"
#include "omaha_pair_table.hpp"
#include "problem.hpp"
#include "runner.hpp"
#include "showdown.hpp"

namespace holdem::equity_detail {

namespace {

// One player's hands: masks, and their cards hole_n a hand.
struct HandList {
    std::vector<CardMask> masks;
    std::vector<Card> cards;
};

HandList hand_list(const Seat& seat, int hole_n) {
    HandList list;
    if (seat.kind == Seat::Kind::kFixed) {
        CardMask mask = 0;
        for (Card c : seat.known) mask |= card_bit(c);
        list.masks.push_back(mask);
    } else {
        list.masks = seat.hands;
    }
    list.cards.resize(list.masks.size() * static_cast<std::size_t>(hole_n));
    for (std::size_t i = 0; i < list.masks.size(); ++i) write_cards(list.masks[i], &list.cards[i * hole_n]);
    return list;
}

// The hands of `list` in [first, last) that miss the board, with their values
// on it and their places in the list.
template <std::size_t H>
void score(const HandList& list, std::size_t first, std::size_t last, CardMask board, const OmahaPairTable& pairs,
           std::vector<CardMask>& masks, std::vector<Strength>& values, std::vector<std::uint32_t>& places) {
    masks.clear();
    values.clear();
    places.clear();
    for (std::size_t i = first; i < last; ++i) {
        if (list.masks[i] & board) continue;
        masks.push_back(list.masks[i]);
        values.push_back(pairs.best<H>(&list.cards[i * H]));
        places.push_back(static_cast<std::uint32_t>(i));
    }
}

// Per work item: the showdowns of the first player's hands against the second's, in integers.
struct PairCounts {
    std::uint64_t wins[2] = {};
    std::uint64_t ties = 0;
    std::uint64_t categories[2][kNumCategories + 1] = {};

    void add_to(Tally& out) const {
        const std::uint64_t deals = wins[0] + wins[1] + ties;
        for (int p = 0; p < 2; ++p) {
            const auto w = static_cast<double>(wins[p]);
            const auto t = static_cast<double>(ties);
            out.at(p, Tally::kWin) += w;
            out.at(p, Tally::kTie) += t;
            out.at(p, Tally::kShare) += w + 0.5 * t;
            out.at(p, Tally::kShareSquared) += w + 0.25 * t;
            for (int c = 0; c < kNumCategories; ++c)
                out.at(p, Tally::kCategory0 + c) += static_cast<double>(categories[p][c + 1]);
        }
        out.weight += static_cast<double>(deals);
        out.trials += deals;
        out.units += deals;
    }
};

// The second player's hands in increasing order of value (a counting sort: values
// are at most 7,462), so that the hands a value beats, ties and loses to are
// three runs of them.
void sort_by_value(std::vector<CardMask>& masks, std::vector<Strength>& values, std::vector<std::uint32_t>& starts,
                   std::vector<CardMask>& sorted_masks, std::vector<Strength>& sorted_values) {
    starts.assign(kNumStrengths + 2, 0);
    for (Strength v : values) ++starts[v + 1u];
    for (std::size_t v = 1; v < starts.size(); ++v) starts[v] += starts[v - 1];
    sorted_masks.resize(masks.size());
    sorted_values.resize(values.size());
    for (std::size_t j = 0; j < masks.size(); ++j) {
        const std::uint32_t to = starts[values[j]]++;
        sorted_masks[to] = masks[j];
        sorted_values[to] = values[j];
    }
    masks.swap(sorted_masks);
    values.swap(sorted_values);
}

// How many of b_masks[from, to) share no card with `mine`; each such hand's
// count of hands met goes up by one.  Branch-free, so that it vectorises.
std::uint32_t count_fits(CardMask mine, const CardMask* b_masks, std::uint32_t* b_meets, std::size_t from,
                         std::size_t to) {
    std::uint32_t met = 0;
    for (std::size_t j = from; j < to; ++j) {
        const std::uint32_t fits = (mine & b_masks[j]) == 0;
        met += fits;
        b_meets[j] += fits;
    }
    return met;
}

// Every pair of a (the first player) and b (the second, sorted by value)
// hands that share no card.  With by_hand, also each a hand's deals, lone wins
// and ties at 3 * its place in its list.
void compare_pairs(const std::vector<CardMask>& a_masks, const std::vector<Strength>& a_values,
                   const std::vector<std::uint32_t>& a_places, const std::vector<CardMask>& b_masks,
                   const std::vector<Strength>& b_values, std::vector<std::uint32_t>& b_meets,
                   const std::uint8_t* category_of, PairCounts& counts, double* by_hand) {
    const std::size_t nb = b_masks.size();
    b_meets.assign(nb, 0);
    for (std::size_t i = 0; i < a_masks.size(); ++i) {
        const Strength value = a_values[i];
        const auto [below, above] = std::equal_range(b_values.begin(), b_values.end(), value);
        const auto lo = static_cast<std::size_t>(below - b_values.begin());
        const auto hi = static_cast<std::size_t>(above - b_values.begin());
        const std::uint32_t won = count_fits(a_masks[i], b_masks.data(), b_meets.data(), 0, lo);
        const std::uint32_t tied = count_fits(a_masks[i], b_masks.data(), b_meets.data(), lo, hi);
        const std::uint32_t lost = count_fits(a_masks[i], b_masks.data(), b_meets.data(), hi, nb);
        counts.wins[0] += won;
        counts.wins[1] += lost;
        counts.ties += tied;
        counts.categories[0][category_of[value]] += won + tied + lost;
        if (by_hand) {
            double* row = by_hand + 3 * static_cast<std::size_t>(a_places[i]);
            row[0] += won + tied + lost;
            row[1] += won;
            row[2] += tied;
        }
    }
    for (std::size_t j = 0; j < nb; ++j) counts.categories[1][category_of[b_values[j]]] += b_meets[j];
}

// What a walk sums besides the showdowns.  The first player's hands are the
// outer loop (its counts come first in the tally); with next_cards each item
// adds its deals' weight and each player's share into Tally::next_card at
// c * 3 for every card c its board draws (as walk_omaha_boards does); with
// by_hand, Tally::by_hand holds per hand of the first player, at 3 * its place
// in the seat's list, its deals, lone wins and ties.
struct PairWalk {
    int first = 0;
    bool next_cards = false;
    bool by_hand = false;
};

template <std::size_t H>
RunOutcome run_pairs(const Problem& problem, int threads, const RunControl& control, PairWalk walk) {
    const bool next_cards = walk.next_cards;
    const HandList first = hand_list(problem.seats[static_cast<std::size_t>(walk.first)], problem.hole_n);
    const HandList second = hand_list(problem.seats[static_cast<std::size_t>(1 - walk.first)], problem.hole_n);
    const int k = problem.board_missing();
    std::vector<Card> open;
    for (Card c = 0; c < kNumCards; ++c)
        if (!(problem.known_mask & card_bit(c))) open.push_back(c);
    CardMask held = 0;  // the pair table is filled for these cards only
    for (const HandList* list : {&first, &second})
        for (CardMask m : list->masks) held |= m;
    std::vector<Card> hole_cards;
    for (Card c = 0; c < kNumCards; ++c)
        if (held & card_bit(c)) hole_cards.push_back(c);
    // Items: a board and a chunk of the first player's hands.  A board is
    // split only where its pairs are many (the river, the turn), so that few
    // boards still make enough items to share and to estimate from; each item
    // pays for a pair table and for scoring the second player's hands, so a
    // chunk keeps at least kLeastPairs pairs.
    const std::uint64_t boards = board_binomial(static_cast<int>(open.size()), k);
    constexpr std::uint64_t kItemsWanted = 2048, kLeastPairs = std::uint64_t{1} << 18;
    const std::uint64_t a_count = first.masks.size();
    const std::uint64_t pairs_per_board = a_count * second.masks.size();
    const std::uint64_t wanted_chunks = std::clamp<std::uint64_t>(
        (kItemsWanted + boards - 1) / boards, 1, std::max<std::uint64_t>(1, pairs_per_board / kLeastPairs));
    const std::uint64_t chunk = (a_count + wanted_chunks - 1) / wanted_chunks;
    const std::uint64_t chunks = (a_count + chunk - 1) / chunk;
    const std::uint8_t* category_of = category_table().data();
    ItemFn work = [&](std::uint64_t item, Tally& out) {
        Card board[5];
        std::copy(problem.board.begin(), problem.board.end(), board);
        const CardMask drawn =
            draw_board(item / chunks, k, open, board + problem.board.size()) | problem.board_mask;
        OmahaPairTable pairs;
        pairs.fill(board, hole_cards.data(), hole_cards.size());
        std::vector<CardMask> a_masks, b_masks, spare_masks;
        std::vector<Strength> a_values, b_values, spare_values;
        std::vector<std::uint32_t> b_meets, starts, a_places, b_places;
        const std::size_t lo = static_cast<std::size_t>(item % chunks * chunk);
        score<H>(first, lo, std::min<std::size_t>(first.masks.size(), lo + chunk), drawn, pairs, a_masks, a_values,
                 a_places);
        score<H>(second, 0, second.masks.size(), drawn, pairs, b_masks, b_values, b_places);
        sort_by_value(b_masks, b_values, starts, spare_masks, spare_values);
        PairCounts counts;
        if (walk.by_hand) out.by_hand.assign(3 * first.masks.size(), 0.0);
        compare_pairs(a_masks, a_values, a_places, b_masks, b_values, b_meets, category_of, counts,
                      walk.by_hand ? out.by_hand.data() : nullptr);
        counts.add_to(out);
        if (!next_cards) return;
        out.next_card.assign(kNumCards * 3, 0.0);
        for (std::size_t i = problem.board.size(); i < 5; ++i) {
            double* row = &out.next_card[board[i] * std::size_t{3}];
            row[0] = out.weight;
            row[1] = out.at(0, Tally::kShare);
            row[2] = out.at(1, Tally::kShare);
        }
    };
    return run_items(boards * chunks, threads, work, control);
}

template <std::size_t H>
EquityResult exact_pairs(const Problem& problem, int threads, const EquityOptions& options, double start) {
    return finish(run_pairs<H>(problem, threads, exact_control(options, 2, start), PairWalk{}));
}

}  // namespace

bool omaha_pairs_fit(const Problem& problem) {
    if (problem.players != 2 || is_holdem_like(problem.game) || is_hilo(problem.game)) return false;
    for (const Seat& seat : problem.seats)
        if (seat.kind == Seat::Kind::kDealt) return false;
    return true;
}

bool omaha_pairs_apply(const Problem& problem) { return omaha_pairs_fit(problem) && problem.has_ranges(); }

double omaha_pairs_seconds(const Problem& problem) {
    const double boards = board_count(problem, kNumCards - __builtin_popcountll(problem.known_mask));
    auto size = [&](const Seat& seat) {
        return seat.kind == Seat::Kind::kFixed ? 1.0 : static_cast<double>(seat.hands.size());
    };
    const double a = size(problem.seats[0]), b = size(problem.seats[1]);
    // Scoring a hand from the pair table ~6.5-10.5 ns (omaha_boards.hpp), the
    // second list once per chunk of the first; a pair ~1 ns (measured on one
    // core: AA v KK on the turn, 1.04 ns a pair; 15% v AA, 1.2 ns).
    const double pairs = problem.hole_n * (problem.hole_n - 1) / 2.0;
    const double per_hand = 2e-9 + 8e-10 * pairs;
    const double chunks = std::max(1.0, std::min(a * b / 262144, 2048 / boards));
    return boards * ((a + chunks * b) * per_hand + a * b * 1e-9 + 1e-6);
}

EquityResult run_exact_omaha_pairs(const Problem& problem, int threads, const EquityOptions& options, double start) {
    if (problem.hole_n == 4) return exact_pairs<4>(problem, threads, options, start);
    if (problem.hole_n == 5) return exact_pairs<5>(problem, threads, options, start);
    return exact_pairs<6>(problem, threads, options, start);
}

RunOutcome omaha_pairs_next_card_run(const Problem& problem, int threads, const RunControl& control) {
    const PairWalk walk{0, true, false};
    if (problem.hole_n == 4) return run_pairs<4>(problem, threads, control, walk);
    if (problem.hole_n == 5) return run_pairs<5>(problem, threads, control, walk);
    return run_pairs<6>(problem, threads, control, walk);
}

RunOutcome omaha_pairs_by_hand_run(const Problem& problem, int player, int threads, const RunControl& control) {
    const PairWalk walk{player, false, true};
    if (problem.hole_n == 4) return run_pairs<4>(problem, threads, control, walk);
    if (problem.hole_n == 5) return run_pairs<5>(problem, threads, control, walk);
    return run_pairs<6>(problem, threads, control, walk);
}

}  // namespace holdem::equity_detail
