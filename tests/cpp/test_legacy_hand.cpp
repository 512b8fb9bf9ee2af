// The original's hand class in C++: the seed's array setters (row 0 the faces, row 1 the suits)
// set the same cards as the list setters, and report bad cards with the same status codes.
#include <vector>

#include "check.hpp"
#include "holdem/legacy/hand.hpp"

using holdem::hand;

namespace {

// Hole 3c 4h, flop As 9s Kh, turn 8h, river Ad (the seed's example: suits 1..4, an ace as 14 or 1).
void array_forms_set_the_seed_example() {
    const int cards[2][7] = {{3, 4, 14, 9, 13, 8, 1}, {1, 3, 1, 4, 3, 3, 2}};
    hand full;
    CHECK_EQ(full.setCardsFull(cards), hand::kOk);
    CHECK_EQ(full.findBestHand(), 0);

    const int hole[2][2] = {{3, 4}, {1, 3}}, flop[2][3] = {{14, 9, 13}, {1, 4, 3}};
    const int turn[2][1] = {{8}, {3}}, river[2][1] = {{1}, {2}};
    hand parts;
    CHECK_EQ(parts.setCards(hole, flop, turn, river), hand::kOk);
    CHECK_EQ(parts.findBestHand(), 0);

    hand lists;
    CHECK_EQ(lists.setCardsFull({3, 4, 14, 9, 13, 8, 1}, {1, 3, 1, 4, 3, 3, 2}), hand::kOk);
    lists.findBestHand();
    for (const hand* h : {&full, &parts}) {
        CHECK_EQ(h->handCode, 2);  // a pair of aces
        CHECK(h->getCardsFace() == lists.getCardsFace());
        CHECK(h->getCardsSuit() == lists.getCardsSuit());
        CHECK(h->getBestFace() == (std::vector<int>{8, 9, 13, 14, 14}));
        CHECK(h->getBestSuit() == lists.getBestSuit());
    }
}

void array_forms_report_bad_cards() {
    const int bad_face[2][7] = {{3, 4, 15, 9, 13, 8, 1}, {1, 3, 1, 4, 3, 3, 2}};
    const int bad_suit[2][7] = {{3, 4, 14, 9, 13, 8, 1}, {1, 3, 1, 4, 3, 5, 2}};
    const int twice[2][7] = {{3, 4, 14, 9, 13, 8, 14}, {1, 3, 1, 4, 3, 3, 1}};
    hand h;
    CHECK_EQ(h.setCardsFull(bad_face), hand::kBadFace);
    CHECK_EQ(h.setCardsFull(bad_suit), hand::kBadSuit);
    CHECK_EQ(h.setCardsFull(twice), hand::kDuplicate);
    const int hole[2][2] = {{3, 4}, {1, 3}}, flop[2][3] = {{14, 9, 13}, {1, 4, 3}};
    const int turn[2][1] = {{8}, {3}}, same_as_hole[2][1] = {{4}, {3}};
    CHECK_EQ(h.setCards(hole, flop, turn, same_as_hole), hand::kDuplicate);
}

}  // namespace

int main() {
    array_forms_set_the_seed_example();
    array_forms_report_bad_cards();
    return holdem_test::report("test_legacy_hand");
}
