// Exact equity: every assignment of hole cards (weighted by the ranges) and
// every completion of the board.
//
// Hold'em boards are enumerated by rank multiset rather than card by card.
// Without a flush a hand's strength depends on ranks only, and a flush needs
// three or more board cards of one suit, so for each multiset of new board
// ranks we evaluate every player once on ranks, then visit only the suit
// patterns that can give someone a flush, each weighted by the number of
// boards that share it.  Hole-card assignments that are the same up to a
// suit permutation fixing the board and dead cards are evaluated once.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "exact.hpp"
#include "holdem/evaluator.hpp"
#include "holdem/omaha.hpp"
#include "problem.hpp"
#include "runner.hpp"
#include "showdown.hpp"

namespace holdem::equity_detail {

namespace {

constexpr int kBinomial[5][6] = {
    {1, 0, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 0}, {1, 2, 1, 0, 0, 0}, {1, 3, 3, 1, 0, 0}, {1, 4, 6, 4, 1, 0}};

// Rank-multiset leaves per number of missing board cards (13 ranks, at most 4 of each).
constexpr double kRankLeaves[6] = {1, 13, 91, 455, 1820, 6175};

double choose(int n, int k) {
    if (k < 0 || k > n) return 0.0;
    double r = 1.0;
    for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
    return std::round(r);
}

// Strength of a 5..7 card hand from its rank-key sum, ignoring flushes.
inline Strength rank_strength(std::uint32_t key) { return detail::non_flush_strength(key); }

// Submasks of each 5-bit mask with at least m bits, listed once.
class SubmaskLists {
public:
    SubmaskLists() {
        for (int mask = 0; mask < 32; ++mask)
            for (int m = 0; m <= 5; ++m) {
                begin_[mask][m] = static_cast<std::uint16_t>(items_.size());
                for (int sub = mask;; sub = (sub - 1) & mask) {
                    if (__builtin_popcount(static_cast<unsigned>(sub)) >= m) items_.push_back(static_cast<std::uint8_t>(sub));
                    if (sub == 0) break;
                }
                end_[mask][m] = static_cast<std::uint16_t>(items_.size());
            }
    }
    const std::uint8_t* begin(int mask, int m) const { return items_.data() + begin_[mask][m]; }
    const std::uint8_t* end(int mask, int m) const { return items_.data() + end_[mask][m]; }

private:
    std::vector<std::uint8_t> items_;
    std::uint16_t begin_[32][6]{};
    std::uint16_t end_[32][6]{};
};

const SubmaskLists& submask_lists() {
    static const SubmaskLists lists;
    return lists;
}

// Every completion of a Hold'em board for one assignment of hole cards.
class HoldemBoards {
public:
    HoldemBoards(const Problem& problem)
        : n_(problem.players),
          k_(problem.board_missing()),
          fixed_used_(problem.board_mask | problem.dead_mask),
          category_of_(category_table().data()),
          submasks_(submask_lists()) {
        for (Card c : problem.board) {
            board_key_ += tables::kRankKeys[rank_of(c)];
            board_suit_[suit_of(c)] |= static_cast<std::uint16_t>(1u << rank_of(c));
        }
    }

    // holes: two cards per player.
    void run(const Card* holes, WeightedShowdown& out) {
        out_ = &out;
        CardMask used = fixed_used_;
        for (int i = 0; i < 2 * n_; ++i) used |= card_bit(holes[i]);
        for (int r = 0; r < kNumRanks; ++r) {
            const unsigned free = static_cast<unsigned>(~(used >> (4 * r)) & 0xF);
            avail_suits_[r] = static_cast<std::uint8_t>(free);
            avail_[r] = __builtin_popcount(free);
        }
        int most[4] = {0, 0, 0, 0};
        for (int p = 0; p < n_; ++p) {
            const Card a = holes[2 * p];
            const Card b = holes[2 * p + 1];
            base_key_[p] = board_key_ + tables::kRankKeys[rank_of(a)] + tables::kRankKeys[rank_of(b)];
            for (int s = 0; s < 4; ++s) hole_suit_[p][s] = 0;
            hole_suit_[p][suit_of(a)] |= static_cast<std::uint16_t>(1u << rank_of(a));
            hole_suit_[p][suit_of(b)] |= static_cast<std::uint16_t>(1u << rank_of(b));
            for (int s = 0; s < 4; ++s) most[s] = std::max(most[s], __builtin_popcount(hole_suit_[p][s]));
        }
        for (int s = 0; s < 4; ++s) need_[s] = 5 - most[s] - __builtin_popcount(board_suit_[s]);
        depth_ = 0;
        key_ = 0;
        ways_ = 1.0;
        if (k_ == 0) leaf();
        else descend(0, k_);
    }

private:
    void descend(int start, int remaining) {
        const std::uint32_t key0 = key_;
        const double ways0 = ways_;
        const int d = depth_;
        if (d >= 5) __builtin_unreachable();  // d distinct ranks among 5 - remaining cards
        for (int r = start; r < kNumRanks; ++r) {
            const int a = avail_[r];
            const int top = std::min(a, remaining);
            for (int m = 1; m <= top; ++m) {
                // Boards with this rank m times: with the suit-s card among
                // them, or (for each suit s) without it.
                rank_bit_[d] = 1u << r;
                with_[d] = kBinomial[a - 1][m - 1];
                for (int s = 0; s < 4; ++s) {
                    const int free = avail_suits_[r] >> s & 1;
                    without_[s][d] = free ? (m <= a - 1 ? kBinomial[a - 1][m] : 0.0) : kBinomial[a][m];
                    candidates_[s] = (candidates_[s] & ~(1 << d)) | free << d;
                }
                depth_ = d + 1;
                key_ = key0 + static_cast<std::uint32_t>(m) * tables::kRankKeys[r];
                ways_ = ways0 * kBinomial[a][m];
                if (m == remaining) leaf();
                else descend(r + 1, remaining - m);
            }
        }
        depth_ = d;
        key_ = key0;
        ways_ = ways0;
    }

    void leaf() {
        Strength plain[kMaxPlayers];
        Strength best[kMaxPlayers];
        for (int p = 0; p < n_; ++p) plain[p] = rank_strength(base_key_[p] + key_);
        double rest = ways_;
        const int depth = depth_;
        if (depth > 5) __builtin_unreachable();  // at most 5 new board cards
        const int all = (1 << depth) - 1;
        for (int s = 0; s < 4; ++s) {
            const int need = std::max(need_[s], 0);
            if (need > depth) continue;
            const int candidates = candidates_[s] & all;
            const std::uint8_t* end = submasks_.end(candidates, need);
            for (const std::uint8_t* it = submasks_.begin(candidates, need); it != end; ++it) {
                const int sub = *it;
                double w = 1.0;
                unsigned suited = board_suit_[s];
                for (int i = 0; i < depth; ++i) {
                    if (sub >> i & 1) {
                        w *= with_[i];
                        suited |= rank_bit_[i];
                    } else {
                        w *= without_[s][i];
                    }
                }
                if (w == 0.0) continue;
                bool changed = false;
                for (int p = 0; p < n_; ++p) {
                    const Strength f = tables::kFlushStrength[suited | hole_suit_[p][s]];
                    best[p] = std::max(plain[p], f);
                    changed |= f > plain[p];
                }
                if (!changed) continue;  // nobody's hand improves: counted with the plain boards
                out_->add(best, n_, w, category_of_);
                rest -= w;
            }
        }
        if (rest > 0.0) out_->add(plain, n_, rest, category_of_);
    }

    int n_;
    int k_;
    CardMask fixed_used_;
    const std::uint8_t* category_of_;
    const SubmaskLists& submasks_;
    std::uint32_t board_key_ = 0;
    std::uint16_t board_suit_[4] = {0, 0, 0, 0};

    std::uint32_t base_key_[kMaxPlayers];
    std::uint16_t hole_suit_[kMaxPlayers][4];
    int need_[4];
    int avail_[kNumRanks];
    std::uint8_t avail_suits_[kNumRanks];

    // The multiset being built: per position, its rank bit, the ways with
    // the suit-s card (any s) and without it (per s), and which positions'
    // ranks can come in suit s.
    int depth_ = 0;
    unsigned rank_bit_[5];
    double with_[5];
    double without_[4][5];
    int candidates_[4] = {0, 0, 0, 0};
    std::uint32_t key_ = 0;
    double ways_ = 1.0;
    WeightedShowdown* out_ = nullptr;
};

// Suit permutations that map the board and the dead cards onto themselves,
// as card maps; the identity first.
std::vector<std::array<Card, kNumCards>> board_symmetries(const Problem& problem) {
    std::vector<std::array<Card, kNumCards>> maps;
    int perm[4] = {0, 1, 2, 3};
    do {
        std::array<Card, kNumCards> map{};
        for (int c = 0; c < kNumCards; ++c) map[static_cast<std::size_t>(c)] = make_card(rank_of(static_cast<Card>(c)), perm[c & 3]);
        auto image = [&](CardMask mask) {
            CardMask out = 0;
            for (int c = 0; c < kNumCards; ++c)
                if (mask >> c & 1) out |= card_bit(map[static_cast<std::size_t>(c)]);
            return out;
        };
        if (image(problem.board_mask) == problem.board_mask && image(problem.dead_mask) == problem.dead_mask)
            maps.push_back(map);
    } while (std::next_permutation(perm, perm + 4));
    return maps;
}

// Each Hold'em player's possible hole cards for enumeration: fixed, one
// known card plus any other, every combo, or the range's combos.
std::vector<std::vector<WeightedCombo>> holdem_choices(const Problem& problem) {
    std::vector<std::vector<WeightedCombo>> choices;
    for (const Seat& seat : problem.seats) {
        std::vector<WeightedCombo> list;
        if (seat.kind == Seat::Kind::kRange) {
            list = seat.combos;
        } else if (seat.kind == Seat::Kind::kFixed) {
            list.push_back({std::max(seat.known[0], seat.known[1]), std::min(seat.known[0], seat.known[1]), 1.0});
        } else if (seat.dealt == 1) {
            for (Card c = 0; c < kNumCards; ++c)
                if (!(problem.known_mask & card_bit(c)))
                    list.push_back({std::max(seat.known[0], c), std::min(seat.known[0], c), 1.0});
        } else {
            for (Card a = 1; a < kNumCards; ++a)
                for (Card b = 0; b < a; ++b)
                    if (!(problem.known_mask & (card_bit(a) | card_bit(b)))) list.push_back({a, b, 1.0});
        }
        choices.push_back(std::move(list));
    }
    return choices;
}

constexpr int kMaxIsomorphismPlayers = 5;  // 5 * 11 bits of combo index fit a 64-bit key

HoldemClasses holdem_classes(const Problem& problem, Poller poller) {
    const auto choices = holdem_choices(problem);
    const auto maps = board_symmetries(problem);
    const int n = problem.players;
    const bool merge = maps.size() > 1 && n <= kMaxIsomorphismPlayers;
    HoldemClasses classes;
    std::unordered_map<std::uint64_t, std::uint32_t> index;
    Card current[2 * kMaxPlayers];

    auto record = [&](double weight) {
        poller.tick();
        if (merge) {
            std::uint64_t key = std::numeric_limits<std::uint64_t>::max();
            for (const auto& map : maps) {
                std::uint64_t k = 0;
                for (int p = 0; p < n; ++p)
                    k = k << 11 | static_cast<std::uint64_t>(combo_index(map[current[2 * p]], map[current[2 * p + 1]]));
                key = std::min(key, k);
            }
            const auto [it, inserted] = index.emplace(key, static_cast<std::uint32_t>(classes.size()));
            if (!inserted) {
                classes.weight[it->second] += weight;
                ++classes.count[it->second];
                return;
            }
        }
        classes.holes.insert(classes.holes.end(), current, current + 2 * n);
        classes.weight.push_back(weight);
        classes.count.push_back(1);
    };
    auto descend = [&](auto&& self, int p, CardMask used, double weight) -> void {
        if (p == n) { record(weight); return; }
        for (const WeightedCombo& c : choices[static_cast<std::size_t>(p)]) {
            const CardMask m = card_bit(c.high) | card_bit(c.low);
            if (used & m) continue;
            current[2 * p] = c.high;
            current[2 * p + 1] = c.low;
            self(self, p + 1, used | m, weight * c.weight);
        }
        poller.tick();
    };
    descend(descend, 0, 0, 1.0);
    return classes;
}

// Every figure NaN: a run cut short before it could estimate anything.
EquityResult no_figures(const RunOutcome& outcome, int players) {
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    EquityResult result;
    result.equity.assign(static_cast<std::size_t>(players), nan);
    result.win = result.tie = result.std_error = result.equity;
    std::array<double, kNumCategories> categories;
    categories.fill(nan);
    result.categories.assign(static_cast<std::size_t>(players), categories);
    result.trials = outcome.tally.trials;
    result.exact = false;
    result.enumerated = true;
    result.complete = false;
    result.progress = outcome.count ? static_cast<double>(outcome.merged) / static_cast<double>(outcome.count) : 0.0;
    result.elapsed = outcome.elapsed;
    return result;
}

// A finished enumeration's exact figures, or a cut-short one's estimate.
// The blocks were visited in a random order, so the m done of M are a
// simple random sample of them, and each figure (a sum of shares over the
// sum of weights) is a ratio estimate: its standard error is
// sqrt((1 - m/M) * s^2 / (m * xbar^2)), with s^2 the sample variance of the
// blocks' residuals y - R x and xbar their mean weight.
EquityResult exact_result(const RunOutcome& outcome) {
    const Tally& tally = outcome.tally;
    const int n = tally.players();
    if (outcome.complete()) {
        EquityResult result = tally_result(tally);
        result.std_error.assign(static_cast<std::size_t>(n), 0.0);
        result.exact = result.enumerated = true;
        result.elapsed = outcome.elapsed;
        return result;
    }
    const auto m = static_cast<double>(outcome.merged);
    if (outcome.merged < kMinBlocksForEstimate || !(tally.weight > 0.0)) return no_figures(outcome, n);
    EquityResult result = tally_result(tally);
    const double x_mean = tally.weight / m;
    const double sampled = m / static_cast<double>(outcome.count);
    for (int p = 0; p < n; ++p) {
        const auto q = static_cast<std::size_t>(p);
        const double r = result.equity[q];
        const double residuals = outcome.moments.share_squared[q] - 2 * r * outcome.moments.share_weight[q] +
                                 r * r * outcome.moments.weight_squared;
        const double variance = (1.0 - sampled) * std::max(0.0, residuals) / (m - 1) / (m * x_mean * x_mean);
        result.std_error.push_back(std::sqrt(variance));
    }
    result.exact = false;
    result.enumerated = true;
    result.complete = false;
    result.progress = sampled;
    result.elapsed = outcome.elapsed;
    return result;
}

// Boards that complete the known board from `remaining` free cards.
double board_count(const Problem& problem, int remaining) { return choose(remaining, problem.board_missing()); }

int free_after_holes(const Problem& problem) {
    return kNumCards - static_cast<int>(problem.board.size()) - __builtin_popcountll(problem.dead_mask) -
           problem.players * problem.hole_n;
}

// Run control shared by both exact enumerations: blocks in a random order
// (so that a run cut short by the time limit or the progress callback still
// gives an honest estimate), snapshots as exact_result.
RunControl exact_control(const EquityOptions& options, int players, double start) {
    RunControl control;
    control.options = &options;
    control.players = players;
    control.start = start;
    control.apply_time_limit = true;
    control.shuffle = true;
    control.snapshot = exact_result;
    return control;
}

EquityResult finish(const RunOutcome& outcome) {
    if (outcome.complete() && outcome.tally.weight <= 0.0)
        throw std::invalid_argument("no deal is possible: the players' hands always collide");
    return exact_result(outcome);
}

EquityResult run_exact_holdem(const Problem& problem, const HoldemClasses& classes, int threads,
                              const EquityOptions& options, double start) {
    if (classes.size() == 0) throw std::invalid_argument("no deal is possible: the players' hands always collide");
    const int n = problem.players;
    const int k = problem.board_missing();
    const auto boards = static_cast<std::uint64_t>(board_count(problem, free_after_holes(problem)));
    static constexpr std::size_t kChunk[6] = {512, 256, 128, 32, 8, 2};
    const std::size_t chunk = std::max<std::size_t>(1, kChunk[k] / static_cast<std::size_t>(std::max(1, n / 2)));
    const std::uint64_t items = (classes.size() + chunk - 1) / chunk;

    ItemFn work = [&](std::uint64_t item, Tally& out) {
        HoldemBoards enumerate(problem);
        WeightedShowdown sums;
        const std::size_t begin = static_cast<std::size_t>(item) * chunk;
        const std::size_t end = std::min(classes.size(), begin + chunk);
        for (std::size_t c = begin; c < end; ++c) {
            sums.clear(n);
            enumerate.run(&classes.holes[2 * static_cast<std::size_t>(n) * c], sums);
            sums.add_to(out, n, classes.weight[c]);
            out.trials += classes.count[c] * boards;
        }
    };
    return finish(run_items(items, threads, work, exact_control(options, n, start)));
}

// --- Omaha: deal by deal (the rank shortcut does not apply: exactly two hole cards play).

struct OmahaDeals {
    std::vector<Card> holes;  // hole_n per player per assignment
    std::size_t count = 0;
};

OmahaDeals omaha_assignments(const Problem& problem, Poller poller) {
    const int n = problem.players;
    const int h = problem.hole_n;
    OmahaDeals deals;
    std::vector<Card> current(static_cast<std::size_t>(n * h));
    auto known_count = [&](int p) { return static_cast<int>(problem.seats[static_cast<std::size_t>(p)].known.size()); };
    for (int p = 0; p < n; ++p) {
        const auto& known = problem.seats[static_cast<std::size_t>(p)].known;
        std::copy(known.begin(), known.end(), current.begin() + p * h);
    }
    // Fills player p's slot `pos` onwards with cards from `from` up, in increasing order.
    auto descend = [&](auto&& self, int p, int pos, Card from, CardMask used) -> void {
        if (p == n) {
            poller.tick();
            deals.holes.insert(deals.holes.end(), current.begin(), current.end());
            ++deals.count;
            return;
        }
        if (pos == h) {
            self(self, p + 1, p + 1 < n ? known_count(p + 1) : 0, 0, used);
            return;
        }
        for (Card c = from; c < kNumCards; ++c) {
            if (used & card_bit(c)) continue;
            current[static_cast<std::size_t>(p * h + pos)] = c;
            self(self, p, pos + 1, static_cast<Card>(c + 1), used | card_bit(c));
        }
    };
    descend(descend, 0, known_count(0), 0, problem.known_mask);
    return deals;
}

EquityResult run_exact_omaha(const Problem& problem, int threads, const EquityOptions& options, double start) {
    const OmahaDeals deals = omaha_assignments(problem, Poller(options, start, options.time_limit));
    const int n = problem.players;
    const int h = problem.hole_n;
    const int k = problem.board_missing();
    const int remaining = free_after_holes(problem);
    const double boards = board_count(problem, remaining);
    // Work units: an assignment with the board's first new card fixed when
    // boards are many, else groups of assignments.
    const bool split = k >= 1 && boards >= 20000;
    const std::uint64_t per_assignment = split ? static_cast<std::uint64_t>(remaining - k + 1) : 1;
    const std::size_t group = split ? 1 : static_cast<std::size_t>(std::max(1.0, 20000.0 / boards));
    const std::uint64_t units = deals.count * per_assignment;
    const std::uint64_t items = (units + group - 1) / group;

    ItemFn work = [&](std::uint64_t item, Tally& out) {
        const auto* category_of = category_table().data();
        WeightedShowdown sums;
        sums.clear(n);
        Card board[5];
        std::copy(problem.board.begin(), problem.board.end(), board);
        const int known = static_cast<int>(problem.board.size());
        Card free[kNumCards];
        Strength s[kMaxPlayers];
        for (std::uint64_t unit = item * group; unit < std::min(units, (item + 1) * group); ++unit) {
            const std::size_t a = static_cast<std::size_t>(unit / per_assignment);
            const Card* holes = &deals.holes[a * static_cast<std::size_t>(n * h)];
            CardMask used = problem.board_mask | problem.dead_mask;
            for (int i = 0; i < n * h; ++i) used |= card_bit(holes[i]);
            int f = 0;
            for (Card c = 0; c < kNumCards; ++c)
                if (!(used & card_bit(c))) free[f++] = c;
            const int first_lo = split ? static_cast<int>(unit % per_assignment) : 0;
            const int first_hi = split ? first_lo : f - k;
            auto showdown = [&] {
                for (int p = 0; p < n; ++p) s[p] = evaluate_omaha(board, holes + p * h, static_cast<std::size_t>(h));
                sums.add(s, n, 1.0, category_of);
            };
            // Nested choice of k free cards, first one in [first_lo, first_hi].
            auto choose_from = [&](auto&& self, int depth, int from) -> void {
                if (depth == k) { showdown(); return; }
                const int lo = from;
                const int hi = depth == 0 ? first_hi : f - (k - depth);
                for (int i = (depth == 0 ? first_lo : lo); i <= hi; ++i) {
                    board[known + depth] = free[i];
                    self(self, depth + 1, i + 1);
                }
            };
            choose_from(choose_from, 0, 0);
        }
        sums.add_to(out, n, 1.0);
        out.trials = static_cast<std::uint64_t>(sums.weight);
    };
    return finish(run_items(items, threads, work, exact_control(options, n, start)));
}

// Modelled costs (seconds on one core of a few-GHz machine): enumerating
// an assignment (per board symmetry and player), and one class's boards.
double assignment_seconds(int players, double symmetries) { return 3e-8 + symmetries * players * 3e-9; }
double class_seconds(int missing, int players) { return kRankLeaves[missing] * (1e-7 + 4e-8 * players) + 1e-6; }

}  // namespace

ExactPlan plan_exact(const Problem& problem, const EquityOptions& options) {
    constexpr double kOutOfReach = std::numeric_limits<double>::infinity();
    ExactPlan plan;
    const int n = problem.players;
    if (problem.game == Game::kHoldem) {
        double assignments = 1.0;
        for (const auto& list : holdem_choices(problem)) assignments *= static_cast<double>(list.size());
        const double symmetries =
            n <= kMaxIsomorphismPlayers ? static_cast<double>(board_symmetries(problem).size()) : 1.0;
        const double per_class = class_seconds(problem.board_missing(), n);
        if (assignments <= 4e5) {
            // Cheap to list: count the classes exactly (and keep them).
            plan.classes = holdem_classes(problem, Poller(options));
            plan.built = true;
            plan.seconds = assignments * assignment_seconds(n, symmetries) + plan.classes.size() * per_class;
            return plan;
        }
        // Orbits are often smaller than the symmetry group: assume a quarter of it.
        const double classes = assignments / std::max(1.0, symmetries / 4);
        if (classes > 5e6) {  // memory: a few hundred MB of classes
            plan.seconds = kOutOfReach;
            return plan;
        }
        plan.seconds = assignments * assignment_seconds(n, symmetries) + classes * per_class;
        return plan;
    }
    // Omaha: every deal of the unknown hole cards times every board.
    const double boards = board_count(problem, free_after_holes(problem));
    double assignments = 1.0;
    int free_cards = kNumCards - __builtin_popcountll(problem.known_mask);
    for (const Seat& seat : problem.seats) {
        if (seat.kind == Seat::Kind::kDealt) {
            assignments *= choose(free_cards, seat.dealt);
            free_cards -= seat.dealt;
        }
    }
    if (assignments > 5e6 || assignments * boards * n > 2e10) {  // memory, or hours of work
        plan.seconds = kOutOfReach;
        return plan;
    }
    // The table-driven Omaha evaluator costs about 20 ns plus 2 ns per pair of
    // hole cards (measured single-threaded, showdown included: PLO4 ~33 ns,
    // PLO5 ~39 ns, PLO6 ~47 ns per hand).
    const double pairs = problem.hole_n * (problem.hole_n - 1) / 2.0;
    plan.seconds = assignments * boards * n * (2e-8 + 2.2e-9 * pairs);
    return plan;
}

EquityResult run_exact(const Problem& problem, ExactPlan& plan, int threads, const EquityOptions& options,
                       double start) {
    if (!plan.built && !std::isfinite(plan.seconds))
        throw std::invalid_argument("exact enumeration is too large here (too many hand combinations); "
                                    "use Monte Carlo (exact=False)");
    try {
        if (problem.game != Game::kHoldem) return run_exact_omaha(problem, threads, options, start);
        if (!plan.built) {
            plan.classes = holdem_classes(problem, Poller(options, start, options.time_limit));
            plan.built = true;
        }
    } catch (const TimeLimitReached&) {
        // Out of time while listing the hands: nothing was enumerated yet.
        RunOutcome outcome(problem.players);
        outcome.reason = StopReason::kTimeLimit;
        outcome.elapsed = now_seconds() - start;
        return no_figures(outcome, problem.players);
    }
    return run_exact_holdem(problem, plan.classes, threads, options, start);
}

void check_some_deal_exists(const Problem& problem, std::uint64_t budget) {
    std::vector<const std::vector<WeightedCombo>*> ranges;
    for (const Seat& seat : problem.seats)
        if (seat.kind == Seat::Kind::kRange) ranges.push_back(&seat.combos);
    if (ranges.size() < 2) return;  // one range alone always fits: its combos avoid the known cards
    std::sort(ranges.begin(), ranges.end(), [](auto a, auto b) { return a->size() < b->size(); });
    std::uint64_t nodes = 0;
    auto fits = [&](auto&& self, std::size_t i, CardMask used) -> bool {
        if (i == ranges.size()) return true;
        for (const WeightedCombo& c : *ranges[i]) {
            if (++nodes > budget) return true;  // too long to prove: assume it fits
            const CardMask m = card_bit(c.high) | card_bit(c.low);
            if (!(used & m) && self(self, i + 1, used | m)) return true;
        }
        return false;
    };
    if (!fits(fits, 0, problem.known_mask))
        throw std::invalid_argument("no deal is possible: the players' ranges always collide with each other");
}

}  // namespace holdem::equity_detail
