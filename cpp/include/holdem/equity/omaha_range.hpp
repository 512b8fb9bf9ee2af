// Omaha hand ranges (PLO4/5/6, hi and hi-lo): the hands a pattern text
// matches, every hand weighing the same.
//
// A pattern is a hand as far as it matters; a hand matches when some of its
// cards can be matched one to one with the pattern's positions (the rest of
// its cards are free).  The grammar is in docs/design.md ("Omaha ranges").
//
//     auto aces = holdem::OmahaRange::parse("AA!AAA", 4);  // exactly two aces
//     aces.size();                                          // 6768
#pragma once

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "holdem/core/cards.hpp"

namespace holdem {

class OmahaRange {
public:
    // The most hands one range may hold (32 MB of masks): a PLO6 range of
    // nearly every hand is refused, naming its size.
    static constexpr std::size_t kMaxHands = 4'000'000;

    // The order a top share like "15%" takes: PLO4's or PLO5's suit classes
    // by Monte Carlo equity against one random hand, in high or in hi-lo (the
    // pot share).  PLO6 has no ranking: a top share is refused.
    enum class Shares { kHigh, kHiLo };

    // The hands of `hole_cards` (4, 5 or 6) cards that `text` matches.
    // Throws std::invalid_argument naming what is wrong (an unknown symbol,
    // a pattern longer than a hand, a top share in PLO6, a range
    // that matches no hand or more than kMaxHands).
    static OmahaRange parse(std::string_view text, int hole_cards, Shares shares = Shares::kHigh);

    // A range of the hands given, each a mask of `hole_cards` cards; for
    // callers that build their own lists (and the engine's tests).  Throws
    // std::invalid_argument for a mask of another size or no hands.
    static OmahaRange from_hands(std::vector<CardMask> hands, int hole_cards) {
        if (hole_cards < 4 || hole_cards > 6)
            throw std::invalid_argument("an Omaha hand has 4, 5 or 6 cards, not " + std::to_string(hole_cards));
        for (CardMask h : hands)
            if (__builtin_popcountll(h) != hole_cards)
                throw std::invalid_argument("an Omaha range hand has " + std::to_string(hole_cards) + " cards");
        std::sort(hands.begin(), hands.end());
        hands.erase(std::unique(hands.begin(), hands.end()), hands.end());
        if (hands.empty()) throw std::invalid_argument("an Omaha range needs at least one hand");
        return OmahaRange(std::move(hands), hole_cards);
    }

    // The hands, each a mask of hole_cards() cards, in increasing order.
    const std::vector<CardMask>& hands() const { return hands_; }
    std::size_t size() const { return hands_.size(); }
    int hole_cards() const { return hole_cards_; }

private:
    OmahaRange(std::vector<CardMask> hands, int hole_cards) : hands_(std::move(hands)), hole_cards_(hole_cards) {}

    std::vector<CardMask> hands_;
    int hole_cards_ = 4;
};

}  // namespace holdem
