// Monte Carlo equity on the GPU (Hold'em and Omaha high, a kernel per game
// and player count): one block per SM with the evaluator's tables and the
// deck staged in shared memory; each thread runs streams in
// a grid-stride loop with the host-tested run_stream; the counts are summed
// over each warp (shuffles), then each block (shared atomics), then the grid
// (one global atomic per field and block).  Compiled only with HOLDEM_CUDA.
#include <cstdint>
#include <memory>

#include "eval/cuda_support.cuh"
#include "equity/device_launch.hpp"

namespace holdem::equity_detail {

namespace {

using device::DeviceCounts;
using device::kFields;

// Threads per block (one block per SM): 512 leaves each thread 128
// registers, where heads-up runs without spills (nvcc -Xptxas -v; 1024
// threads, 64 registers, spilled about 500 bytes).
constexpr int kThreads = 512;

constexpr int kTotals = device::kMaxDevicePlayers * kFields + 1;  // the fields, then `failed`

__device__ unsigned long long warp_sum(unsigned long long x) {
    for (int offset = 16; offset > 0; offset /= 2) x += __shfl_down_sync(0xffffffffu, x, offset);
    return x;
}

template <class Game, int N>
__global__ void __launch_bounds__(kThreads, 1)
    monte_carlo_kernel(device::DeviceSpot spot, const device::DeviceCombo* __restrict__ combos,
                       const unsigned char* __restrict__ deck, const uint4* __restrict__ table_block,
                       std::uint64_t seed, std::uint64_t first, std::uint64_t end, std::uint64_t trials,
                       unsigned long long* totals) {
    extern __shared__ uint4 shared_tables[];
    __shared__ unsigned char shared_deck[52];
    __shared__ unsigned long long block_totals[kTotals];
    const device::DeviceTables t = device::stage_tables(shared_tables, table_block);
    for (int i = threadIdx.x; i < spot.available; i += blockDim.x) shared_deck[i] = deck[i];
    for (int i = threadIdx.x; i < kTotals; i += blockDim.x) block_totals[i] = 0;
    __syncthreads();

    DeviceCounts counts;
    const device::StreamData data{t, combos, shared_deck};
    device::run_thread_streams<Game, N>(spot, data, seed, first, end, trials,
                                        std::uint64_t{blockIdx.x} * blockDim.x + threadIdx.x,
                                        std::uint64_t{gridDim.x} * blockDim.x, counts);

    const bool lane0 = (threadIdx.x & 31) == 0;
    for (int i = 0; i < N * kFields; ++i) {
        const unsigned long long sum = warp_sum(counts.v[i]);
        if (lane0 && sum) atomicAdd(&block_totals[i], sum);
    }
    const unsigned long long failed = warp_sum(counts.failed);
    if (lane0 && failed) atomicAdd(&block_totals[kTotals - 1], failed);
    __syncthreads();
    for (int i = threadIdx.x; i < kTotals; i += blockDim.x)
        if (block_totals[i]) atomicAdd(&totals[i], block_totals[i]);
}

// The device buffers of one run, freed with it.
struct DeviceRun {
    device::DeviceCombo* combos = nullptr;
    unsigned char* deck = nullptr;
    unsigned long long* totals = nullptr;
    ~DeviceRun() {
        cudaFree(combos);
        cudaFree(deck);
        cudaFree(totals);
    }
};

template <class Game, int N>
void launch(const device::DeviceSpot& spot, const DeviceRun& run, std::uint64_t seed, std::uint64_t first,
            std::uint64_t end, std::uint64_t trials) {
    static const bool allowed = (device::allow_table_shared_memory(monte_carlo_kernel<Game, N>), true);
    (void)allowed;
    const std::uint64_t wanted = (end - first + kThreads - 1) / kThreads;
    const int blocks = static_cast<int>(std::min<std::uint64_t>(device::multiprocessors(), wanted));
    monte_carlo_kernel<Game, N><<<blocks, kThreads, device::kTableBlockBytes>>>(
        spot, run.combos, run.deck, device::device_table_block(), seed, first, end, trials, run.totals);
    device::cuda_check(cudaGetLastError(), "launching the Monte Carlo kernel");
}

}  // namespace

StreamRunner make_cuda_stream_runner(const DevicePlan& plan, std::uint64_t seed) {
    using device::cuda_check;
    auto run = std::make_shared<DeviceRun>();
    const std::size_t combo_bytes = plan.combos.size() * sizeof(device::DeviceCombo);
    cuda_check(cudaMalloc(&run->combos, combo_bytes), "allocating the ranges");
    cuda_check(cudaMemcpy(run->combos, plan.combos.data(), combo_bytes, cudaMemcpyHostToDevice), "copying the ranges");
    cuda_check(cudaMalloc(&run->deck, 52), "allocating the deck");
    cuda_check(cudaMemcpy(run->deck, plan.deck.data(), plan.deck.size(), cudaMemcpyHostToDevice), "copying the deck");
    cuda_check(cudaMalloc(&run->totals, kTotals * sizeof(unsigned long long)), "allocating the counts");
    const device::DeviceSpot spot = plan.spot;
    return [run, spot, seed](std::uint64_t first, std::uint64_t end, std::uint64_t trials, DeviceCounts& out) {
        if (first >= end) return;
        cuda_check(cudaMemset(run->totals, 0, kTotals * sizeof(unsigned long long)), "clearing the counts");
        with_device_game(spot.hole_cards, [&](auto game) {
            with_player_count<decltype(game)::kMaxPlayers>(spot.players, [&](auto n) {
                launch<decltype(game), decltype(n)::value>(spot, *run, seed, first, end, trials);
            });
        });
        unsigned long long totals[kTotals];
        cuda_check(cudaMemcpy(totals, run->totals, sizeof totals, cudaMemcpyDeviceToHost), "running the Monte Carlo kernel");
        for (int i = 0; i < kTotals - 1; ++i) out.v[i] += totals[i];
        out.failed += totals[kTotals - 1];
    };
}

}  // namespace holdem::equity_detail
