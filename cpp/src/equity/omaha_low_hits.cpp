// The low half of the Omaha hi-lo hit report (see omaha_low_hits.hpp): every
// hand low-rank mask is classed once per board through omaha_lo.hpp's table,
// so a hand costs its mask and one look-up.
#include "holdem/equity/omaha_low_hits.hpp"

#include <stdexcept>

#include "holdem/eval/omaha_lo.hpp"

namespace holdem {

namespace {

constexpr const char* kLowNames[kNumLowHands] = {"nut low", "2nd nut low", "other low", "no low"};
constexpr const char* kLowDrawNames[kNumOmahaLowDraws] = {"low draw", "nut low draw", "backdoor low draw"};

constexpr unsigned kAllLowRanks = 0xFF;  // ace..eight, bits 0..7

// The best low any two ranks make with the board's low ranks: the table picks
// the best two of a hand holding every low rank.
int nut_of(unsigned board_low) { return omaha_low_of_masks(board_low, kAllLowRanks); }

// The best low strictly below the nut over all pairs of low ranks (0: none).
int second_nut_of(unsigned board_low, int nut) {
    int second = 0;
    for (int a = 0; a < 8; ++a)
        for (int b = 0; b < a; ++b) {
            const int low = omaha_low_of_masks(board_low, (1u << a) | (1u << b));
            if (low < nut && low > second) second = low;
        }
    return second;
}

// The bit of the pair of low ranks a < b (0..27) in MaskHit::pairs.
constexpr std::uint32_t low_pair_bit(int a, int b) { return std::uint32_t{1} << (b * (b - 1) / 2 + a); }

// The bits of every pair that holds `rank`.
constexpr std::array<std::uint32_t, 8> kPairsWith = [] {
    std::array<std::uint32_t, 8> with{};
    for (int b = 1; b < 8; ++b)
        for (int a = 0; a < b; ++a) {
            with[static_cast<std::size_t>(a)] |= low_pair_bit(a, b);
            with[static_cast<std::size_t>(b)] |= low_pair_bit(a, b);
        }
    return with;
}();

// The rank pairs off the board whose two cards as turn and river give the
// hand's low ranks `held` a low (the hand has none on the flop).
std::uint32_t backdoor_pairs(unsigned board_low, unsigned held) {
    std::uint32_t pairs = 0;
    for (int b = 1; b < 8; ++b)
        for (int a = 0; a < b; ++a) {
            const unsigned two = 1u << a | 1u << b;
            if ((board_low & two) == 0 && omaha_low_of_masks(board_low | two, held) != 0)
                pairs |= low_pair_bit(a, b);
        }
    return pairs;
}

// The hand's low-rank mask (ace bit 0, two..eight bits 1..7) and the low ranks
// of which it holds all four cards (those cannot come next).
struct HandLowRanks {
    unsigned held = 0, full = 0;
};

HandLowRanks hand_low_ranks(CardMask hand) {
    HandLowRanks ranks;
    for (int i = 0; i < 8; ++i) {
        const int rank = i == 0 ? 12 : i - 1;
        const unsigned nibble = static_cast<unsigned>(hand >> (4 * rank)) & 0xF;
        if (nibble != 0) ranks.held |= 1u << i;
        if (nibble == 0xF) ranks.full |= 1u << i;
    }
    return ranks;
}

}  // namespace

const char* low_hand_name(int index) {
    if (index < 0 || index >= kNumLowHands) throw std::out_of_range("no such low class");
    return kLowNames[index];
}

const char* omaha_low_draw_name(int index) {
    if (index < 0 || index >= kNumOmahaLowDraws) throw std::out_of_range("no such low draw");
    return kLowDrawNames[index];
}

OmahaLowTable::OmahaLowTable(const Card* board, std::size_t board_size) {
    const unsigned board_low = detail::low_mask(board, board_size);
    nut_ = nut_of(board_low);
    second_ = nut_ == 0 ? 0 : second_nut_of(board_low, nut_);
    // The next card's low rank, for each rank not on the board: the board it
    // makes and that board's nut (a board rank again adds nothing to a low).
    std::array<int, 8> next_nut{};
    for (int i = 0; i < 8; ++i)
        if ((board_low >> i & 1) == 0) next_nut[static_cast<std::size_t>(i)] = nut_of(board_low | 1u << i);
    for (unsigned held = 0; held < 256; ++held) {
        MaskHit& hit = masks_[held];
        const int low = omaha_low_of_masks(board_low, held);
        hit.low = static_cast<std::uint8_t>(low == 0        ? LowHand::kNoLow
                                            : low == nut_    ? LowHand::kNutLow
                                            : low == second_ ? LowHand::kSecondNutLow
                                                             : LowHand::kOtherLow);
        if (low != 0 || board_size >= 5) continue;  // draws: no made low, a card still to come
        if (board_size == 3) hit.pairs = backdoor_pairs(board_low, held);
        for (int i = 0; i < 8; ++i) {
            if ((board_low >> i & 1) != 0) continue;
            const int after = omaha_low_of_masks(board_low | 1u << i, held);
            if (after != 0) hit.draw |= static_cast<std::uint8_t>(1u << i);
            if (after != 0 && after == next_nut[static_cast<std::size_t>(i)])
                hit.nut_draw |= static_cast<std::uint8_t>(1u << i);
        }
    }
}

OmahaLowHit OmahaLowTable::classify(CardMask hand) const {
    const HandLowRanks ranks = hand_low_ranks(hand);
    const MaskHit& hit = masks_[ranks.held];
    std::uint8_t draws = 0;
    if ((hit.draw & ~ranks.full) != 0) draws |= kOmahaLowDraw;
    if ((hit.nut_draw & ~ranks.full) != 0) draws |= kOmahaNutLowDraw;
    // A rank the hand holds all four of cannot come, so neither can a pair with it.
    std::uint32_t pairs = hit.pairs;
    for (unsigned full = ranks.full; full != 0; full &= full - 1)
        pairs &= ~kPairsWith[static_cast<std::size_t>(__builtin_ctz(full))];
    if ((draws & kOmahaLowDraw) == 0 && pairs != 0) draws |= kOmahaBackdoorLowDraw;
    return {static_cast<LowHand>(hit.low), draws};
}

void OmahaLowTable::count(const CardMask* hands, std::size_t n, CardMask excluded, OmahaLowCounts& counts,
                          const std::uint8_t* weights) const {
    for (std::size_t i = 0; i < n; ++i) {
        if ((hands[i] & excluded) != 0) continue;
        const OmahaLowHit hit = classify(hands[i]);
        const std::uint64_t w = weights != nullptr ? weights[i] : 1;
        counts.lows[static_cast<std::size_t>(hit.low)] += w;
        for (int d = 0; d < kNumOmahaLowDraws; ++d) counts.draws[static_cast<std::size_t>(d)] += w * ((hit.draws >> d) & 1);
        counts.hands += w;
    }
}

}  // namespace holdem
