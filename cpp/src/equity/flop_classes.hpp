// Flops in classes under a group of suit permutations that leaves the deals
// unchanged, for the heads-up walk that credits each board to the flops it
// holds (exact_holdem_pairs.cpp, flop_equity.cpp).  A board stands for its
// whole orbit under the group (the deals weigh alike on every board of it),
// so only the least board of each orbit is walked, counted once per board of
// its orbit.  Internal to the equity calculator.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "holdem/core/cards.hpp"

namespace holdem::equity_detail {

// A suit permutation: suit s goes to perm[s].
using SuitPerm = std::array<std::uint8_t, 4>;

class FlopClasses {
public:
    // perms: a group of suit permutations (the identity among them); flops:
    // three distinct cards each, one or more per class (the flops of one
    // class share a number).
    FlopClasses(std::vector<SuitPerm> perms, const std::vector<std::array<Card, 3>>& flops);

    // The boards in the orbit of `board` when it is the least of them (as a
    // mask), else 0.
    int multiplicity(CardMask board) const;
    // The class of three distinct cards, or -1 when no given flop is in it.
    int class_of(Card a, Card b, Card c) const;
    // The class of each given flop, and how many flops that class holds.
    int class_of_given(std::size_t i) const { return given_[i]; }
    int flops_in_class(int cls) const { return sizes_[static_cast<std::size_t>(cls)]; }
    std::size_t count() const { return sizes_.size(); }

private:
    CardMask image(CardMask mask, const SuitPerm& perm) const;

    std::vector<SuitPerm> perms_;
    std::vector<std::int32_t> class_of_;  // by flop_slot
    std::vector<int> given_;
    std::vector<int> sizes_;
};

}  // namespace holdem::equity_detail
