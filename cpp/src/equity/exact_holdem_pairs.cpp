// Exact heads-up Hold'em (and short deck) board by board: on each completion
// of the board every combo of both players is scored once and sorted by
// strength; then one sweep up the strengths gives each combo of the first
// player the weight of the other player's combos it beats and ties, with the
// combos that share one of its cards taken out by inclusion and exclusion
// (two cards: the sums of the combos holding either card, plus the one
// combo holding both).  A board costs two scorings and two sorts, not a
// compare per pair of combos: random v random on the flop is 1,176 boards of
// 1,081 combos a side instead of 1.3 billion (combo, combo, board) deals.
// The same deals as the class walk (exact_holdem.cpp), each weighing the
// product of its combos' weights.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "board_orbits.hpp"
#include "exact.hpp"
#include "flop_classes.hpp"
#include "game_rules.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem/equity/range.hpp"
#include "omaha_boards.hpp"
#include "problem.hpp"
#include "runner.hpp"

namespace holdem::equity_detail {

namespace {

// What a player's combos weigh and count, in all and by card (each combo
// under both its cards).
struct ComboSums {
    double total = 0.0;
    std::array<double, kNumCards> by_card{};
    std::uint64_t count = 0;
    std::array<std::uint32_t, kNumCards> count_by_card{};

    void add(Card a, Card b, double w, int sign) {
        total += sign * w;
        by_card[a] += sign * w;
        by_card[b] += sign * w;
        count += static_cast<std::uint64_t>(static_cast<std::int64_t>(sign));
        count_by_card[a] += static_cast<std::uint32_t>(sign);
        count_by_card[b] += static_cast<std::uint32_t>(sign);
    }
};

// One player's combos (board-independent): cards, weights, summed keys and
// rank lanes; per combo index (combo_index) the weight of the combo with
// those cards, 0 when the list lacks it; their sums, and per card the
// places of the combos that hold it.
struct ComboList {
    std::vector<Card> high, low;
    std::vector<double> weight;
    std::vector<std::uint64_t> key, lanes;
    std::array<double, kNumCombos> weight_of{};
    std::array<std::uint8_t, kNumCombos> holds{};
    std::array<std::uint16_t, kNumCombos> place_of{};
    ComboSums sums;
    std::array<std::vector<std::uint32_t>, kNumCards> holding;

    explicit ComboList(const std::vector<WeightedCombo>& combos) {
        for (const WeightedCombo& c : combos) {
            holding[c.high].push_back(static_cast<std::uint32_t>(size()));
            holding[c.low].push_back(static_cast<std::uint32_t>(size()));
            high.push_back(c.high);
            low.push_back(c.low);
            weight.push_back(c.weight);
            key.push_back(detail::kCardKeys[c.high] + detail::kCardKeys[c.low]);
            lanes.push_back(detail::kCardLanes[c.high] | detail::kCardLanes[c.low]);
            const auto slot = static_cast<std::size_t>(combo_index(c.high, c.low));
            weight_of[slot] = c.weight;
            holds[slot] = 1;
            place_of[slot] = static_cast<std::uint16_t>(size() - 1);
            sums.add(c.high, c.low, c.weight, 1);
        }
    }
    std::size_t size() const { return weight.size(); }

    // The sums of the combos that miss the k board cards `cards`: all the
    // sums less the combos that hold one, each taken out once.
    ComboSums sums_without(const Card* cards, int k) const {
        ComboSums out = sums;
        CardMask seen = 0;
        for (int d = 0; d < k; ++d) {
            for (const std::uint32_t i : holding[cards[d]]) {
                const Card other = high[i] == cards[d] ? low[i] : high[i];
                if (!(seen & card_bit(other))) out.add(high[i], low[i], weight[i], -1);
            }
            seen |= card_bit(cards[d]);
        }
        return out;
    }
};

// Combos list at most 1,326 (11 bits) and strengths are at most 7,462 (13 bits):
// a scored combo packs into one word, strength above its place in its list.
constexpr int kPlaceBits = 11;
constexpr std::uint32_t kPlaceMask = (1u << kPlaceBits) - 1;

// Packed scores of up to kNumCombos combos, in a fixed array (no allocation per board).
struct Scores {
    std::array<std::uint32_t, kNumCombos> items;
    std::size_t size = 0;
    const std::uint32_t* begin() const { return items.data(); }
    const std::uint32_t* end() const { return items.data() + size; }
};

// Sorts packed scores by strength: two passes of a radix sort on the 13 strength bits.
void sort_by_strength(Scores& scores, Scores& spare) {
    constexpr int kPasses[2][2] = {{kPlaceBits, 7}, {kPlaceBits + 7, 6}};
    Scores* from = &scores;
    Scores* to = &spare;
    for (const auto& [shift, bits] : kPasses) {
        std::array<std::uint32_t, 129> starts{};
        const std::uint32_t mask = (1u << bits) - 1;
        for (std::uint32_t x : *from) ++starts[(x >> shift & mask) + 1];
        for (std::size_t b = 1; b < starts.size(); ++b) starts[b] += starts[b - 1];
        for (std::uint32_t x : *from) to->items[starts[x >> shift & mask]++] = x;
        to->size = from->size;
        std::swap(from, to);
    }
    // An even number of passes: the sorted scores are back in `scores`.
}

// A player's combos on one board: those that miss it, scored and sorted,
// and their sums.
struct BoardSide {
    Scores scored;  // strength << kPlaceBits | place, by increasing strength
    ComboSums sums;

    // drawn: the k board cards `cards` that the list's combos may hold.
    template <class Rules>
    void score(const ComboList& list, const Card* cards, int k, CardMask drawn, const HandAccumulator& board,
               Scores& spare) {
        sums = list.sums_without(cards, k);
        // No suit with three cards on the board: no flush, and no flush test.
        if (board.flush_possible_with(2)) score_all<Rules, true>(list, drawn, board);
        else score_all<Rules, false>(list, drawn, board);
        sort_by_strength(scored, spare);
    }

    template <class Rules, bool FlushPossible>
    void score_all(const ComboList& list, CardMask drawn, const HandAccumulator& board) {
        scored.size = 0;
        for (std::size_t i = 0; i < list.size(); ++i) {
            if ((card_bit(list.high[i]) | card_bit(list.low[i])) & drawn) continue;
            const std::uint64_t key = board.key() + list.key[i];
            Strength s = Rules::plain(key);
            if constexpr (FlushPossible) {
                // Without a branch (flushes come and go from combo to combo): no flush reads the
                // flush table at the empty rank mask, whose strength is 0.
                const std::uint64_t flush = key & detail::kFlushBits;
                const unsigned suit = flush ? (static_cast<unsigned>(__builtin_ctzll(flush)) - 35) >> 2 : 0;
                const std::uint64_t lanes = flush ? board.lanes() | list.lanes[i] : 0;
                s = std::max(s, Rules::flush(static_cast<unsigned>(lanes >> (16 * suit)) & 0x1fff));
            }
            scored.items[scored.size++] = static_cast<std::uint32_t>(s) << kPlaceBits | static_cast<std::uint32_t>(i);
        }
    }

    // The weight of this side's combos that share no card with the combo (a, b), whose own slot is `slot`.
    double fitting(const ComboList& list, Card a, Card b, std::size_t slot) const {
        return sums.total - sums.by_card[a] - sums.by_card[b] + list.weight_of[slot];
    }
    std::uint64_t fitting_count(const ComboList& list, Card a, Card b, std::size_t slot) const {
        return sums.count - sums.count_by_card[a] - sums.count_by_card[b] + list.holds[slot];
    }
};

// The other side's weight up to a strength: of its combos below it (or at
// it and below), in all and by card, kept as the sweep goes up.
struct RunningSum {
    std::size_t next = 0;
    double total = 0.0;
    std::array<double, kNumCards> by_card{};

    void reset() {
        next = 0;
        total = 0.0;
        by_card.fill(0.0);
    }
    // Takes in the combos of `side` whose strength is below `bound`.
    void take_below(const BoardSide& side, const ComboList& list, std::uint32_t bound) {
        while (next < side.scored.size && (side.scored.items[next] >> kPlaceBits) < bound) {
            const std::size_t j = side.scored.items[next++] & kPlaceMask;
            const double w = list.weight[j];
            total += w;
            by_card[list.high[j]] += w;
            by_card[list.low[j]] += w;
        }
    }
    double without(Card a, Card b) const { return total - by_card[a] - by_card[b]; }
};

// Sums weights into hand categories run by run: along combos sorted by
// strength the category seldom changes, and a run's sum kept in a register
// spares each combo a load and a store on the same slot.
class CategoryRuns {
public:
    explicit CategoryRuns(double* categories) : categories_(categories) {}
    void add(int category, double w) {
        if (category != current_) {
            categories_[current_] += run_;
            run_ = 0.0;
            current_ = category;
        }
        run_ += w;
    }
    void finish() { categories_[current_] += run_; }

private:
    double* categories_;
    int current_ = 0;
    double run_ = 0.0;
};

// A board's test of whether it stands for its orbit (BoardOrbits::multiplicity), in the model's units:
// 120 ns measured, where the model reads about ten times a measured heads-up walk.
constexpr double kOrbitTestSeconds = 1.2e-6;

// Items: runs of boards, so that items stay a few thousand, and each is at least kItemSeconds of
// work as modelled: a flop's 1,081 boards between small ranges take about 1.6 us each, less than
// an item's hand-off between threads.
constexpr std::uint64_t kItemsWanted = 4096;
constexpr double kItemSeconds = 5e-5;

// Modelled seconds of a board: per combo (scored, sorted and swept) and its
// own.  In the units of the class walk's model (exact.cpp), which reads 4-12
// times what this machine measures on the flop, scaled so that the two
// models cross where the walks' measured times cross: here ~19 ns a combo
// and ~1 us a board were measured on one core (random v random on the flop,
// 1,176 boards of 1,081 combos a side), and the class walk of AA v random on
// the flop (6,486 assignments at 2.3 us) is as fast as this walk with about
// nine combos against random, where the models now cross.
constexpr double kComboSeconds = 1.3e-7, kBoardSeconds = 4e-6;

// One item's sums over its boards: lone wins per player, ties, the deals'
// weight, hand categories per player, and the deals counted (the trials).
struct PairSums {
    double wins[2] = {};
    double ties = 0.0;
    double weight = 0.0;
    double categories[2][kNumCategories + 1] = {};
    std::uint64_t pairs = 0;

    // Another board's sums, counted `times` over (for each board of its orbit).
    void add(const PairSums& board, int times) {
        for (int p = 0; p < 2; ++p) {
            wins[p] += times * board.wins[p];
            for (int c = 0; c <= kNumCategories; ++c) categories[p][c] += times * board.categories[p][c];
        }
        ties += times * board.ties;
        weight += times * board.weight;
        pairs += static_cast<std::uint64_t>(times) * board.pairs;
    }

    void add_to(Tally& out) const {
        for (int p = 0; p < 2; ++p) {
            out.at(p, Tally::kWin) += wins[p];
            out.at(p, Tally::kTie) += ties;
            out.at(p, Tally::kShare) += wins[p] + 0.5 * ties;
            for (int c = 0; c < kNumCategories; ++c) out.at(p, Tally::kCategory0 + c) += categories[p][c + 1];
        }
        out.weight += weight;
        out.trials += pairs;
    }
};

// The showdowns of one board: both sides scored, then the first side's
// combos in order of strength, each against the other side's below it and
// at it; then the other side's categories.  About 18 KB of scratch: one per
// item, on the stack.
template <class Rules>
class BoardSweep {
public:
    // by_hand: null, or per combo of `mine`, at Tally::kByHandColumns * its
    // place, its deals, lone wins, ties and pot share.
    BoardSweep(const ComboList& mine, const ComboList& theirs, double* by_hand)
        : mine_(mine), theirs_(theirs), by_hand_(by_hand), category_of_(Rules::categories()) {}

    // board: the 5 cards, of which the k `drawn` (new_cards) are dealt; by_hand's rows take the
    // board `times` over.
    void run(const Card* board, const Card* new_cards, int k, PairSums& out, double times = 1.0) {
        by_hand_times_ = times;
        CardMask drawn = 0;
        HandAccumulator cards;
        for (int i = 0; i < 5; ++i) cards.add(board[i]);
        for (int i = 0; i < k; ++i) drawn |= card_bit(new_cards[i]);
        my_side_.template score<Rules>(mine_, new_cards, k, drawn, cards, spare_);
        their_side_.template score<Rules>(theirs_, new_cards, k, drawn, cards, spare_);
        sweep_mine(out);
        add_their_categories(out);
    }

private:
    void sweep_mine(PairSums& out) {
        below_.reset();
        at_most_.reset();
        CategoryRuns categories(out.categories[0]);
        for (const std::uint32_t packed : my_side_.scored) {
            const std::size_t i = packed & kPlaceMask;
            const std::uint32_t strength = packed >> kPlaceBits;
            const Card a = mine_.high[i], b = mine_.low[i];
            const auto slot = static_cast<std::size_t>(combo_index(a, b));
            // Counted in integers, so exactly: with fractional weights the sums below could leave
            // a rounding residue (1e-16) for a combo that meets no deal at all.
            const std::uint64_t fits = their_side_.fitting_count(theirs_, a, b, slot);
            if (fits == 0) continue;
            below_.take_below(their_side_, theirs_, strength);
            at_most_.take_below(their_side_, theirs_, strength + 1);
            // The other side's combo of the same two cards has the same strength: a tie, never a win.
            const double won = below_.without(a, b);
            const double tied = at_most_.without(a, b) + theirs_.weight_of[slot] - won;
            const double met = their_side_.fitting(theirs_, a, b, slot);
            const double w = mine_.weight[i];
            out.wins[0] += w * won;
            out.wins[1] += w * (met - won - tied);
            out.ties += w * tied;
            out.weight += w * met;
            categories.add(category_of_[strength], w * met);
            out.pairs += fits;
            if (by_hand_) {
                double* row = by_hand_ + Tally::kByHandColumns * i;
                const double tw = by_hand_times_ * w;
                row[0] += tw * met;
                row[1] += tw * won;
                row[2] += tw * tied;
                row[3] += tw * (won + 0.5 * tied);
            }
        }
        categories.finish();
    }

    // Each of the other side's combos in its category, by the weight of my combos it meets.
    void add_their_categories(PairSums& out) const {
        CategoryRuns categories(out.categories[1]);
        for (const std::uint32_t packed : their_side_.scored) {
            const std::size_t j = packed & kPlaceMask;
            const Card a = theirs_.high[j], b = theirs_.low[j];
            const auto slot = static_cast<std::size_t>(combo_index(a, b));
            if (my_side_.fitting_count(mine_, a, b, slot) == 0) continue;  // as in sweep_mine
            categories.add(category_of_[packed >> kPlaceBits], theirs_.weight[j] * my_side_.fitting(mine_, a, b, slot));
        }
        categories.finish();
    }

    const ComboList& mine_;
    const ComboList& theirs_;
    double* by_hand_;
    double by_hand_times_ = 1.0;
    const std::uint8_t* category_of_;
    BoardSide my_side_, their_side_;
    RunningSum below_, at_most_;
    Scores spare_;
};

// What one board's showdowns added to the sums since `before`: the deals'
// weight and each seat's share (the sums' side 0, `mine`, is the seat `first`).
struct BoardShares {
    double weight;
    double shares[2];  // by seat

    BoardShares(const PairSums& before, const PairSums& after, int first) : weight(after.weight - before.weight) {
        const double ties = after.ties - before.ties;
        for (int side = 0; side < 2; ++side)
            shares[side == 0 ? first : 1 - first] = after.wins[side] - before.wins[side] + 0.5 * ties;
    }
    // Adds `times` over into a row: the weight, then the seats' shares in seat order.
    void add_to(double* row, double times) const {
        row[0] += times * weight;
        row[1] += times * shares[0];
        row[2] += times * shares[1];
    }
};

// A board's showdowns credited to each card it draws (Tally::next_card at c * 3), `times` over.
void credit_cards(const BoardShares& board, const Card* drawn, int k, std::vector<double>& rows, double times) {
    for (int i = 0; i < k; ++i) board.add_to(&rows[drawn[i] * std::size_t{3}], times);
}

// Sums by card or by combo from a walk by orbits, which credited each board standing for its orbit
// once per board of the orbit, spread over the orbits: each row goes to its image under every
// permutation of the group, 1/|group| of it to each.  (A board's orbit holds |group| / |s| boards,
// s the permutations that keep it, and the group reaches each of them |s| times; a board's image
// credits the images of its cards and combos as the board credits its own.)
template <class ImageOf>
void spread_over_orbits(std::vector<double>& rows, std::size_t width, const BoardOrbits& orbits, ImageOf image_of) {
    std::vector<double> spread(rows.size(), 0.0);
    for (const SuitPerm& perm : orbits.perms())
        for (std::size_t i = 0; i < rows.size() / width; ++i) {
            const std::size_t to = image_of(i, perm) * width;
            for (std::size_t j = 0; j < width; ++j) spread[to + j] += rows[i * width + j];
        }
    const double share = 1.0 / static_cast<double>(orbits.size());
    for (double& x : spread) x *= share;
    rows.swap(spread);
}

// A board's showdowns credited to the class of each of its ten flops (Tally::by_flop at class * 3),
// once for each board of its orbit.
void credit_flops(const BoardShares& board, const Card* cards, int times, const FlopClasses& flops,
                  std::vector<double>& rows) {
    for (int a = 0; a < 5; ++a)
        for (int b = a + 1; b < 5; ++b)
            for (int c = b + 1; c < 5; ++c) {
                const int cls = flops.class_of(cards[a], cards[b], cards[c]);
                if (cls >= 0) board.add_to(&rows[static_cast<std::size_t>(cls) * 3], times);
            }
}

// The seat `walk.first`'s combos make the sweep (and by_hand's rows); the tally's players stay in seat order.
template <class Rules>
RunOutcome run_pairs(const Problem& problem, int threads, const RunControl& control, PairWalk walk) {
    if (walk.flops && (!walk.orbits || !problem.board.empty()))
        throw std::logic_error("a flop walk goes by orbits and starts from no board");
    const int first = walk.first;
    const bool by_hand = walk.by_hand;
    const auto choices = holdem_choices(problem);
    const ComboList mine(choices[static_cast<std::size_t>(first)]);
    const ComboList theirs(choices[static_cast<std::size_t>(1 - first)]);
    const int k = problem.board_missing();
    std::vector<Card> open;
    for (Card c = 0; c < kNumCards; ++c)
        if (!(problem.known_mask & card_bit(c))) open.push_back(c);
    const std::uint64_t boards = board_binomial(static_cast<int>(open.size()), k);
    const double combos = static_cast<double>(mine.size() + theirs.size());
    const double walk_seconds = holdem_pairs_seconds(problem, combos, walk.orbits ? walk.orbits->size() : 1);
    const double board_seconds = measured_share(2) * walk_seconds / static_cast<double>(boards);
    const std::uint64_t group = std::max((boards + kItemsWanted - 1) / kItemsWanted,
                                         static_cast<std::uint64_t>(std::ceil(kItemSeconds / board_seconds)));
    const std::uint64_t items = (boards + group - 1) / group;

    ItemFn work = [&](std::uint64_t item, Tally& out) {
        if (by_hand) out.by_hand.assign(Tally::kByHandColumns * mine.size(), 0.0);
        if (walk.next_cards) out.next_card.assign(kNumCards * 3, 0.0);
        if (walk.flops) out.by_flop.assign(walk.flops->count() * 3, 0.0);
        BoardSweep<Rules> sweep(mine, theirs, by_hand ? out.by_hand.data() : nullptr);
        PairSums sums;
        Card board[5];
        std::copy(problem.board.begin(), problem.board.end(), board);
        Card* new_cards = board + problem.board.size();
        for (std::uint64_t b = item * group; b < std::min(boards, (item + 1) * group); ++b) {
            const CardMask drawn = draw_board(b, k, open, new_cards);
            if (!walk.orbits) {  // every board
                const PairSums before = sums;
                sweep.run(board, new_cards, k, sums);
                if (walk.next_cards) credit_cards(BoardShares(before, sums, first), new_cards, k, out.next_card, 1.0);
                continue;
            }
            // A board stands for its orbit, whose other boards are not walked.
            const int times = walk.orbits->multiplicity(drawn | problem.board_mask);
            if (times == 0) continue;
            PairSums one;
            sweep.run(board, new_cards, k, one, times);
            if (walk.flops) credit_flops(BoardShares(PairSums{}, one, first), board, times, *walk.flops, out.by_flop);
            else sums.add(one, times);
            if (walk.next_cards) credit_cards(BoardShares(PairSums{}, one, first), new_cards, k, out.next_card, times);
        }
        if (walk.flops) return;  // only by_flop's sums are kept
        sums.add_to(out);
        if (first == 1) out.swap_heads_up();
    };
    RunOutcome outcome = run_items(items, threads, work, control);
    if (walk.orbits && walk.next_cards)
        spread_over_orbits(outcome.tally.next_card, 3, *walk.orbits,
                           [](std::size_t c, const SuitPerm& perm) { return permute(static_cast<Card>(c), perm); });
    if (walk.orbits && by_hand)
        spread_over_orbits(outcome.tally.by_hand, Tally::kByHandColumns, *walk.orbits,
                           [&](std::size_t i, const SuitPerm& perm) -> std::size_t {
                               return mine.place_of[static_cast<std::size_t>(
                                   combo_index(permute(mine.high[i], perm), permute(mine.low[i], perm)))];
                           });
    return outcome;
}

}  // namespace

BoardOrbits pairs_walk_orbits(const Problem& problem) {
    // From the flop back: a turn's or a river's few boards would not pay for the group's tests.
    return problem.board_missing() >= 2 ? deal_orbits(problem) : BoardOrbits({});
}

bool holdem_pairs_apply(const Problem& problem) { return problem.players == 2 && is_holdem_like(problem.game); }

double holdem_pairs_seconds(const Problem& problem, double combos, std::size_t orbit_group) {
    const int open = kNumCards - __builtin_popcountll(problem.known_mask);
    const double boards = static_cast<double>(board_binomial(open, problem.board_missing()));
    const double tests = orbit_group > 1 ? boards * kOrbitTestSeconds : 0.0;
    return tests + boards / static_cast<double>(orbit_group) * (combos * kComboSeconds + kBoardSeconds);
}

RunOutcome holdem_pairs_run(const Problem& problem, PairWalk walk, int threads, const RunControl& control) {
    return with_rules(problem.game,
                      [&](auto rules) { return run_pairs<decltype(rules)>(problem, threads, control, walk); });
}

EquityResult run_exact_holdem_pairs(const Problem& problem, int threads, const EquityOptions& options, double start) {
    const BoardOrbits orbits = pairs_walk_orbits(problem);
    PairWalk walk;
    if (orbits.size() > 1) walk.orbits = &orbits;  // (alone, the identity would only add the tests)
    return finish(holdem_pairs_run(problem, walk, threads, exact_control(options, 2, start)));
}

}  // namespace holdem::equity_detail
