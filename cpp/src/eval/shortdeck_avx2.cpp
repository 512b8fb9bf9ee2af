// The AVX2 kernel of evaluate_shortdeck_batch: the lane kernel of
// batch_avx2_lanes.hpp with the short-deck hash and tables.  The cards' keys
// and flush test are the Hold'em ones, so only the hash, the table loads, the
// flush rows and the lowest valid card (the six) differ.
#include "batch_kernels.hpp"

#include "batch_avx2_lanes.hpp"
#include "holdem/eval/shortdeck.hpp"

namespace holdem::detail {

#if defined(HOLDEM_HAVE_AVX2_KERNEL)

namespace {

template <ShortDeck Rules>
struct ShortDeckGame {
    static constexpr std::uint32_t kHashMultiplier = tables::kShortDeckHashMultiplier;
    static constexpr std::uint32_t kHashMask = tables::kShortDeckHashMask;
    static constexpr int kLowestCard = kShortDeckLowestCard;
    static Strength slot_strength(std::uint32_t slot) { return shortdeck_slot_strength(slot, Rules); }
    template <std::size_t Width>
    static Strength row_strength(const Card* row) {
        return evaluate_shortdeck(row, Width, Rules);
    }
};

}  // namespace

std::size_t evaluate_shortdeck_rows_avx2(const Card* cards, std::size_t rows, std::size_t width, std::size_t begin,
                                         std::size_t end, Strength* out, ShortDeck rules, bool validate) {
    return rules == ShortDeck::kTriton
               ? avx2::evaluate_groups<ShortDeckGame<ShortDeck::kTriton>>(cards, rows, width, begin, end, out,
                                                                          validate)
               : avx2::evaluate_groups<ShortDeckGame<ShortDeck::kStandard>>(cards, rows, width, begin, end, out,
                                                                            validate);
}

#else  // no AVX2 kernel on this target

std::size_t evaluate_shortdeck_rows_avx2(const Card*, std::size_t, std::size_t, std::size_t begin, std::size_t,
                                         Strength*, ShortDeck, bool) {
    return begin;
}

#endif

}  // namespace holdem::detail
