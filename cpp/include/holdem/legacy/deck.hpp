// The original library's `deck` class: the cards left in a deck, an index
// array that is shuffled to deal from them, and the last cards dealt.
//
// Numbering is the original's: faces 2..14 (an ace may also be given as 1),
// suits 1..4, where suit s is the card numbering's suit s - 1 (1 = clubs, 2 = diamonds,
// 3 = hearts, 4 = spades).  A full deck lists suit 1's faces 2..14, then suit
// 2's, and so on.
//
// Dealing follows the original: dealCards(n) takes the cards that the last n
// live index positions point to and lowers getNumCards() by n; the dealt
// cards stay in getDeckFace/getDeckSuit so a partial deck can be dealt from
// again after setDeckIndex.  Unlike the original, every call checks its
// arguments cheaply, so a bad call returns a code or throws, never corrupts
// memory.
//
// Return codes:
//   setDeckPartial, remCards: 0 success; -1 face and suit lists of different
//     lengths; -2 (setDeckPartial) 52 or more cards left out; -3 invalid face;
//     -4 invalid suit; -5 a card not in the deck (removed already, or listed
//     twice).  On an error the deck is unchanged.
//   dealCards: 0 success; -1 fewer than n cards left (or n < 0).
//   setDeckIndex throws std::invalid_argument unless
//     0 <= maxIndex <= getDeckFace().size().
#pragma once

#include <cstdint>
#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/core/random.hpp"

namespace holdem {

// The original's card numbering.
constexpr bool valid_original_face(int face) { return face >= 1 && face <= 14; }
constexpr bool valid_original_suit(int suit) { return suit >= 1 && suit <= 4; }
// Face 2..14 (ace also 1), suit 1..4 -> card; both must be valid.
constexpr Card card_from_original(int face, int suit) {
    return make_card(face == 1 ? 12 : face - 2, suit - 1);
}
constexpr int original_face(Card card) { return rank_of(card) + 2; }
constexpr int original_suit(Card card) { return suit_of(card) + 1; }

// Why a list of cards in the original's numbering was refused.
enum class OriginalCardsError { none, length_mismatch, bad_face, bad_suit };

// Converts parallel face and suit lists; `error` says what was wrong (the
// cards are then meaningless).
std::vector<Card> cards_from_original(const std::vector<int>& faces, const std::vector<int>& suits,
                                      OriginalCardsError& error);

// A seed from the operating system, for generators nobody seeded.
std::uint64_t fresh_seed();

class deck {
public:
    // An empty deck (getDeckSet() is false); its shuffles are seeded from the
    // operating system until setSeed is called.
    deck();

    void setDeckFull();
    int setDeckPartial(const std::vector<int>& igFace, const std::vector<int>& igSuit);
    // The index becomes 0..maxIndex-1, unshuffled, and the live cards are the
    // first maxIndex cards of the deck (so dealt cards among them come back).
    void setDeckIndex(int maxIndex);
    // Removes the cards; the deck then starts afresh: every remaining card is
    // live, the index is 0..n-1 unshuffled and nothing is dealt.
    int remCards(const std::vector<int>& remFace, const std::vector<int>& remSuit);
    // Shuffles the live part of the index (the cards not yet dealt).
    void shuffleI();
    int dealCards(int numToDeal);

    bool getDeckSet() const { return deckSet_; }
    bool getDeckShuffled() const { return shuffled_; }
    std::vector<int> getDeckFace() const;
    std::vector<int> getDeckSuit() const;
    std::vector<int> getDeckIndex() const { return index_; }
    int getNumCards() const { return numCards_; }
    std::vector<int> getDealFace() const;
    std::vector<int> getDealSuit() const;

    // Makes the following shuffles deterministic (not in the original).
    void setSeed(std::uint64_t seed) { rng_ = Rng(stream_seed(seed, 0)); }

    // C++ access in the card numbering (docs/design.md, Cards).
    // The deck becomes every card not in `excluded`, in the full deck's order.
    void set_without(CardMask excluded);
    const std::vector<Card>& cards() const { return cards_; }
    const std::vector<Card>& dealt() const { return dealt_; }

private:
    void reset_index(int size);

    std::vector<Card> cards_;
    std::vector<int> index_;
    std::vector<Card> dealt_;
    int numCards_ = 0;
    bool deckSet_ = false;
    bool shuffled_ = false;
    Rng rng_;
};

}  // namespace holdem
