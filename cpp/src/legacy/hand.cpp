#include "holdem/legacy/hand.hpp"

#include <algorithm>

#include "holdem/eval/best_hand.hpp"
#include "holdem/legacy/prime_evaluator.hpp"

namespace holdem {

namespace {

// Faces of five cards in significance order (larger groups first, then higher
// faces; a five-high straight's ace last, as face 1) and the category 1..9.
struct Classified {
    int category = 0;
    std::array<int, 5> faces{};
};

Classified classify5(const std::array<Card, 5>& five) {
    int count[15] = {};
    bool flush = true;
    for (Card c : five) {
        ++count[rank_of(c) + 2];
        flush &= suit_of(c) == suit_of(five[0]);
    }
    Classified out;
    int k = 0;
    for (int group = 4; group >= 1; --group)
        for (int face = 14; face >= 2; --face)
            if (count[face] == group)
                for (int i = 0; i < group; ++i) out.faces[k++] = face;
    const bool distinct = count[out.faces[0]] == 1;
    const bool wheel = distinct && out.faces[0] == 14 && out.faces[1] == 5;
    const bool straight = distinct && (out.faces[0] - out.faces[4] == 4 || wheel);
    if (wheel) out.faces = {5, 4, 3, 2, 1};
    const int top = count[out.faces[0]], second = count[out.faces[top]];
    if (straight && flush) out.category = 9;
    else if (top == 4) out.category = 8;
    else if (top == 3 && second == 2) out.category = 7;
    else if (flush) out.category = 6;
    else if (straight) out.category = 5;
    else if (top == 3) out.category = 4;
    else if (top == 2 && second == 2) out.category = 3;
    else if (top == 2) out.category = 2;
    else out.category = 1;
    return out;
}

std::int64_t score_of(const Classified& h) {
    std::int64_t score = h.category;
    for (int face : h.faces) score = score * 100 + face;
    return score;
}

// The original's MFVP from the best five (flushes use the bit sum of faces).
std::int64_t mfvp_of(const Classified& h) {
    const auto& f = h.faces;
    auto bit = [](int face) { return std::int64_t{1} << (face - 2); };
    switch (h.category) {
        case 1: case 6: return bit(f[0]) + bit(f[1]) + bit(f[2]) + bit(f[3]) + bit(f[4]);
        case 2: return (std::int64_t{1} << (f[0] + 11)) + bit(f[2]) + bit(f[3]) + bit(f[4]);
        case 3: return (std::int64_t{1} << (f[0] + 24)) + (std::int64_t{1} << (f[2] + 11)) + bit(f[4]);
        case 4: return (std::int64_t{1} << (f[0] + 11)) + bit(f[3]) + bit(f[4]);
        case 7: return (std::int64_t{1} << (f[0] + 11)) + bit(f[3]);
        case 8: return (std::int64_t{1} << (f[0] + 11)) + bit(f[4]);
        default: return f[0];  // straights: the top face
    }
}

}  // namespace

BruteForceRank brute_force_rank(const Card* cards, std::size_t n) {
    BruteForceRank out;
    Classified best;
    out.score = -1;
    for_each_five(cards, n, [&](const std::array<Card, 5>& five) {
        const Classified h = classify5(five);
        if (score_of(h) > out.score) {
            out.score = score_of(h);
            out.best = five;
            best = h;
        }
        return false;
    });
    out.hand_code = best.category == 9 && best.faces[0] == 14 ? 10 : best.category;
    out.mfvp = mfvp_of(best);
    return out;
}

int hand::setCardsFull(const std::vector<int>& faces, const std::vector<int>& suits) {
    if (faces.size() != suits.size() || faces.size() < 5 || faces.size() > 7) return kBadCount;
    std::vector<Card> cards;
    CardMask seen = 0;
    for (std::size_t i = 0; i < faces.size(); ++i) {
        if (faces[i] < 1 || faces[i] > 14) return kBadFace;
        if (suits[i] < 1 || suits[i] > 4) return kBadSuit;
        const Card c = make_card(faces[i] == 1 ? 12 : faces[i] - 2, suits[i] - 1);
        if (seen & card_bit(c)) return kDuplicate;
        seen |= card_bit(c);
        cards.push_back(c);
    }
    cards_ = std::move(cards);
    handCode = -1;
    bestSet_ = false;
    handPrimeRank_ = score_ = 0;
    return kOk;
}

int hand::SetCards(const std::vector<int>& holeF, const std::vector<int>& holeS, const std::vector<int>& flopF,
                   const std::vector<int>& flopS, int turnF, int turnS, int riverF, int riverS) {
    if (holeF.size() != 2 || holeS.size() != 2 || flopF.size() != 3 || flopS.size() != 3) return kBadCount;
    std::vector<int> faces(holeF), suits(holeS);
    faces.insert(faces.end(), flopF.begin(), flopF.end());
    suits.insert(suits.end(), flopS.begin(), flopS.end());
    if (turnF || turnS) { faces.push_back(turnF); suits.push_back(turnS); }
    if (riverF || riverS) { faces.push_back(riverF); suits.push_back(riverS); }
    return setCardsFull(faces, suits);
}

int hand::setCardsFull(const int cards[2][7]) {
    return setCardsFull(std::vector<int>(cards[0], cards[0] + 7), std::vector<int>(cards[1], cards[1] + 7));
}

int hand::setCards(const int hole[2][2], const int flop[2][3], const int turn[2][1], const int river[2][1]) {
    return SetCards({hole[0][0], hole[0][1]}, {hole[1][0], hole[1][1]}, {flop[0][0], flop[0][1], flop[0][2]},
                    {flop[1][0], flop[1][1], flop[1][2]}, turn[0][0], turn[1][0], river[0][0], river[1][0]);
}

void hand::sortCards() {
    std::sort(cards_.begin(), cards_.end(), [](Card a, Card b) {
        return rank_of(a) != rank_of(b) ? rank_of(a) < rank_of(b) : suit_of(a) < suit_of(b);
    });
}

int hand::findBestHand() {
    if (cards_.empty()) return -1;
    const BruteForceRank rank = brute_force_rank(cards_.data(), cards_.size());
    handCode = rank.hand_code;
    handPrimeRank_ = rank.mfvp;
    score_ = rank.score;
    // The original lists the best five least significant first.
    best_ = order_five(rank.best, handCode);
    std::reverse(best_.begin(), best_.end());
    bestSet_ = true;
    return 0;
}

int hand::findBestHandP() {
    if (cards_.empty()) return -1;
    const PrimeRank rank = prime_rank(cards_.data(), cards_.size());
    handCode = rank.hand_code;
    handPrimeRank_ = rank.mfvp;
    return 0;
}

std::vector<int> hand::getBestFace() const {
    std::vector<int> faces;
    if (bestSet_)
        for (Card c : best_) faces.push_back(rank_of(c) + 2);
    return faces;
}

std::vector<int> hand::getBestSuit() const {
    std::vector<int> suits;
    if (bestSet_)
        for (Card c : best_) suits.push_back(suit_of(c) + 1);
    return suits;
}

std::vector<int> hand::getCardsFace() const {
    std::vector<int> faces;
    for (Card c : cards_) faces.push_back(rank_of(c) + 2);
    return faces;
}

std::vector<int> hand::getCardsSuit() const {
    std::vector<int> suits;
    for (Card c : cards_) suits.push_back(suit_of(c) + 1);
    return suits;
}

}  // namespace holdem
