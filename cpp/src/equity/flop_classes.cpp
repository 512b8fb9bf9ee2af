// Flops in classes under suit permutations, and boards standing for their
// orbits (see flop_classes.hpp).
#include "flop_classes.hpp"

#include <utility>

namespace holdem::equity_detail {

namespace {

// The cards of the first suit, one bit a rank: a suit's cards are this shifted by the suit.
constexpr CardMask kSuitLane = 0x1111111111111ull;
constexpr int kFlopSlots = 22100;  // C(52, 3)

// A flop's place among the C(52, 3): the combinatorial number of its cards, highest first.
int flop_slot(int a, int b, int c) {
    if (a < b) std::swap(a, b);
    if (b < c) std::swap(b, c);
    if (a < b) std::swap(a, b);
    return a * (a - 1) * (a - 2) / 6 + b * (b - 1) / 2 + c;
}

int permute(Card card, const SuitPerm& perm) { return make_card(rank_of(card), perm[suit_of(card)]); }

}  // namespace

FlopClasses::FlopClasses(std::vector<SuitPerm> perms, const std::vector<std::array<Card, 3>>& flops)
    : perms_(std::move(perms)), class_of_(kFlopSlots, -1) {
    for (const auto& flop : flops) {
        int cls = class_of(flop[0], flop[1], flop[2]);
        if (cls < 0) {  // a class of its own: its flops are the flop's images
            cls = static_cast<int>(sizes_.size());
            sizes_.push_back(0);
            for (const SuitPerm& perm : perms_) {
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

CardMask FlopClasses::image(CardMask mask, const SuitPerm& perm) const {
    CardMask out = 0;
    for (int s = 0; s < 4; ++s) out |= (mask >> s & kSuitLane) << perm[static_cast<std::size_t>(s)];
    return out;
}

int FlopClasses::multiplicity(CardMask board) const {
    int fixed = 0;  // the permutations that leave the board as it is: the orbit is the group's size over theirs
    for (const SuitPerm& perm : perms_) {
        const CardMask to = image(board, perm);
        if (to < board) return 0;
        fixed += to == board;
    }
    return static_cast<int>(perms_.size()) / fixed;
}

int FlopClasses::class_of(Card a, Card b, Card c) const {
    return class_of_[static_cast<std::size_t>(flop_slot(a, b, c))];
}

}  // namespace holdem::equity_detail
