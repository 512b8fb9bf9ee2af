// The work-item runner both methods use: items run on several threads and
// merged in item order, polling, progress and early stops; and the Poller
// for long sequential loops.  Internal to the equity calculator.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "holdem/equity/equity.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

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
    // Visit the items in a pseudo-random order (a bijection of 0..count-1,
    // keyed by item_order_key), so that the items done when a run stops early
    // are a random sample of all of them rather than a biased prefix; also
    // lets the time limit stop the run before its first item.
    bool shuffle = false;
};

// Runs items 0..count-1 on up to `threads` threads (the caller's among them),
// merging results in item order; polls, reports progress and stops as the
// options say.  Rethrows the first exception from any item or callback.
RunOutcome run_items(std::uint64_t count, int threads, const ItemFn& work, const RunControl& control);

// For an item's rare long stretches (a range draw whose combos keep
// colliding: an item of such a spot can take seconds), called every few
// thousand tries.  On the thread that called run_items it does what the run
// does between items: polls (Ctrl-C), reports progress, applies the time
// limit.  Once the run is to stop it ends the item, on any thread, by
// throwing ItemStopped; the run leaves that item out.  Outside run_items it
// does nothing.
void item_checkpoint();
struct ItemStopped {};

// The key of a shuffled run's item order for a run that cannot stop early.
inline constexpr std::uint64_t kFixedItemOrderKey = 0x5EEDB10C5ull;

// The key of a shuffled run's item order.  A run that may stop early (a time
// limit, or a progress callback, which may stop it) takes it from its seed:
// each call's partial sample of the items is then its own (with one order for
// all, every call cut at the same place showed the same estimate, its error
// the same whatever the seed).  A run that cannot stop early keeps
// kFixedItemOrderKey, so that its complete figures, the items' sums added in
// this order, are the same to the last bit whatever the seed.
std::uint64_t item_order_key(const EquityOptions& options);

// A keyed pseudo-random bijection of 0..count-1 (a Feistel network with
// cycle walking: no table, so any count fits in memory).
class ItemOrder {
public:
    explicit ItemOrder(std::uint64_t count, std::uint64_t key = kFixedItemOrderKey);
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

// Where a call's clock starts (RunControl::start): now, less the seconds the
// caller spent before it (EquityOptions::time_spent).
inline double call_start(const EquityOptions& options) { return now_seconds() - options.time_spent; }

// Seconds between two calls of options.poll (the caller's Ctrl-C check and progress).
inline constexpr double kPollSeconds = 0.05;

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

}  // namespace holdem::equity_detail
