// The original library's `hand` class: the brute-force evaluator.
//
// Numbering is the original's: faces 2..14 (an ace may also be given as 1),
// suits 1..4.  findBestHand tries every five of the 5..7 cards and keeps the
// best, so it is slow but easy to follow; findBestHandP asks the prime method.
//
// Return codes: 0 success; -1 invalid face value; -2 invalid suit value;
// -3 a card given twice; -4 wrong number of cards (5..7 in all) or face and
// suit lists of different lengths.  findBestHand* return -1 if no cards are set.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "holdem/core/cards.hpp"

namespace holdem {

// The brute force's verdict on 5..7 cards: tries every five.
struct BruteForceRank {
    int hand_code = 0;            // 1..10
    std::int64_t mfvp = 0;        // the original's MFVP (flushes: bit sum of faces)
    std::int64_t score = 0;       // the comparator's score string as a number; larger is better
    std::array<Card, 5> best{};   // the best five, in the order the cards were given
};
BruteForceRank brute_force_rank(const Card* cards, std::size_t n);

class hand {
public:
    // What the setters return.
    enum Status : int { kOk = 0, kBadFace = -1, kBadSuit = -2, kDuplicate = -3, kBadCount = -4 };

    int handCode = -1;  // -1 until findBestHand / findBestHandP has run

    int setCardsFull(const std::vector<int>& faces, const std::vector<int>& suits);
    int SetCardsFull(const std::vector<int>& faces, const std::vector<int>& suits) { return setCardsFull(faces, suits); }
    // Hole, flop, turn and river; turn and river may be left out (face 0) for 5 or 6 cards.
    int SetCards(const std::vector<int>& holeF, const std::vector<int>& holeS,
                 const std::vector<int>& flopF, const std::vector<int>& flopS,
                 int turnF = 0, int turnS = 0, int riverF = 0, int riverS = 0);
    int setCards(const std::vector<int>& holeF, const std::vector<int>& holeS,
                 const std::vector<int>& flopF, const std::vector<int>& flopS,
                 int turnF = 0, int turnS = 0, int riverF = 0, int riverS = 0) {
        return SetCards(holeF, holeS, flopF, flopS, turnF, turnS, riverF, riverS);
    }

    // The seed's array forms: row 0 holds the faces, row 1 the suits of the same cards.
    int setCardsFull(const int cards[2][7]);
    int setCards(const int hole[2][2], const int flop[2][3], const int turn[2][1], const int river[2][1]);

    void sortCards();
    int findBestHand();   // brute force
    int findBestHandP();  // prime method (sets the hand code and MFVP, not the best five)

    int getHandCode() const { return handCode; }
    std::vector<int> getBestFace() const;
    std::vector<int> getBestSuit() const;
    std::vector<int> getCardsFace() const;
    std::vector<int> getCardsSuit() const;
    std::int64_t getHandPrimeRank() const { return handPrimeRank_; }
    // The brute force's score (the comparator's score string as a number).
    std::int64_t getScore() const { return score_; }

    // The cards in the card numbering (docs/design.md, Cards).
    const std::vector<Card>& cards() const { return cards_; }

private:
    std::vector<Card> cards_;
    std::array<Card, 5> best_{};
    bool bestSet_ = false;
    std::int64_t handPrimeRank_ = 0;
    std::int64_t score_ = 0;
};

}  // namespace holdem
