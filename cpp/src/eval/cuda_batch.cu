// evaluate_batch on the GPU: a persistent grid, one block per SM with the
// evaluator's tables staged in shared memory, each thread evaluating rows in
// a grid-stride loop with the host-tested evaluate_row, kRowsInFlight rows
// loaded before the first is evaluated.  Also the backend's
// queries (cuda_built, cuda_device_count, ...).  Compiled only with HOLDEM_CUDA.
#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/constant.hpp"
#include "cuda_support.cuh"
#include "holdem/eval/evaluator.hpp"  // evaluate_checked, for the message about a bad row
#include "holdem/eval/gpu_batch.hpp"

namespace holdem {

namespace {

constexpr int kBatchThreads = 1024;
// Rows a thread loads before it evaluates them: loads in flight hide the memory's latency.
constexpr int kRowsInFlight = 4;

template <int Width>
__global__ void __launch_bounds__(kBatchThreads, 1)
    batch_kernel(const unsigned char* __restrict__ cards, std::size_t rows, bool validate,
                 const uint4* __restrict__ table_block, std::uint16_t* __restrict__ out,
                 unsigned long long* first_bad) {
    extern __shared__ uint4 shared_tables[];
    const device::DeviceTables t = device::stage_tables(shared_tables, table_block);
    __syncthreads();
    const std::size_t stride = std::size_t{gridDim.x} * blockDim.x;
    for (std::size_t base = std::size_t{blockIdx.x} * blockDim.x + threadIdx.x; base < rows;
         base += stride * kRowsInFlight) {
        unsigned char row[kRowsInFlight][Width];
#pragma unroll
        for (int k = 0; k < kRowsInFlight; ++k) {
            const std::size_t r = base + k * stride;
#pragma unroll
            for (int i = 0; i < Width; ++i) row[k][i] = r < rows ? cards[r * Width + i] : 0;
        }
#pragma unroll
        for (int k = 0; k < kRowsInFlight; ++k) {
            const std::size_t r = base + k * stride;
            if (r >= rows) break;
            const std::uint16_t s = device::evaluate_row<Width>(row[k], validate, t);
            out[r] = s;
            if (validate && s == 0) atomicMin(first_bad, static_cast<unsigned long long>(r));
        }
    }
}

void check_width(std::size_t width) {
    if (width < 5 || width > 7)
        throw std::invalid_argument("hands need 5, 6 or 7 cards, got rows of " + std::to_string(width));
}

// The message for bad row r (its cards copied to the host): evaluate_checked's.
[[noreturn]] void throw_bad_row(std::size_t r, const Card* row, std::size_t width) {
    try {
        evaluate_checked(row, width);
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument("row " + std::to_string(r) + ": " + e.what());
    }
    throw std::invalid_argument("row " + std::to_string(r) + ": not a valid hand");
}

// The first bad row of a launch, kept on the device (atomicMin from all ones: none yet).
class BadRowFlag {
public:
    BadRowFlag() { device::cuda_check(cudaMalloc(&flag_, sizeof *flag_), "allocating a flag"); }
    ~BadRowFlag() { cudaFree(flag_); }
    BadRowFlag(const BadRowFlag&) = delete;
    BadRowFlag& operator=(const BadRowFlag&) = delete;
    unsigned long long* get() const { return flag_; }
    // The first bad row of the launches since the last reset, or `rows`; waits for them.
    std::size_t first_bad(std::size_t rows) const {
        unsigned long long bad = 0;
        device::cuda_check(cudaMemcpy(&bad, flag_, sizeof bad, cudaMemcpyDeviceToHost), "running the batch kernel");
        return bad == ~0ull ? rows : static_cast<std::size_t>(bad);
    }

private:
    unsigned long long* flag_ = nullptr;
};

// Queues the evaluation of device rows into device results (no wait).
void launch_batch(const Card* cards, std::size_t rows, std::size_t width, Strength* out, bool validate,
                  const BadRowFlag& flag) {
    using device::cuda_check;
    static_assert(sizeof(Strength) == sizeof(std::uint16_t), "strengths are 16-bit on both sides");
    cuda_check(cudaMemsetAsync(flag.get(), 0xff, sizeof(unsigned long long)), "clearing a flag");
    const std::size_t wanted = (rows + kBatchThreads - 1) / kBatchThreads;
    const int blocks = static_cast<int>(std::max<std::size_t>(1, std::min<std::size_t>(device::multiprocessors(), wanted)));
    with_constant<5, 7>(static_cast<int>(width), [&](auto w) {
        constexpr int kWidth = decltype(w)::value;
        static const bool allowed = (device::allow_shared_memory(batch_kernel<kWidth>, device::kTableBlockBytes), true);
        (void)allowed;
        batch_kernel<kWidth><<<blocks, kBatchThreads, device::kTableBlockBytes>>>(
            cards, rows, validate, device::device_table_block(), out, flag.get());
    });
    cuda_check(cudaGetLastError(), "launching the batch kernel");
}

// Evaluates device rows into device results; returns the first bad row, or `rows`.
std::size_t run_batch(const Card* cards, std::size_t rows, std::size_t width, Strength* out, bool validate) {
    const BadRowFlag flag;
    launch_batch(cards, rows, width, out, validate, flag);
    return flag.first_bad(rows);
}

}  // namespace

bool cuda_built() { return true; }

int cuda_device_count() {
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess) {
        (void)cudaGetLastError();  // no driver or no device: not an error for the caller
        return 0;
    }
    return count;
}

bool cuda_available() { return cuda_device_count() > 0; }

void check_cuda_usable() {
    if (cuda_device_count() == 0) throw std::runtime_error("no CUDA device found");
}

void evaluate_batch_cuda(const Card* cards, std::size_t rows, std::size_t width, Strength* out, bool validate) {
    using device::cuda_check;
    check_width(width);
    check_cuda_usable();
    if (rows == 0) return;
    Card* device_cards = nullptr;
    Strength* device_out = nullptr;
    cuda_check(cudaMalloc(&device_cards, rows * width), "allocating the rows");
    try {
        cuda_check(cudaMalloc(&device_out, rows * sizeof(Strength)), "allocating the results");
        cuda_check(cudaMemcpy(device_cards, cards, rows * width, cudaMemcpyHostToDevice), "copying the rows in");
        const std::size_t bad = run_batch(device_cards, rows, width, device_out, validate);
        if (bad < rows) throw_bad_row(bad, cards + bad * width, width);
        cuda_check(cudaMemcpy(out, device_out, rows * sizeof(Strength), cudaMemcpyDeviceToHost), "copying the results out");
    } catch (...) {
        cudaFree(device_cards);
        cudaFree(device_out);
        throw;
    }
    cudaFree(device_cards);
    cudaFree(device_out);
}

void evaluate_batch_cuda_device(const Card* device_cards, std::size_t rows, std::size_t width, Strength* device_out,
                                bool validate) {
    check_width(width);
    check_cuda_usable();
    if (rows == 0) return;
    const std::size_t bad = run_batch(device_cards, rows, width, device_out, validate);
    if (bad < rows) {
        std::vector<Card> row(width);
        device::cuda_check(cudaMemcpy(row.data(), device_cards + bad * width, width, cudaMemcpyDeviceToHost),
                           "reading a bad row");
        throw_bad_row(bad, row.data(), width);
    }
}

double time_batch_cuda_device(const Card* cards, std::size_t rows, std::size_t width, Strength* out, int repeats) {
    using device::cuda_check;
    check_width(width);
    check_cuda_usable();
    if (rows == 0 || repeats < 1) throw std::invalid_argument("time_batch_cuda_device needs rows and repeats >= 1");
    Card* device_cards = nullptr;
    Strength* device_out = nullptr;
    cudaEvent_t start = nullptr, stop = nullptr;
    float ms = 0.0f;
    cuda_check(cudaMalloc(&device_cards, rows * width), "allocating the rows");
    cuda_check(cudaMalloc(&device_out, rows * sizeof(Strength)), "allocating the results");
    cuda_check(cudaMemcpy(device_cards, cards, rows * width, cudaMemcpyHostToDevice), "copying the rows in");
    run_batch(device_cards, rows, width, device_out, true);  // warm up: the attribute, the tables
    const BadRowFlag flag;
    cuda_check(cudaEventCreate(&start), "cudaEventCreate");
    cuda_check(cudaEventCreate(&stop), "cudaEventCreate");
    cuda_check(cudaEventRecord(start), "cudaEventRecord");
    for (int i = 0; i < repeats; ++i) launch_batch(device_cards, rows, width, device_out, true, flag);
    cuda_check(cudaEventRecord(stop), "cudaEventRecord");
    cuda_check(cudaEventSynchronize(stop), "cudaEventSynchronize");
    cuda_check(cudaEventElapsedTime(&ms, start, stop), "cudaEventElapsedTime");
    cuda_check(cudaMemcpy(out, device_out, rows * sizeof(Strength), cudaMemcpyDeviceToHost), "copying the results out");
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    cudaFree(device_cards);
    cudaFree(device_out);
    return ms / 1e3 / repeats;
}

}  // namespace holdem
