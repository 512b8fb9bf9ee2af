// Boards up to the suit permutations that leave the deals as they are (see board_orbits.hpp).
#include "board_orbits.hpp"

#include <utility>

#include "exact.hpp"
#include "holdem/equity/range.hpp"

namespace holdem::equity_detail {

namespace {

// The cards of the first suit, one bit a rank: a suit's cards are this shifted by the suit.
constexpr CardMask kSuitLane = 0x1111111111111ull;

CardMask image(CardMask mask, const SuitPerm& perm) {
    CardMask out = 0;
    for (int s = 0; s < 4; ++s) out |= (mask >> s & kSuitLane) << perm[static_cast<std::size_t>(s)];
    return out;
}

// Whether the permutation maps each player's combos onto combos of the same weight.
bool keeps_the_deals(const std::vector<std::vector<WeightedCombo>>& choices, const SuitPerm& perm) {
    std::vector<double> weight_of(kNumCombos);
    for (const auto& list : choices) {
        std::fill(weight_of.begin(), weight_of.end(), 0.0);
        for (const WeightedCombo& c : list) weight_of[static_cast<std::size_t>(combo_index(c.high, c.low))] = c.weight;
        for (const WeightedCombo& c : list) {
            const auto slot = static_cast<std::size_t>(combo_index(permute(c.high, perm), permute(c.low, perm)));
            if (weight_of[slot] != c.weight) return false;
        }
    }
    return true;
}

}  // namespace

int BoardOrbits::multiplicity(CardMask board) const {
    int fixed = 0;  // the permutations that leave the board as it is: the orbit is the group's size over theirs
    for (const SuitPerm& perm : perms_) {
        const CardMask to = image(board, perm);
        if (to < board) return 0;
        fixed += to == board;
    }
    return static_cast<int>(perms_.size()) / fixed;
}

BoardOrbits deal_orbits(const Problem& problem) {
    const auto choices = holdem_choices(problem);
    std::vector<SuitPerm> perms;
    for (const auto& map : board_symmetries(problem)) {  // the board and the dead cards kept
        SuitPerm perm{};
        for (int s = 0; s < 4; ++s) perm[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(suit_of(map[s]));
        if (keeps_the_deals(choices, perm)) perms.push_back(perm);
    }
    return BoardOrbits(std::move(perms));
}

}  // namespace holdem::equity_detail
