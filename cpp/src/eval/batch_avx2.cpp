// The AVX2 kernel of evaluate_batch: the lane kernel of batch_avx2_lanes.hpp
// with the Hold'em evaluator's hash and tables.
#include "batch_kernels.hpp"

#include "batch_avx2_lanes.hpp"
#include "batch_rows.hpp"
#include "holdem/eval/evaluator.hpp"

namespace holdem::detail {

#if defined(HOLDEM_HAVE_AVX2_KERNEL)

namespace {

struct HoldemGame {
    static constexpr std::uint32_t kHashMultiplier = tables::kHashMultiplier;
    static constexpr std::uint32_t kHashMask = tables::kHashMask;
    static constexpr int kLowestCard = 0;
    static Strength slot_strength(std::uint32_t slot) { return non_flush_slot_strength(slot); }
    template <std::size_t Width>
    static Strength row_strength(const Card* row) {
        return detail::row_strength<Width>(row);
    }
};

}  // namespace

bool avx2_kernel_available() {
    static const bool available = __builtin_cpu_supports("avx2");
    return available;
}

std::size_t evaluate_rows_avx2(const Card* cards, std::size_t rows, std::size_t width, std::size_t begin,
                               std::size_t end, Strength* out, bool validate) {
    return avx2::evaluate_groups<HoldemGame>(cards, rows, width, begin, end, out, validate);
}

#else  // no AVX2 kernel on this target

bool avx2_kernel_available() { return false; }

std::size_t evaluate_rows_avx2(const Card*, std::size_t, std::size_t, std::size_t begin, std::size_t, Strength*,
                               bool) {
    return begin;
}

#endif

}  // namespace holdem::detail
