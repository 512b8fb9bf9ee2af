// evaluate_batch on the GPU: a persistent grid, one block per SM with the
// evaluator's tables staged in shared memory, each thread evaluating rows in
// a grid-stride loop with the host-tested row code (device_batch_row.hpp),
// kRowsInFlight rows loaded before the first is evaluated.  Also the
// backend's queries (cuda_built, cuda_device_count, ...).  Compiled only
// with HOLDEM_CUDA.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/constant.hpp"
#include "cuda_support.cuh"
#include "eval/device_batch_row.hpp"
#include "holdem/core/parallel.hpp"
#include "holdem/eval/evaluator.hpp"  // evaluate_checked, for the message about a bad row
#include "holdem/eval/gpu_batch.hpp"

namespace holdem {

namespace {

constexpr int kBatchThreads = 1024;
// Rows a thread loads before it evaluates them: loads in flight hide the memory's latency.
constexpr int kRowsInFlight = 4;

// Row r read as the two or three aligned words that hold it.  The words may
// reach up to three bytes past the row on either side, inside the array for
// every row but the first and the last (the kernel reads those byte by byte).
template <int Width>
__device__ inline device::PackedRow load_row_words(const unsigned char* cards, std::size_t r) {
    const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(cards) + r * Width;
    const auto* words = reinterpret_cast<const std::uint32_t*>(at & ~std::uintptr_t{3});
    const auto offset = static_cast<unsigned>(at & 3);
    const std::uint32_t w0 = __ldg(words), w1 = __ldg(words + 1);
    const std::uint32_t w2 = device::row_needs_third_word<Width>(offset) ? __ldg(words + 2) : 0;
    return device::pack_row<Width>(w0, w1, w2, offset);
}

// The tables a thread reads: the staged block, and with BatchLanes::kCardTable the card table and its copy.
struct RowTables {
    device::DeviceTables t;
    const device::CardBits* card_table;
    unsigned copy;
};

template <int Width, bool Validate, BatchLanes Lanes>
__device__ inline void evaluate_into(device::PackedRow row, std::size_t r, const RowTables& tables,
                                     std::uint16_t* out, unsigned long long* first_bad) {
    const std::uint16_t s =
        device::evaluate_packed_by<Width>(Lanes, row, Validate, tables.t, tables.card_table, tables.copy);
    out[r] = s;
    if (Validate && s == 0) atomicMin(first_bad, static_cast<unsigned long long>(r));
}

// Shared memory a batch kernel takes: the table block, and the card table after it.
constexpr std::size_t shared_bytes(BatchLanes lanes) {
    return device::kTableBlockBytes + (lanes == BatchLanes::kCardTable ? device::kCardTableBytes : 0);
}

template <BatchLanes Lanes>
__device__ inline RowTables stage_row_tables(uint4* shared, const uint4* __restrict__ table_block) {
    const device::DeviceTables t = device::stage_tables(shared, table_block);
    __syncthreads();
    if (Lanes == BatchLanes::kShifts) return {t, nullptr, 0};
    auto* table = reinterpret_cast<device::CardBits*>(shared + device::kTableBlockBytes / 16);
    for (unsigned i = threadIdx.x; i < device::kCardTableEntries; i += blockDim.x)
        table[i] = device::card_table_entry(i, t);
    __syncthreads();
    return {t, table, threadIdx.x % device::kCardCopies};
}

template <int Width, bool Validate, BatchLanes Lanes>
__global__ void __launch_bounds__(kBatchThreads, 1)
    batch_kernel(const unsigned char* __restrict__ cards, std::size_t rows, const uint4* __restrict__ table_block,
                 std::uint16_t* __restrict__ out, unsigned long long* first_bad) {
    extern __shared__ uint4 shared_tables[];
    const RowTables tables = stage_row_tables<Lanes>(shared_tables, table_block);
    const std::size_t stride = std::size_t{gridDim.x} * blockDim.x;
    const std::size_t first = std::size_t{blockIdx.x} * blockDim.x + threadIdx.x;
    if (first == 0) {
        evaluate_into<Width, Validate, Lanes>(device::pack_bytes<Width>(cards), 0, tables, out, first_bad);
        if (rows > 1)
            evaluate_into<Width, Validate, Lanes>(device::pack_bytes<Width>(cards + (rows - 1) * Width), rows - 1,
                                                  tables, out, first_bad);
    }
    const std::size_t end = rows > 1 ? rows - 1 : 0;  // the rows between the first and the last
    std::size_t r = 1 + first;
    for (; r + (kRowsInFlight - 1) * stride < end; r += kRowsInFlight * stride) {
        device::PackedRow row[kRowsInFlight];
#pragma unroll
        for (int k = 0; k < kRowsInFlight; ++k) row[k] = load_row_words<Width>(cards, r + k * stride);
#pragma unroll
        for (int k = 0; k < kRowsInFlight; ++k)
            evaluate_into<Width, Validate, Lanes>(row[k], r + k * stride, tables, out, first_bad);
    }
    for (; r < end; r += stride)
        evaluate_into<Width, Validate, Lanes>(load_row_words<Width>(cards, r), r, tables, out, first_bad);
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
    unsigned long long* get() const { return flag_.get(); }
    // The first bad row of the launches since the last reset, or `rows`; waits for them.
    std::size_t first_bad(std::size_t rows) const {
        unsigned long long bad = 0;
        device::cuda_check(cudaMemcpy(&bad, get(), sizeof bad, cudaMemcpyDeviceToHost), "running the batch kernel");
        return bad == ~0ull ? rows : static_cast<std::size_t>(bad);
    }

private:
    device::DeviceBuffer<unsigned long long> flag_{1, "allocating a flag"};
};

template <int Width, bool Validate, BatchLanes Lanes>
void launch_batch_kernel(int blocks, const Card* cards, std::size_t rows, Strength* out, unsigned long long* first_bad,
                         cudaStream_t stream) {
    static const bool allowed =
        (device::allow_shared_memory(batch_kernel<Width, Validate, Lanes>, shared_bytes(Lanes)), true);
    (void)allowed;
    batch_kernel<Width, Validate, Lanes><<<blocks, kBatchThreads, shared_bytes(Lanes), stream>>>(
        cards, rows, device::device_table_block(), out, first_bad);
}

// Queues the evaluation of device rows into device results on `stream` (no wait).
void launch_batch(const Card* cards, std::size_t rows, std::size_t width, Strength* out, bool validate,
                  const BadRowFlag& flag, cudaStream_t stream = nullptr, BatchLanes lanes = BatchLanes::kShifts) {
    using device::cuda_check;
    static_assert(sizeof(Strength) == sizeof(std::uint16_t), "strengths are 16-bit on both sides");
    cuda_check(cudaMemsetAsync(flag.get(), 0xff, sizeof(unsigned long long), stream), "clearing a flag");
    const std::size_t wanted = (rows + kBatchThreads - 1) / kBatchThreads;
    const int blocks = static_cast<int>(std::max<std::size_t>(1, std::min<std::size_t>(device::multiprocessors(), wanted)));
    with_constant<5, 7>(static_cast<int>(width), [&](auto w) {
        constexpr int kWidth = decltype(w)::value;
        constexpr auto kShifts = BatchLanes::kShifts, kCardTable = BatchLanes::kCardTable;
        using Launch = void (*)(int, const Card*, std::size_t, Strength*, unsigned long long*, cudaStream_t);
        const Launch launches[2][2] = {
            {launch_batch_kernel<kWidth, false, kShifts>, launch_batch_kernel<kWidth, false, kCardTable>},
            {launch_batch_kernel<kWidth, true, kShifts>, launch_batch_kernel<kWidth, true, kCardTable>}};
        launches[validate][lanes == kCardTable](blocks, cards, rows, out, flag.get(), stream);
    });
    cuda_check(cudaGetLastError(), "launching the batch kernel");
}

// Evaluates device rows into device results; returns the first bad row, or `rows`.
std::size_t run_batch(const Card* cards, std::size_t rows, std::size_t width, Strength* out, bool validate,
                      BatchLanes lanes = BatchLanes::kShifts) {
    const BadRowFlag flag;
    launch_batch(cards, rows, width, out, validate, flag, nullptr, lanes);
    return flag.first_bad(rows);
}

// Evaluates host rows into host results, copied plainly in (`shift` bytes
// into their device allocation) and out; returns the first bad row, or `rows`.
std::size_t run_copied(const Card* cards, std::size_t rows, std::size_t width, Strength* out, std::size_t shift,
                       bool validate) {
    using device::cuda_check;
    if (rows == 0) return 0;
    const device::DeviceBuffer<Card> device_cards(shift + rows * width, "allocating the rows");
    const device::DeviceBuffer<Strength> device_out(rows, "allocating the results");
    Card* const first = device_cards.get() + shift;
    cuda_check(cudaMemcpy(first, cards, rows * width, cudaMemcpyHostToDevice), "copying the rows in");
    const std::size_t bad = run_batch(first, rows, width, device_out.get(), validate);
    if (bad < rows) return bad;
    cuda_check(cudaMemcpy(out, device_out.get(), rows * sizeof(Strength), cudaMemcpyDeviceToHost),
               "copying the results out");
    return rows;
}

// ---- Host rows: staged through pinned memory --------------------------------------------------------------------
// From pageable memory the driver stages a copy itself, one buffer at a time
// (5 to 6.5 GB/s on an H200's host), which made host arrays slower on the GPU
// than on the CPU.  So rows go in chunks through two sets of pinned buffers,
// each with its own stream: while the device copies in, evaluates and copies
// out one chunk, the CPU threads copy the next chunk's rows into the other
// set, and the chunk before's results out of it.
// Chunks of 2^21 rows (14 MB of 7-card rows): few enough thread starts for the copies.
constexpr std::size_t kStagedRows = std::size_t{1} << 21;
// Below this many rows the pinned buffers' allocation would cost more than staging saves
// (a guess until measured on a GPU: two chunks or more are staged).
constexpr std::size_t kStagingFrom = 2 * kStagedRows;
// Threads that copy between pageable and pinned memory (a few saturate the memory bus).
constexpr int kCopyThreads = 4;

void copy_bytes(void* to, const void* from, std::size_t bytes) {
    constexpr std::size_t kBlock = std::size_t{1} << 20;
    parallel_blocks(bytes, kBlock, std::min(kCopyThreads, core_count()), [&](std::size_t begin, std::size_t end) {
        std::memcpy(static_cast<unsigned char*>(to) + begin, static_cast<const unsigned char*>(from) + begin,
                    end - begin);
    });
}

// One set of staging buffers and the chunk in flight through it.
class StagingSlot {
public:
    StagingSlot(std::size_t rows, std::size_t width)
        : width_(width),
          host_cards_(rows * width, "allocating pinned rows"),
          host_out_(rows, "allocating pinned results"),
          host_bad_(1, "allocating a pinned flag"),
          cards_(rows * width, "allocating the rows"),
          out_(rows, "allocating the results") {}

    // Copies rows [begin, begin + rows) of `cards` in and queues their evaluation and the copies back.
    void submit(const Card* cards, std::size_t begin, std::size_t rows, bool validate) {
        using device::cuda_check;
        copy_bytes(host_cards_.get(), cards + begin * width_, rows * width_);
        cuda_check(cudaMemcpyAsync(cards_.get(), host_cards_.get(), rows * width_, cudaMemcpyHostToDevice,
                                   stream_.get()),
                   "copying the rows in");
        launch_batch(cards_.get(), rows, width_, out_.get(), validate, bad_, stream_.get());
        cuda_check(cudaMemcpyAsync(host_out_.get(), out_.get(), rows * sizeof(Strength), cudaMemcpyDeviceToHost,
                                   stream_.get()),
                   "copying the results out");
        cuda_check(cudaMemcpyAsync(host_bad_.get(), bad_.get(), sizeof(unsigned long long), cudaMemcpyDeviceToHost,
                                   stream_.get()),
                   "copying a flag out");
        begin_ = begin;
        rows_ = rows;
    }

    // Waits for the chunk in flight (if any), copies its results into `out`;
    // returns its first bad row (a row of the whole batch), or `none`.
    std::size_t collect(Strength* out, std::size_t none) {
        if (rows_ == 0) return none;
        stream_.wait("running the batch kernel");
        const std::size_t rows = std::exchange(rows_, 0);
        const unsigned long long bad = *host_bad_.get();
        if (bad != ~0ull) return begin_ + static_cast<std::size_t>(bad);
        copy_bytes(out + begin_, host_out_.get(), rows * sizeof(Strength));
        return none;
    }

private:
    std::size_t width_;
    device::PinnedBuffer<Card> host_cards_;
    device::PinnedBuffer<Strength> host_out_;
    device::PinnedBuffer<unsigned long long> host_bad_;
    device::DeviceBuffer<Card> cards_;
    device::DeviceBuffer<Strength> out_;
    BadRowFlag bad_;
    device::CudaStream stream_;  // last: destroyed (waited for) before the buffers its work uses
    std::size_t begin_ = 0, rows_ = 0;
};

// Evaluates host rows into host results through two staging slots; returns the first bad row, or `rows`.
std::size_t run_staged(const Card* cards, std::size_t rows, std::size_t width, Strength* out, bool validate) {
    const std::size_t chunk = std::min(rows, kStagedRows);
    StagingSlot slots[2] = {StagingSlot(chunk, width), StagingSlot(chunk, width)};
    std::size_t index = 0;
    for (std::size_t begin = 0; begin < rows; begin += chunk, ++index) {
        StagingSlot& slot = slots[index % 2];
        // The chunk before last used this slot: its results out first (and rows stay in order).
        if (const std::size_t bad = slot.collect(out, rows); bad < rows) return bad;
        throw_if_cancelled();
        slot.submit(cards, begin, std::min(chunk, rows - begin), validate);
    }
    for (std::size_t k = 0; k < 2; ++k)
        if (const std::size_t bad = slots[(index + k) % 2].collect(out, rows); bad < rows) return bad;
    return rows;
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
    check_width(width);
    check_cuda_usable();
    const std::size_t bad = rows < kStagingFrom ? run_copied(cards, rows, width, out, 0, validate)
                                                : run_staged(cards, rows, width, out, validate);
    if (bad < rows) throw_bad_row(bad, cards + bad * width, width);
}

void evaluate_batch_cuda_shifted(const Card* cards, std::size_t rows, std::size_t width, Strength* out,
                                 std::size_t shift, bool validate) {
    check_width(width);
    check_cuda_usable();
    const std::size_t bad = run_copied(cards, rows, width, out, shift, validate);
    if (bad < rows) throw_bad_row(bad, cards + bad * width, width);
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

// Two CUDA events around the launches queued between them, destroyed with them.
class EventTimer {
public:
    EventTimer() {
        device::cuda_check(cudaEventCreate(&start_), "cudaEventCreate");
        device::cuda_check(cudaEventCreate(&stop_), "cudaEventCreate");
        device::cuda_check(cudaEventRecord(start_), "cudaEventRecord");
    }
    ~EventTimer() {
        cudaEventDestroy(start_);
        cudaEventDestroy(stop_);
    }
    EventTimer(const EventTimer&) = delete;
    EventTimer& operator=(const EventTimer&) = delete;
    // Seconds from construction to now, on the device's clock; waits for the work between.
    double seconds() {
        float ms = 0.0f;
        device::cuda_check(cudaEventRecord(stop_), "cudaEventRecord");
        device::cuda_check(cudaEventSynchronize(stop_), "cudaEventSynchronize");
        device::cuda_check(cudaEventElapsedTime(&ms, start_, stop_), "cudaEventElapsedTime");
        return ms / 1e3;
    }

private:
    cudaEvent_t start_ = nullptr, stop_ = nullptr;
};

double time_batch_cuda_device(const Card* cards, std::size_t rows, std::size_t width, Strength* out, int repeats,
                              bool validate, BatchLanes lanes) {
    using device::cuda_check;
    check_width(width);
    check_cuda_usable();
    if (rows == 0 || repeats < 1) throw std::invalid_argument("time_batch_cuda_device needs rows and repeats >= 1");
    const device::DeviceBuffer<Card> device_cards(rows * width, "allocating the rows");
    const device::DeviceBuffer<Strength> device_out(rows, "allocating the results");
    cuda_check(cudaMemcpy(device_cards.get(), cards, rows * width, cudaMemcpyHostToDevice), "copying the rows in");
    // Warm up: the attribute, the tables.
    run_batch(device_cards.get(), rows, width, device_out.get(), validate, lanes);
    const BadRowFlag flag;
    EventTimer timer;
    for (int i = 0; i < repeats; ++i)
        launch_batch(device_cards.get(), rows, width, device_out.get(), validate, flag, nullptr, lanes);
    const double seconds = timer.seconds();
    cuda_check(cudaMemcpy(out, device_out.get(), rows * sizeof(Strength), cudaMemcpyDeviceToHost),
               "copying the results out");
    return seconds / repeats;
}

}  // namespace holdem
