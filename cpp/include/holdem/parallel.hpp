// A minimal fork-join helper: split [0, n) into contiguous chunks over threads.
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace holdem {

// 0 means every core.
inline int resolve_threads(int threads) {
    if (threads > 0) return threads;
    const unsigned cores = std::thread::hardware_concurrency();
    return cores ? static_cast<int>(cores) : 1;
}

// Calls body(chunk_index, begin, end) for each chunk, chunk 0 on this thread.
template <class Body>
void parallel_chunks(std::size_t n, int threads, Body&& body) {
    const std::size_t chunks = std::max<std::size_t>(1, std::min<std::size_t>(resolve_threads(threads), n));
    std::vector<std::thread> workers;
    workers.reserve(chunks - 1);
    auto bounds = [&](std::size_t i) { return n * i / chunks; };
    for (std::size_t i = 1; i < chunks; ++i)
        workers.emplace_back([&, i] { body(i, bounds(i), bounds(i + 1)); });
    body(std::size_t{0}, bounds(0), bounds(1));
    for (auto& w : workers) w.join();
}

}  // namespace holdem
