#include "holdem/legacy/deck.hpp"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <random>
#include <stdexcept>
#include <string>

namespace holdem {

namespace {

constexpr int kOk = 0, kLengthMismatch = -1, kTooMany = -2, kBadFace = -3, kBadSuit = -4, kNotInDeck = -5;

int code_of(OriginalCardsError error) {
    switch (error) {
        case OriginalCardsError::length_mismatch: return kLengthMismatch;
        case OriginalCardsError::bad_face: return kBadFace;
        case OriginalCardsError::bad_suit: return kBadSuit;
        default: return kOk;
    }
}

// The cards as a mask, or 0 with ok = false if one is listed twice.
CardMask distinct_mask(const std::vector<Card>& cards, bool& ok) {
    CardMask mask = 0;
    ok = true;
    for (Card c : cards) {
        if (mask & card_bit(c)) ok = false;
        mask |= card_bit(c);
    }
    return mask;
}

}  // namespace

std::vector<Card> cards_from_original(const std::vector<int>& faces, const std::vector<int>& suits,
                                      OriginalCardsError& error) {
    error = OriginalCardsError::none;
    std::vector<Card> cards;
    if (faces.size() != suits.size()) {
        error = OriginalCardsError::length_mismatch;
        return cards;
    }
    cards.reserve(faces.size());
    for (std::size_t i = 0; i < faces.size(); ++i) {
        if (!valid_original_face(faces[i])) error = OriginalCardsError::bad_face;
        else if (!valid_original_suit(suits[i])) error = OriginalCardsError::bad_suit;
        if (error != OriginalCardsError::none) return {};
        cards.push_back(card_from_original(faces[i], suits[i]));
    }
    return cards;
}

std::uint64_t fresh_seed() {
    std::random_device device;
    const auto now = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    // random_device may be deterministic on some platforms; the clock keeps seeds apart there.
    return (static_cast<std::uint64_t>(device()) << 32 | device()) ^ now;
}

deck::deck() : rng_(fresh_seed()) {}

void deck::reset_index(int size) {
    index_.resize(static_cast<std::size_t>(size));
    std::iota(index_.begin(), index_.end(), 0);
    numCards_ = size;
    shuffled_ = false;
}

void deck::set_without(CardMask excluded) {
    cards_.clear();
    for (int suit = 0; suit < kNumSuits; ++suit)
        for (int rank = 0; rank < kNumRanks; ++rank) {
            const Card c = make_card(rank, suit);
            if (!(excluded & card_bit(c))) cards_.push_back(c);
        }
    reset_index(static_cast<int>(cards_.size()));
    dealt_.clear();
    deckSet_ = true;
}

void deck::setDeckFull() { set_without(0); }

int deck::setDeckPartial(const std::vector<int>& igFace, const std::vector<int>& igSuit) {
    if (igFace.size() != igSuit.size()) return kLengthMismatch;
    if (igFace.size() >= static_cast<std::size_t>(kNumCards)) return kTooMany;
    OriginalCardsError error;
    const std::vector<Card> left_out = cards_from_original(igFace, igSuit, error);
    if (error != OriginalCardsError::none) return code_of(error);
    bool distinct;
    const CardMask mask = distinct_mask(left_out, distinct);
    if (!distinct) return kNotInDeck;
    set_without(mask);
    return kOk;
}

void deck::setDeckIndex(int maxIndex) {
    if (maxIndex < 0 || maxIndex > static_cast<int>(cards_.size()))
        throw std::invalid_argument("setDeckIndex: maxIndex " + std::to_string(maxIndex) + " outside 0.." +
                                    std::to_string(cards_.size()) + " (the cards in the deck)");
    reset_index(maxIndex);
}

int deck::remCards(const std::vector<int>& remFace, const std::vector<int>& remSuit) {
    OriginalCardsError error;
    const std::vector<Card> removed = cards_from_original(remFace, remSuit, error);
    if (error != OriginalCardsError::none) return code_of(error);
    bool distinct;
    const CardMask mask = distinct_mask(removed, distinct);
    CardMask present = 0;
    for (Card c : cards_) present |= card_bit(c);
    if (!distinct || (mask & ~present)) return kNotInDeck;
    cards_.erase(std::remove_if(cards_.begin(), cards_.end(), [mask](Card c) { return (mask & card_bit(c)) != 0; }),
                 cards_.end());
    reset_index(static_cast<int>(cards_.size()));
    dealt_.clear();
    return kOk;
}

void deck::shuffleI() {
    // Fisher-Yates over the live positions only: dealt cards must not come back.
    for (int i = numCards_ - 1; i > 0; --i)
        std::swap(index_[static_cast<std::size_t>(i)], index_[rng_.below(static_cast<std::uint32_t>(i + 1))]);
    shuffled_ = true;
}

int deck::dealCards(int numToDeal) {
    if (numToDeal < 0 || numToDeal > numCards_) return -1;
    dealt_.clear();
    // Like the original: from the end of the live index downwards.
    for (int i = numCards_ - 1; i >= numCards_ - numToDeal; --i)
        dealt_.push_back(cards_[static_cast<std::size_t>(index_[static_cast<std::size_t>(i)])]);
    numCards_ -= numToDeal;
    return kOk;
}

std::vector<int> deck::getDeckFace() const {
    std::vector<int> faces;
    faces.reserve(cards_.size());
    for (Card c : cards_) faces.push_back(original_face(c));
    return faces;
}

std::vector<int> deck::getDeckSuit() const {
    std::vector<int> suits;
    suits.reserve(cards_.size());
    for (Card c : cards_) suits.push_back(original_suit(c));
    return suits;
}

std::vector<int> deck::getDealFace() const {
    std::vector<int> faces;
    for (Card c : dealt_) faces.push_back(original_face(c));
    return faces;
}

std::vector<int> deck::getDealSuit() const {
    std::vector<int> suits;
    for (Card c : dealt_) suits.push_back(original_suit(c));
    return suits;
}

}  // namespace holdem
