// Flops in classes under suit permutations (see flop_classes.hpp).
#include "flop_classes.hpp"

#include <utility>

namespace holdem::equity_detail {

namespace {

constexpr int kFlopSlots = 22100;  // C(52, 3)

// A flop's place among the C(52, 3): the combinatorial number of its cards, highest first.
int flop_slot(int a, int b, int c) {
    if (a < b) std::swap(a, b);
    if (b < c) std::swap(b, c);
    if (a < b) std::swap(a, b);
    return a * (a - 1) * (a - 2) / 6 + b * (b - 1) / 2 + c;
}

}  // namespace

FlopClasses::FlopClasses(const BoardOrbits& orbits, const std::vector<std::array<Card, 3>>& flops)
    : class_of_(kFlopSlots, -1) {
    for (const auto& flop : flops) {
        int cls = class_of(flop[0], flop[1], flop[2]);
        if (cls < 0) {  // a class of its own: its flops are the flop's images
            cls = static_cast<int>(sizes_.size());
            sizes_.push_back(0);
            for (const SuitPerm& perm : orbits.perms()) {
                std::int32_t& slot =
                    class_of_[static_cast<std::size_t>(flop_slot(permute(flop[0], perm), permute(flop[1], perm),
                                                                 permute(flop[2], perm)))];
                if (slot < 0) {
                    slot = cls;
                    ++sizes_.back();
                }
            }
        }
        given_.push_back(cls);
    }
}

int FlopClasses::class_of(Card a, Card b, Card c) const {
    return class_of_[static_cast<std::size_t>(flop_slot(a, b, c))];
}

}  // namespace holdem::equity_detail
