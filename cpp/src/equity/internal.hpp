// Internals of the equity calculator shared by its sources here (not installed).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "holdem/equity.hpp"
#include "holdem/evaluator.hpp"

namespace holdem::equity_detail {

inline constexpr int kMaxPlayers = 23;  // 23 * 2 + 5 = 51 cards

// Per player sums over deals (Monte Carlo) or weighted boards (exact).
class Tally {
public:
    enum Field { kWin, kTie, kShare, kShareSquared, kCategory0, kFields = kCategory0 + kNumCategories };

    explicit Tally(int players = 0) : players_(players), values_(static_cast<std::size_t>(players) * kFields) {}

    int players() const { return players_; }
    double& at(int player, int field) { return values_[static_cast<std::size_t>(player * kFields + field)]; }
    double at(int player, int field) const { return values_[static_cast<std::size_t>(player * kFields + field)]; }

    // Total weight of what was tallied: deals, or weighted boards.
    double weight = 0.0;
    // Deals, or (hand combination, board) pairs.
    std::uint64_t trials = 0;
    // Monte Carlo: independent units of deals (deals that share cards are
    // one unit; kShareSquared then sums each unit's squared share total
    // divided by its deal count).
    std::uint64_t units = 0;

    void merge(const Tally& other) {
        for (std::size_t i = 0; i < values_.size(); ++i) values_[i] += other.values_[i];
        weight += other.weight;
        trials += other.trials;
        units += other.units;
    }

    // Scales everything (a class of equivalent deals counts `factor` times).
    void add_scaled(const Tally& other, double factor) {
        for (std::size_t i = 0; i < values_.size(); ++i) values_[i] += factor * other.values_[i];
        weight += factor * other.weight;
    }

private:
    int players_;
    std::vector<double> values_;
};

// One player after checking: hole cards fixed, some cards dealt, or a range.
struct Seat {
    enum class Kind { kFixed, kDealt, kRange };
    Kind kind = Kind::kDealt;
    std::vector<Card> known;             // kFixed: all hole cards; kDealt: the known ones
    int dealt = 0;                       // kDealt: cards still to deal
    std::vector<WeightedCombo> combos;   // kRange: combos that avoid every known card
};

// The checked problem.
struct Problem {
    Game game = Game::kHoldem;
    int hole_n = 2;
    int players = 0;
    std::vector<Seat> seats;
    std::vector<Card> board;
    CardMask board_mask = 0;
    CardMask dead_mask = 0;
    CardMask known_mask = 0;  // board, dead and every known hole card
    int board_missing() const { return 5 - static_cast<int>(board.size()); }
    bool has_ranges() const {
        for (const Seat& s : seats)
            if (s.kind == Seat::Kind::kRange) return true;
        return false;
    }
};

// Hand code 1..10 of every strength 0..7462 (0 for 0).
const std::array<std::uint8_t, kNumStrengths + 1>& category_table();

// Adds one showdown with weight w to per-player sums (exact enumeration).
struct WeightedShowdown {
    double win[kMaxPlayers];
    double tie[kMaxPlayers];
    double share[kMaxPlayers];
    double categories[kMaxPlayers][kNumCategories + 1];
    double weight;

    void clear(int n);
    // Inline: exact enumeration calls it for every group of boards.
    void add(const Strength* s, int n, double w, const std::uint8_t* category_of) {
        Strength best = 0;
        int count = 0;
        for (int p = 0; p < n; ++p) {
            if (s[p] > best) { best = s[p]; count = 1; }
            else if (s[p] == best) ++count;
            categories[p][category_of[s[p]]] += w;
        }
        weight += w;
        if (count == 1) {
            for (int p = 0; p < n; ++p)
                if (s[p] == best) { win[p] += w; share[p] += w; break; }
            return;
        }
        const double part = w / count;
        for (int p = 0; p < n; ++p)
            if (s[p] == best) { tie[p] += w; share[p] += part; }
    }
    // Adds factor times these sums into a tally.
    void add_to(Tally& tally, int n, double factor) const;
};

// A fixed-size unit of work: fills a tally.  Items must not depend on the
// thread count, so that the same seed gives the same result.
using ItemFn = std::function<void(std::uint64_t item, Tally& out)>;

// Sums over finished items of their squared weights and shares, for the
// standard error of an estimate from a sample of items (an interrupted
// exact enumeration).
struct ItemMoments {
    explicit ItemMoments(int players = 0)
        : share_squared(static_cast<std::size_t>(players)), share_weight(static_cast<std::size_t>(players)) {}
    void add(const Tally& item);

    double weight_squared = 0.0;
    std::vector<double> share_squared;
    std::vector<double> share_weight;
};

// Why a run ended.
enum class StopReason {
    kRunning,    // not stopped yet (a progress snapshot)
    kDone,       // every item ran
    kEnough,     // RunControl::enough said so
    kTimeLimit,  // options.time_limit passed
    kCallback,   // the progress callback returned false
};

struct RunOutcome {
    explicit RunOutcome(int players) : tally(players), moments(players) {}
    Tally tally;           // the merged items
    ItemMoments moments;   // of the merged items
    std::uint64_t merged = 0;
    std::uint64_t count = 0;
    StopReason reason = StopReason::kRunning;
    double elapsed = 0.0;  // seconds since RunControl::start
    bool complete() const { return reason == StopReason::kDone || reason == StopReason::kEnough; }
};

struct RunControl {
    const EquityOptions* options = nullptr;
    int players = 0;
    // Checked after each item is merged in item order; true ends the run
    // there (the same place whatever the thread count).
    std::function<bool(const Tally&)> enough;
    // The result so far, for progress callbacks.
    std::function<EquityResult(const RunOutcome&)> snapshot;
    double start = 0.0;        // steady-clock seconds at the start of the call
    bool apply_time_limit = false;
    // Visit the items in a fixed pseudo-random order (a bijection of
    // 0..count-1), so that the items done when a run stops early are a
    // random sample of all of them rather than a biased prefix; also lets
    // the time limit stop the run before its first item.
    bool shuffle = false;
};

// Runs items 0..count-1 on up to `threads` threads (the caller's among them),
// merging results in item order; polls, reports progress and stops as the
// options say.  Rethrows the first exception from any item or callback.
RunOutcome run_items(std::uint64_t count, int threads, const ItemFn& work, const RunControl& control);

// A keyed pseudo-random bijection of 0..count-1 (a Feistel network with
// cycle walking: no table, so any count fits in memory).
class ItemOrder {
public:
    explicit ItemOrder(std::uint64_t count, std::uint64_t key = 0x5EEDB10C5ull);
    std::uint64_t operator()(std::uint64_t i) const;

private:
    std::uint64_t half_round(std::uint64_t right, int round) const;
    std::uint64_t count_;
    int half_bits_ = 1;
    std::uint64_t half_mask_ = 1;
    std::uint64_t keys_[4]{};
};

// Thrown from Poller when options.time_limit passes during the set-up of an
// exact enumeration (listing the hands), before any item has run.
struct TimeLimitReached {};

// Seconds on a steady clock.
double now_seconds();

// A tally's sums as a result: equity, win, tie and categories per player,
// each divided by the tally's weight; trials.  Standard errors and `exact`
// are left for the caller (exact and sampled results differ there).
EquityResult tally_result(const Tally& tally);

// Calls options.poll about every 0.05 s from long sequential loops, and
// throws TimeLimitReached once `time_limit` seconds have passed since `start`
// (when given).
class Poller {
public:
    explicit Poller(const EquityOptions& options, double start = 0.0, double time_limit = 0.0)
        : options_(options), start_(start), time_limit_(time_limit) {}
    void tick() {
        if (++ticks_ % 4096 == 0) check();
    }
    void check();

private:
    const EquityOptions& options_;
    double start_;
    double time_limit_;
    std::uint64_t ticks_ = 0;
    double last_ = 0.0;
};

// --- Exact enumeration (exact_holdem.cpp)

// Hold'em hole-card assignments merged into classes that are equal up to a
// suit permutation fixing the board and dead cards: one representative
// (two cards per player), the summed weight and the count of each.
struct HoldemClasses {
    std::vector<Card> holes;
    std::vector<double> weight;
    std::vector<std::uint64_t> count;
    std::size_t size() const { return weight.size(); }
};

struct ExactPlan {
    // Estimated single-thread seconds, from counts alone (so the choice of
    // method never depends on the machine or the thread count); +inf when
    // out of reach.
    double seconds = 0.0;
    bool built = false;  // classes already enumerated (when that was cheap)
    HoldemClasses classes;
};

ExactPlan plan_exact(const Problem& problem, const EquityOptions& options);
// Throws std::invalid_argument when the plan is out of reach.
EquityResult run_exact(const Problem& problem, ExactPlan& plan, int threads, const EquityOptions& options,
                       double start);

// --- Monte Carlo (monte_carlo.cpp)
EquityResult run_monte_carlo(const Problem& problem, int threads, const EquityOptions& options, double start);

// Throws std::invalid_argument when no deal is possible at all (ranges that
// always collide).  `budget` bounds the search; past it the deal is assumed possible.
void check_some_deal_exists(const Problem& problem, std::uint64_t budget = 2'000'000);

}  // namespace holdem::equity_detail
