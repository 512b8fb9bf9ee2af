// Monte Carlo equity on the GPU (Hold'em and Omaha high, a kernel per game,
// deck and player count): the evaluator's tables staged in each block's
// shared memory (and ShuffleDeck's decks beside them, a bank to a lane);
// each thread runs one stream (the host-tested run_stream), whose
// 32-bit counts are summed over each warp (__reduce_add_sync), then each
// block (shared atomics), then the grid (one global atomic per field and
// block).  Compiled only with HOLDEM_CUDA.
#include <cstdint>
#include <iterator>
#include <memory>
#include <type_traits>

#include "eval/cuda_support.cuh"
#include "equity/device_launch.hpp"

namespace holdem::equity_detail {

namespace {

using device::DeviceCounts;
using device::kFields;

// Threads per block, a block per SM at a time (the staged tables fill its
// shared memory): on an H200, 512 ran 6-way Hold'em 10% faster than 768 or
// 1024 threads (docs/performance.md).
constexpr int kThreads = 512;
static_assert(kThreads == kHeadsUpBlockThreads[0], "heads-up's default block is every kernel's");

// Heads-up Hold'em with the select deal takes 72 registers, so 768 threads
// (85 registers each) would fit a block without spills, and 1024 with
// some; a profile hinted that more warps help heads-up.  Its kernels are
// built at each of kHeadsUpBlockThreads until a GPU run keeps the fastest
// (heads_up_select in device_launch.hpp says which spots these are).
template <class Game, class Deck, int N>
constexpr bool heads_up_select_kernel() {
    return std::is_same_v<Game, device::HoldemGame> && N <= 2 && Deck::kBytesPerStream == 0;
}

constexpr int kTotals = device::kMaxDevicePlayers * kFields + 1;  // the fields, then `failed`

// A deck's row: a 4-byte word of each of a warp's 32 lanes (StreamData's
// deck layout), so that each lane's deck stays in a bank of its own.
constexpr unsigned kDeckRow = 32 * 4;

// Dynamic shared memory of a block: the tables, then the threads' decks.
template <class Deck, int Threads>
constexpr std::size_t shared_bytes() {
    return device::kTableBlockBytes + std::size_t{Deck::kBytesPerStream} * Threads;
}
static_assert(shared_bytes<device::ShuffleDeck, kThreads>() + kTotals * 8 <= 227 * 1024,
              "a block's shared memory on sm_90 is at most 227 KB");

// Where the thread's deck starts among its block's (the decks follow the tables).
template <class Deck>
__device__ unsigned char* thread_deck(uint4* shared) {
    if constexpr (Deck::kBytesPerStream == 0) {
        return nullptr;
    } else {
        constexpr unsigned kRowsPerDeck = (Deck::kBytesPerStream + 3) / 4;
        unsigned char* decks = reinterpret_cast<unsigned char*>(shared) + device::kTableBlockBytes;
        return decks + (threadIdx.x / 32) * kRowsPerDeck * kDeckRow + (threadIdx.x % 32) * 4;
    }
}

// The sum over the warp of a 64-bit value (the squares' sums can pass 32 bits).
__device__ unsigned long long warp_sum(unsigned long long x) {
    for (int offset = 16; offset > 0; offset /= 2) x += __shfl_down_sync(0xffffffffu, x, offset);
    return x;
}

template <class Game, class Deck, int N, int Threads>
__global__ void __launch_bounds__(Threads, 1)
    monte_carlo_kernel(device::DeviceSpot spot, const device::DeviceCombo* __restrict__ combos,
                       const uint4* __restrict__ table_block, std::uint64_t seed, std::uint64_t first,
                       std::uint64_t end, std::uint64_t trials, unsigned long long* totals) {
    extern __shared__ uint4 shared_tables[];
    __shared__ unsigned long long block_totals[kTotals];
    const device::DeviceTables t = device::stage_tables(shared_tables, table_block);
    for (int i = threadIdx.x; i < kTotals; i += blockDim.x) block_totals[i] = 0;
    __syncthreads();

    const std::uint64_t stream = first + std::uint64_t{blockIdx.x} * blockDim.x + threadIdx.x;
    const device::StreamData data{t, combos, thread_deck<Deck>(shared_tables), kDeckRow};
    device::StreamCounts<N> counts;  // none for threads past the end
    if (stream < end)
        counts = device::run_stream<Game, Deck, N>(spot, data, seed, stream, device::deals_in_stream(stream, trials));

    // A warp's 32 streams: each sum of 32-bit counts fits 32 bits (at most 32 * 256 * 2520) but the squares'.
    const bool lane0 = (threadIdx.x & 31) == 0;
#pragma unroll
    for (int p = 0; p < N; ++p) {
#pragma unroll
        for (int f = 0; f < kFields; ++f) {
            const unsigned long long sum = f == device::kShareSquareUnits
                                               ? warp_sum(counts.field(p, f))
                                               : __reduce_add_sync(0xffffffffu, counts.field(p, f));
            if (lane0 && sum) atomicAdd(&block_totals[p * kFields + f], sum);
        }
    }
    const unsigned failed = __reduce_add_sync(0xffffffffu, counts.failed);
    if (lane0 && failed) atomicAdd(&block_totals[kTotals - 1], static_cast<unsigned long long>(failed));
    __syncthreads();
    for (int i = threadIdx.x; i < kTotals; i += blockDim.x)
        if (block_totals[i]) atomicAdd(&totals[i], block_totals[i]);
}

// The device buffers of one run, freed with it.
struct DeviceRun {
    explicit DeviceRun(std::size_t combo_count)
        : combos(combo_count, "allocating the ranges"), totals(kTotals, "allocating the counts") {}
    device::DeviceBuffer<device::DeviceCombo> combos;
    device::DeviceBuffer<unsigned long long> totals;
};

template <class Game, class Deck, int N, int Threads>
void launch_blocks_of(const device::DeviceSpot& spot, const DeviceRun& run, std::uint64_t seed, std::uint64_t first,
                      std::uint64_t end, std::uint64_t trials) {
    constexpr auto kernel = monte_carlo_kernel<Game, Deck, N, Threads>;
    static const bool allowed = (device::allow_shared_memory(kernel, shared_bytes<Deck, Threads>()), true);
    (void)allowed;
    // A thread a stream: the runner's batches (at most 2^22 streams) stay far below the grid's limits.
    const auto blocks = static_cast<unsigned>((end - first + Threads - 1) / Threads);
    kernel<<<blocks, Threads, shared_bytes<Deck, Threads>()>>>(
        spot, run.combos.get(), device::device_table_block(), seed, first, end, trials, run.totals.get());
    device::cuda_check(cudaGetLastError(), "launching the Monte Carlo kernel");
}

// Streams [first, end) in blocks of kThreads, or for heads-up select spots of `block_threads`.
template <class Game, class Deck, int N>
void launch(const device::DeviceSpot& spot, const DeviceRun& run, std::uint64_t seed, std::uint64_t first,
            std::uint64_t end, std::uint64_t trials, unsigned block_threads) {
    if constexpr (heads_up_select_kernel<Game, Deck, N>()) {
        static_assert(std::size(kHeadsUpBlockThreads) == 3, "a launch below for each block size");
        if (block_threads == kHeadsUpBlockThreads[1])
            return launch_blocks_of<Game, Deck, N, kHeadsUpBlockThreads[1]>(spot, run, seed, first, end, trials);
        if (block_threads == kHeadsUpBlockThreads[2])
            return launch_blocks_of<Game, Deck, N, kHeadsUpBlockThreads[2]>(spot, run, seed, first, end, trials);
    }
    launch_blocks_of<Game, Deck, N, kThreads>(spot, run, seed, first, end, trials);
}

}  // namespace

StreamRunner make_cuda_stream_runner(const DevicePlan& plan, DeviceDeal deal, std::uint64_t seed,
                                     unsigned block_threads) {
    using device::cuda_check;
    auto run = std::make_shared<DeviceRun>(plan.combos.size());
    cuda_check(cudaMemcpy(run->combos.get(), plan.combos.data(), plan.combos.size() * sizeof(device::DeviceCombo),
                          cudaMemcpyHostToDevice),
               "copying the ranges");
    const device::DeviceSpot spot = plan.spot;
    return [run, spot, deal, seed, block_threads](std::uint64_t first, std::uint64_t end, std::uint64_t trials,
                                                  DeviceCounts& out) {
        if (first >= end) return;
        cuda_check(cudaMemset(run->totals.get(), 0, kTotals * sizeof(unsigned long long)), "clearing the counts");
        with_device_game(spot.hole_cards, [&](auto game) {
            with_device_deck(deal, [&](auto deck_tag) {
                with_constant<1, decltype(game)::kMaxPlayers>(spot.players, [&](auto n) {
                    launch<decltype(game), typename decltype(deck_tag)::type, decltype(n)::value>(
                        spot, *run, seed, first, end, trials, block_threads);
                });
            });
        });
        unsigned long long totals[kTotals];
        cuda_check(cudaMemcpy(totals, run->totals.get(), sizeof totals, cudaMemcpyDeviceToHost),
                   "running the Monte Carlo kernel");
        for (int i = 0; i < kTotals - 1; ++i) out.v[i] += totals[i];
        out.failed += totals[kTotals - 1];
    };
}

}  // namespace holdem::equity_detail
