// Exact heads-up Omaha, high or hi-lo, between two lists of hands (ranges,
// or a known hand as a list of one): board by board, each hand scored once
// from the board's pair table (and its low from two masks), then every pair
// of hands that share no card compared (omaha_pair_showdowns.hpp).
// The same (hand, hand, board) deals as omaha_assignments and the board walk
// (omaha_boards.hpp), each weighing 1 (or, with weighted ranges, the product
// of its two hands' weights), without listing the hand pairs: a pair
// costs a compare instead of two scorings, and AA v KK (6,961 hands each) on
// the turn needs no list of 48 million assignments.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "exact.hpp"
#include "omaha_boards.hpp"
#include "omaha_pair_showdowns.hpp"
#include "omaha_pair_table.hpp"
#include "problem.hpp"
#include "runner.hpp"

namespace holdem::equity_detail {

namespace {

// One player's hands: masks, their cards hole_n a hand, in hi-lo their low
// masks, and in a weighted walk their weights (a known hand's is 1).
struct HandList {
    std::vector<CardMask> masks;
    std::vector<Card> cards;
    std::vector<unsigned> low_masks;
    std::vector<std::uint32_t> weights;
};

HandList hand_list(const Seat& seat, int hole_n, bool hilo, bool weighted) {
    HandList list;
    if (seat.kind == Seat::Kind::kFixed) {
        CardMask mask = 0;
        for (Card c : seat.known) mask |= card_bit(c);
        list.masks.push_back(mask);
    } else {
        list.masks = seat.hands;
    }
    if (weighted && seat.hand_weights.empty()) list.weights.assign(list.masks.size(), 1);
    else if (weighted) list.weights.assign(seat.hand_weights.begin(), seat.hand_weights.end());
    list.cards.resize(list.masks.size() * static_cast<std::size_t>(hole_n));
    for (std::size_t i = 0; i < list.masks.size(); ++i) write_cards(list.masks[i], &list.cards[i * hole_n]);
    if (hilo)
        for (std::size_t i = 0; i < list.masks.size(); ++i)
            list.low_masks.push_back(detail::low_mask(&list.cards[i * hole_n], static_cast<std::size_t>(hole_n)));
    return list;
}

// The hands of `list` in [first, last) that miss the board, with their high
// values on it, their places in the list, and with board_low (the board's
// low mask, in hi-lo where a low is possible) their lows.
template <std::size_t H>
void score(const HandList& list, std::size_t first, std::size_t last, CardMask board, const OmahaPairTable& pairs,
           const unsigned* board_low, BoardHands& out) {
    out.clear();
    for (std::size_t i = first; i < last; ++i) {
        if (list.masks[i] & board) continue;
        out.masks.push_back(list.masks[i]);
        out.values.push_back(pairs.best<H>(&list.cards[i * H]));
        out.places.push_back(static_cast<std::uint32_t>(i));
        if (!list.weights.empty()) out.weights.push_back(list.weights[i]);
        if (board_low) out.lows.push_back(omaha_low_of_masks(*board_low, list.low_masks[i]));
    }
}

// An item with this few outer hands compares values directly instead of
// sorting the inner list (unsorted_runs), and a list this short is put
// outside a longer one (outer_seat).
constexpr std::size_t kFewHands = 4;

// The hands of the seat `walk.first` are the outer loop, the other seat's the inner, vectorised pass.
template <std::size_t H>
RunOutcome run_pairs(const Problem& problem, int threads, const RunControl& control, PairWalk walk) {
    const bool next_cards = walk.next_cards;
    const bool hilo = is_hilo(problem.game);
    const bool weighted = problem.has_weighted_omaha();
    const HandList first =
        hand_list(problem.seats[static_cast<std::size_t>(walk.first)], problem.hole_n, hilo, weighted);
    const HandList second =
        hand_list(problem.seats[static_cast<std::size_t>(1 - walk.first)], problem.hole_n, hilo, weighted);
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
    const bool b_sorted = chunk > kFewHands;
    ItemFn work = [&](std::uint64_t item, Tally& out) {
        Card board[5];
        std::copy(problem.board.begin(), problem.board.end(), board);
        const CardMask drawn =
            draw_board(item / chunks, k, open, board + problem.board.size()) | problem.board_mask;
        OmahaPairTable pairs;
        pairs.fill(board, hole_cards.data(), hole_cards.size());
        const unsigned board_low = detail::low_mask(board, 5);
        // Fewer than three low ranks on the board: no hand makes a low.
        const bool low_possible = hilo && __builtin_popcount(board_low) >= 3;
        const unsigned* lows_on = low_possible ? &board_low : nullptr;
        BoardHands a, b, spare;
        std::vector<std::uint32_t> b_meets, starts;
        const std::size_t lo = static_cast<std::size_t>(item % chunks * chunk);
        score<H>(first, lo, std::min<std::size_t>(first.masks.size(), lo + chunk), drawn, pairs, lows_on, a);
        score<H>(second, 0, second.masks.size(), drawn, pairs, lows_on, b);
        if (b_sorted) sort_by_value(b, spare, starts);
        if (walk.by_hand) out.by_hand.assign(Tally::kByHandColumns * first.masks.size(), 0.0);
        double* by_hand = walk.by_hand ? out.by_hand.data() : nullptr;
        if (hilo) hilo_showdowns(a, b, b_sorted, low_possible, b_meets, out, by_hand);
        else high_showdowns(a, b, b_sorted, b_meets, out, by_hand);
        if (walk.first == 1) out.swap_heads_up();
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

// The seat whose hands make the outer loop: the first, unless the second
// holds only a few hands and the first more, as each outer hand costs a
// search and three short passes on top of its pairs.
int outer_seat(const Problem& problem) {
    auto size = [&](int p) {
        const Seat& seat = problem.seats[static_cast<std::size_t>(p)];
        return seat.kind == Seat::Kind::kFixed ? std::size_t{1} : seat.hands.size();
    };
    return size(1) <= kFewHands && size(0) > size(1) ? 1 : 0;
}

template <std::size_t H>
EquityResult exact_pairs(const Problem& problem, int threads, const EquityOptions& options, double start) {
    const PairWalk walk{outer_seat(problem), false, false};
    return finish(run_pairs<H>(problem, threads, exact_control(options, 2, start), walk));
}

}  // namespace

bool omaha_pairs_fit(const Problem& problem) {
    if (problem.players != 2 || is_holdem_like(problem.game)) return false;
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
    // second list once per chunk of the first; a pair ~0.5 ns high, ~1 ns
    // hi-lo (measured on one core, 2026-12-06: AA v KK on the turn 0.86 s,
    // 0.5 ns a pair; A2:xxyy v KK:xxyy hi-lo on the turn, within 1.1 of this).
    const double pairs = problem.hole_n * (problem.hole_n - 1) / 2.0;
    const double per_hand = 2e-9 + 8e-10 * pairs;
    const double per_pair = is_hilo(problem.game) ? 1e-9 : 5e-10;
    const double chunks = std::max(1.0, std::min(a * b / 262144, 2048 / boards));
    return boards * ((a + chunks * b) * per_hand + a * b * per_pair + 1e-6);
}

EquityResult run_exact_omaha_pairs(const Problem& problem, int threads, const EquityOptions& options, double start) {
    if (problem.hole_n == 4) return exact_pairs<4>(problem, threads, options, start);
    if (problem.hole_n == 5) return exact_pairs<5>(problem, threads, options, start);
    return exact_pairs<6>(problem, threads, options, start);
}

RunOutcome omaha_pairs_next_card_run(const Problem& problem, int threads, const RunControl& control) {
    const PairWalk walk{outer_seat(problem), true, false};
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
