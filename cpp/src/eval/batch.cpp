#include "holdem/eval/batch.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <stdexcept>
#include <string>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "batch_kernels.hpp"
#include "batch_rows.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem/core/parallel.hpp"

namespace holdem {

namespace {

// ---- Validation ----------------------------------------------------------------------------------------------------
// One row at a time: detail::row_valid (batch_rows.hpp).
using detail::row_valid;

#if defined(__SSE2__)
// Two adjacent rows (2 * Width <= 14 bytes) checked in one 16-byte register:
// each byte is compared with the bytes 1..Width-1 places after it, keeping the
// pairs that lie inside one row, and every byte with 51.  About a third of the
// work of the scalar check, which would otherwise halve the batch rate.
template <std::size_t Width>
struct PairCheckMasks {
    // masks[k]: 0xff at byte j when bytes j and j + k lie in the same row.
    alignas(16) std::array<std::array<std::uint8_t, 16>, Width> masks{};
    constexpr PairCheckMasks() {
        for (std::size_t k = 1; k < Width; ++k)
            for (std::size_t j = 0; j < 16; ++j) {
                const bool same_row = j + k < Width || (j >= Width && j + k < 2 * Width);
                masks[k][j] = same_row ? 0xff : 0;
            }
    }
};
template <std::size_t Width>
inline constexpr PairCheckMasks<Width> kPairCheckMasks{};

// Needs 16 readable bytes at `rows`.
template <std::size_t Width, std::size_t... K>
bool two_rows_valid(const Card* rows, std::index_sequence<K...>) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(rows));
    auto repeats_at = [&](auto shift) {
        const __m128i mask = _mm_load_si128(reinterpret_cast<const __m128i*>(kPairCheckMasks<Width>.masks[shift].data()));
        return _mm_and_si128(_mm_cmpeq_epi8(bytes, _mm_srli_si128(bytes, decltype(shift)::value)), mask);
    };
    __m128i repeats = _mm_setzero_si128();
    ((repeats = _mm_or_si128(repeats, repeats_at(std::integral_constant<int, K + 1>{}))), ...);
    const __m128i highest = _mm_set1_epi8(kNumCards - 1);
    const int in_range = _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(bytes, highest), highest));
    constexpr int kRowBytes = (1 << (2 * Width)) - 1;
    return _mm_movemask_epi8(repeats) == 0 && (in_range & kRowBytes) == kRowBytes;
}

template <std::size_t Width>
bool two_rows_valid(const Card* rows) {
    return two_rows_valid<Width>(rows, std::make_index_sequence<Width - 1>());
}
#endif

// Rows a thread takes at a time: large enough that handing out blocks costs
// nothing measurable, small enough that threads finish together.
constexpr std::size_t kBlockRows = std::size_t{1} << 15;

// ---- The kernel ----------------------------------------------------------------------------------------------------
// Evaluates rows [begin, end) of `rows` rows in all.  With Validate, rows are
// checked two at a time as they are evaluated.  Returns the first invalid
// row's index, or `end`.
template <std::size_t Width, bool Validate>
std::size_t evaluate_rows(const Card* cards, std::size_t rows, std::size_t begin, std::size_t end, Strength* out) {
    std::size_t r = begin;
#if defined(__SSE2__)
    if constexpr (Validate) {
        // Two rows at a time while 16 bytes can be read inside the array.
        const std::size_t paired_end = std::min(end, (rows * Width >= 16 ? (rows * Width - 16) / Width + 1 : 0));
        for (; r + 2 <= paired_end; r += 2) {
            if (!two_rows_valid<Width>(cards + r * Width)) return row_valid<Width>(cards + r * Width) ? r + 1 : r;
            out[r] = detail::row_strength<Width>(cards + r * Width);
            out[r + 1] = detail::row_strength<Width>(cards + (r + 1) * Width);
        }
    }
#else
    (void)rows;
#endif
    for (; r < end; ++r) {
        if constexpr (Validate)
            if (!row_valid<Width>(cards + r * Width)) return r;
        out[r] = detail::row_strength<Width>(cards + r * Width);
    }
    return end;
}

template <std::size_t Width>
std::size_t evaluate_rows(const Card* cards, std::size_t rows, std::size_t begin, std::size_t end, Strength* out,
                          bool validate) {
    return validate ? evaluate_rows<Width, true>(cards, rows, begin, end, out)
                    : evaluate_rows<Width, false>(cards, rows, begin, end, out);
}

}  // namespace

namespace detail {

std::size_t evaluate_rows_scalar(const Card* cards, std::size_t rows, std::size_t width, std::size_t begin,
                                 std::size_t end, Strength* out, bool validate) {
    switch (width) {
        case 5: return evaluate_rows<5>(cards, rows, begin, end, out, validate);
        case 6: return evaluate_rows<6>(cards, rows, begin, end, out, validate);
        default: return evaluate_rows<7>(cards, rows, begin, end, out, validate);
    }
}

std::size_t evaluate_block(const Card* cards, std::size_t rows, std::size_t width, std::size_t begin,
                           std::size_t end, Strength* out, bool validate, bool simd) {
    const std::size_t simd_end = simd ? evaluate_rows_avx2(cards, rows, width, begin, end, out, validate) : begin;
    return evaluate_rows_scalar(cards, rows, width, simd_end, end, out, validate);
}

}  // namespace detail

namespace {
std::atomic<bool> batch_simd_enabled{true};
}

void set_batch_simd_enabled(bool enabled) { batch_simd_enabled.store(enabled, std::memory_order_relaxed); }
bool batch_simd_active() { return batch_simd_enabled.load(std::memory_order_relaxed) && detail::avx2_kernel_available(); }

void evaluate_batch(const Card* cards, std::size_t rows, std::size_t width, Strength* out, int threads,
                    bool validate) {
    if (width < 5 || width > 7)
        throw std::invalid_argument("hands need 5, 6 or 7 cards, got rows of " + std::to_string(width));
    // The first bad row over all blocks (rows: none); blocks after it are skipped.
    std::atomic<std::size_t> first_bad{rows};
    const bool simd = batch_simd_active();
    parallel_blocks(rows, kBlockRows, threads, [&](std::size_t begin, std::size_t end) {
        if (begin > first_bad.load(std::memory_order_relaxed)) return;
        const std::size_t r = detail::evaluate_block(cards, rows, width, begin, end, out, validate, simd);
        if (r == end) return;
        for (std::size_t seen = first_bad.load(); r < seen && !first_bad.compare_exchange_weak(seen, r);) {}
    });
    if (const std::size_t r = first_bad.load(); r < rows)
        detail::throw_bad_row(r, [&] { checked_mask(cards + r * width, width); });
}

}  // namespace holdem
