// The work-item runner: items on several threads (the caller's among them),
// merged in item order, with polling, progress reports and early stops; the
// shuffled item order; the Poller.
#include "runner.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <optional>

#include "holdem/core/parallel.hpp"
#include "holdem/core/random.hpp"

namespace holdem::equity_detail {

double now_seconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void Poller::check() {
    const double t = now_seconds();
    if (time_limit_ > 0.0 && t - start_ >= time_limit_) throw TimeLimitReached{};
    if (!options_.poll || t - last_ < kPollSeconds) return;
    last_ = t;
    options_.poll();
}

void ItemMoments::add(const Tally& item) {
    weight_squared += item.weight * item.weight;
    for (int p = 0; p < item.players(); ++p) {
        const double share = item.at(p, Tally::kShare);
        share_squared[static_cast<std::size_t>(p)] += share * share;
        share_weight[static_cast<std::size_t>(p)] += share * item.weight;
    }
}

std::uint64_t item_order_key(const EquityOptions& options) {
    const bool may_stop_early = options.time_limit > 0 || static_cast<bool>(options.progress);
    constexpr std::uint64_t kOrderStream = 0x0D0E;  // (the deals' streams count up from 0)
    return may_stop_early ? stream_seed(options.seed, kOrderStream) : kFixedItemOrderKey;
}

ItemOrder::ItemOrder(std::uint64_t count, std::uint64_t key) : count_(count) {
    int bits = 2;
    while (bits < 64 && (std::uint64_t{1} << bits) < count) bits += 2;
    half_bits_ = bits / 2;
    half_mask_ = (std::uint64_t{1} << half_bits_) - 1;
    for (auto& k : keys_) k = splitmix64(key);
}

std::uint64_t ItemOrder::half_round(std::uint64_t right, int round) const {
    std::uint64_t state = right ^ keys_[round];
    return splitmix64(state) & half_mask_;
}

std::uint64_t ItemOrder::operator()(std::uint64_t i) const {
    // Four Feistel rounds permute [0, 4^half_bits); values past count_ are
    // walked on until they land inside (at most 4x the count, so a few steps).
    std::uint64_t x = i;
    do {
        std::uint64_t left = x >> half_bits_;
        std::uint64_t right = x & half_mask_;
        for (int round = 0; round < 4; ++round) {
            const std::uint64_t next = left ^ half_round(right, round);
            left = right;
            right = next;
        }
        x = left << half_bits_ | right;
    } while (x >= count_);
    return x;
}

namespace {

// The checks item_checkpoint runs: those of the run this thread works for.
thread_local const std::function<void()>* item_checks = nullptr;

// Sets this thread's item checks for its part in a run (restoring those of
// an enclosing run: an item may run items of its own).
class ItemChecksScope {
public:
    explicit ItemChecksScope(const std::function<void()>& checks) : saved_(item_checks) { item_checks = &checks; }
    ItemChecksScope(const ItemChecksScope&) = delete;
    ItemChecksScope& operator=(const ItemChecksScope&) = delete;
    ~ItemChecksScope() { item_checks = saved_; }

private:
    const std::function<void()>* saved_;
};

}  // namespace

void item_checkpoint() {
    if (item_checks) (*item_checks)();
}

RunOutcome run_items(std::uint64_t count, int threads, const ItemFn& work, const RunControl& control) {
    const EquityOptions& options = *control.options;
    const ItemOrder order(control.shuffle ? count : 1, item_order_key(options));
    std::atomic<std::uint64_t> next{0};
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable item_done;
    std::map<std::uint64_t, Tally> finished;
    std::exception_ptr error;

    auto run_one = [&]() -> bool {
        if (stop.load(std::memory_order_relaxed)) return false;
        const std::uint64_t i = next.fetch_add(1);
        if (i >= count) return false;
        Tally tally(control.players);
        try {
            work(control.shuffle ? order(i) : i, tally);
        } catch (const ItemStopped&) {
            return false;  // the run stopped inside the item: it is left out
        }
        {
            std::lock_guard<std::mutex> lock(mutex);
            finished.emplace(i, std::move(tally));
        }
        item_done.notify_one();
        return true;
    };
    const std::function<void()> helper_checks = [&] {
        if (stop.load(std::memory_order_relaxed)) throw ItemStopped{};
    };
    auto worker = [&] {
        const ItemChecksScope scope(helper_checks);
        try {
            while (run_one()) {}
        } catch (...) {
            std::lock_guard<std::mutex> lock(mutex);
            if (!error) error = std::current_exception();
            stop = true;
        }
        item_done.notify_one();
    };

    const auto helpers = static_cast<std::size_t>(
        std::max<std::uint64_t>(1, std::min<std::uint64_t>(static_cast<std::uint64_t>(threads), count)) - 1);
    // The helpers; a helper the system cannot start just leaves its items
    // to the others.
    std::optional<detail::ThreadGroup> pool;
    auto finish = [&] {
        stop = true;
        pool.reset();  // joins the helpers
    };

    RunOutcome outcome(control.players);
    outcome.count = count;
    bool enough = false;
    // Merges the finished items that continue the prefix, in item order.
    auto merge_prefix = [&] {
        std::lock_guard<std::mutex> lock(mutex);
        while (!enough) {
            auto it = finished.find(outcome.merged);
            if (it == finished.end()) break;
            outcome.tally.merge(it->second);
            outcome.moments.add(it->second);
            finished.erase(it);
            ++outcome.merged;
            if (control.enough && control.enough(outcome.tally)) enough = true;
        }
    };
    // The time limit ends a run once at least one item is in (Monte Carlo),
    // or at any point where a partial result is allowed (shuffled exact), or
    // while items run past it (inside the caller's, or the caller waiting on
    // the helpers'): a Monte Carlo run may then have no deals, the limit is a
    // bound.
    auto out_of_time = [&](double t, bool inside_item) {
        return control.apply_time_limit && options.time_limit > 0 &&
               (outcome.merged > 0 || control.shuffle || inside_item) && t - control.start >= options.time_limit;
    };
    double last_poll = now_seconds();
    double last_progress = last_poll;
    // What the calling thread does between items, and inside its long ones:
    // poll (which may throw) and report progress.  kCallback when the
    // progress callback asks to stop.
    auto poll_and_report = [&](double t) {
        if (options.poll && t - last_poll >= kPollSeconds) {
            last_poll = t;
            options.poll();
        }
        if (options.progress && t - last_progress >= options.progress_interval && control.snapshot) {
            last_progress = t;
            outcome.elapsed = t - control.start;
            if (!options.progress(control.snapshot(outcome))) return StopReason::kCallback;
        }
        return StopReason::kRunning;
    };

    StopReason reason = StopReason::kRunning;
    const std::function<void()> caller_checks = [&] {
        if (!stop.load(std::memory_order_relaxed)) {
            const double t = now_seconds();
            reason = out_of_time(t, true) ? StopReason::kTimeLimit : poll_and_report(t);
            if (reason != StopReason::kRunning) stop = true;
        }
        if (stop.load(std::memory_order_relaxed)) throw ItemStopped{};
    };
    try {
        pool.emplace(helpers);
        for (std::size_t i = 0; i < helpers && pool->start(worker); ++i) {}
        const ItemChecksScope scope(caller_checks);
        for (;;) {
            if (out_of_time(now_seconds(), false)) {
                reason = StopReason::kTimeLimit;
                break;
            }
            const bool ran = run_one();
            if (reason != StopReason::kRunning) break;  // stopped inside the item
            merge_prefix();
            {
                std::lock_guard<std::mutex> lock(mutex);
                if (error) break;
            }
            if (enough || outcome.merged >= count) break;
            reason = poll_and_report(now_seconds());
            if (reason != StopReason::kRunning) break;
            if (!ran) {
                // Nothing left to start here: wait for the helpers' items, unless the time is
                // up (then the stop ends a slow one at its next checkpoint; a fast one is
                // finished and merged, so a run still has its first item).
                if (out_of_time(now_seconds(), true)) {
                    reason = StopReason::kTimeLimit;
                    break;
                }
                std::unique_lock<std::mutex> lock(mutex);
                item_done.wait_for(lock, std::chrono::milliseconds(20),
                                   [&] { return finished.count(outcome.merged) > 0 || error != nullptr; });
            }
        }
    } catch (...) {
        finish();
        throw;
    }
    finish();
    if (error) std::rethrow_exception(error);
    merge_prefix();  // items finished while stopping
    if (enough) reason = StopReason::kEnough;
    else if (outcome.merged >= count) reason = StopReason::kDone;
    outcome.reason = reason;
    outcome.elapsed = now_seconds() - control.start;
    return outcome;
}

}  // namespace holdem::equity_detail
