// A minimal fork-join helper: split [0, n) into contiguous chunks over threads.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <string>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "holdem/core/cancel.hpp"

#if defined(__linux__)
#include <sched.h>  // sched_getaffinity, CPU_COUNT
#endif

namespace holdem {

// More threads than this only cost memory (a stack each, per-thread results),
// so larger requests are treated as this many.
inline constexpr int kThreadCap = 256;

// The number of cores this process may run on (its CPU affinity: taskset, a
// container's cpuset; hardware_concurrency() counts the machine's), asked
// once: glibc answers by reading /sys, about 9 us, which was most of a small
// equity call's time.
inline int core_count() {
    static const int cores = [] {
#if defined(__linux__)
        cpu_set_t allowed;
        if (sched_getaffinity(0, sizeof allowed, &allowed) == 0) return std::max(1, CPU_COUNT(&allowed));
#endif
        return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    }();
    return cores;
}

// 0 means every core; at most kThreadCap.  Throws std::invalid_argument for
// a negative count (the batches read -1 as every core, where equity refused it).
inline int resolve_threads(int threads) {
    if (threads > 0) return std::min(threads, kThreadCap);
    if (threads < 0)
        throw std::invalid_argument("threads must be >= 0 (0 uses every core), got " + std::to_string(threads));
    return std::min(core_count(), kThreadCap);
}

namespace detail {

// Joins the threads it holds when it goes out of scope, also when the
// calling thread's own chunk throws (a joinable std::thread's destructor
// would end the process).  The library's thread runners' (not its API).
class ThreadGroup {
public:
    explicit ThreadGroup(std::size_t capacity) { threads_.reserve(capacity); }
    ThreadGroup(const ThreadGroup&) = delete;
    ThreadGroup& operator=(const ThreadGroup&) = delete;
    ~ThreadGroup() {
        for (auto& t : threads_) t.join();
    }
    // False when the system has no thread to give (a process or memory limit).
    template <class Function>
    bool start(Function&& function) {
        try {
            threads_.emplace_back(std::forward<Function>(function));
            return true;
        } catch (const std::system_error&) {
            return false;
        }
    }

private:
    std::vector<std::thread> threads_;
};

}  // namespace detail

// Calls body(chunk_index, begin, end) for each chunk, chunk 0 on this thread
// (and any chunk no thread could be started for).  The first exception a
// chunk throws is rethrown here once every thread is joined (one escaping a
// thread would end the process); chunks not yet begun are then skipped.
template <class Body>
void parallel_chunks(std::size_t n, int threads, Body&& body) {
    const std::size_t chunks = std::max<std::size_t>(1, std::min<std::size_t>(resolve_threads(threads), n));
    auto bounds = [&](std::size_t i) { return n * i / chunks; };
    std::mutex mutex;
    std::exception_ptr error;
    std::atomic<bool> failed{false};
    auto run_chunk = [&](std::size_t i) {
        if (failed.load(std::memory_order_relaxed)) return;
        try {
            body(i, bounds(i), bounds(i + 1));
        } catch (...) {
            std::lock_guard<std::mutex> lock(mutex);
            if (!error) error = std::current_exception();
            failed = true;
        }
    };
    {
        detail::ThreadGroup workers(chunks - 1);
        std::size_t next = 1;  // the first chunk not handed to a thread
        while (next < chunks && workers.start([&run_chunk, i = next] { run_chunk(i); })) ++next;
        run_chunk(0);
        for (std::size_t i = next; i < chunks; ++i) run_chunk(i);
    }  // joins every thread
    if (error) std::rethrow_exception(error);
}

// Calls body(begin, end) for consecutive blocks of at most `block` items of
// [0, n), handed out one at a time to the threads: a thread whose core is
// busy with other work takes fewer blocks, so a shared machine still gains
// from every core it has (contiguous chunks would wait for the slowest).
// Throws Cancelled, with blocks left undone, once cancel_requested().
template <class Body>
void parallel_blocks(std::size_t n, std::size_t block, int threads, Body&& body) {
    const std::size_t blocks = (n + block - 1) / block;
    std::atomic<std::size_t> next{0};
    parallel_chunks(std::min<std::size_t>(resolve_threads(threads), blocks), threads,
                    [&](std::size_t, std::size_t, std::size_t) {
                        for (std::size_t b; (b = next.fetch_add(1, std::memory_order_relaxed)) < blocks;) {
                            throw_if_cancelled();
                            body(b * block, std::min(n, (b + 1) * block));
                        }
                    });
}

}  // namespace holdem
