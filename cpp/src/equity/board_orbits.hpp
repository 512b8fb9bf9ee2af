// Boards up to the suit permutations that leave a heads-up problem's deals
// as they are: the board, the dead cards and each player's combos with their
// weights.  Under such a permutation every board's showdowns weigh what its
// image's weigh, so a walk of the boards visits only the least board of each
// orbit and counts it once per board of the orbit (exact_holdem_pairs.cpp,
// for equity before the flop and for the flop report).  Internal to the
// equity calculator.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "holdem/core/cards.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

// A suit permutation: suit s goes to perm[s].
using SuitPerm = std::array<std::uint8_t, 4>;

class BoardOrbits {
public:
    // perms: a group of suit permutations, the identity among them.
    explicit BoardOrbits(std::vector<SuitPerm> perms) : perms_(std::move(perms)) {}

    // The boards in the orbit of `board` when it is the least of them (as a
    // mask), else 0.
    int multiplicity(CardMask board) const;
    const std::vector<SuitPerm>& perms() const { return perms_; }
    std::size_t size() const { return perms_.size(); }

private:
    std::vector<SuitPerm> perms_;
};

// The suit permutations that map the board, the dead cards and each
// player's combos (weights too) onto themselves, for two-card games.
BoardOrbits deal_orbits(const Problem& problem);

// A card's image under a permutation.
inline Card permute(Card card, const SuitPerm& perm) {
    return make_card(rank_of(card), perm[static_cast<std::size_t>(suit_of(card))]);
}

}  // namespace holdem::equity_detail
