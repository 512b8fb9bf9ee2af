// Flops in classes under the suit permutations that leave the deals as they
// are (board_orbits.hpp), for the walk that credits each board to the flops
// it holds (exact_holdem_pairs.cpp, flop_equity.cpp).  Internal to the
// equity calculator.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "board_orbits.hpp"
#include "holdem/core/cards.hpp"

namespace holdem::equity_detail {

class FlopClasses {
public:
    // flops: three distinct cards each, one or more per class of `orbits`'
    // group (the flops of one class share a number).
    FlopClasses(const BoardOrbits& orbits, const std::vector<std::array<Card, 3>>& flops);

    // The class of three distinct cards, or -1 when no given flop is in it.
    int class_of(Card a, Card b, Card c) const;
    // The class of each given flop, and how many flops that class holds.
    int class_of_given(std::size_t i) const { return given_[i]; }
    int flops_in_class(int cls) const { return sizes_[static_cast<std::size_t>(cls)]; }
    std::size_t count() const { return sizes_.size(); }

private:
    std::vector<std::int32_t> class_of_;  // by flop_slot
    std::vector<int> given_;
    std::vector<int> sizes_;
};

}  // namespace holdem::equity_detail
