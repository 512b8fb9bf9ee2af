// Omaha hand ranges (PLO4/5/6, hi and hi-lo): the hands a pattern text
// matches, each with a weight (1..100; a text without '@' weighs them all the same).
//
// A pattern is a hand as far as it matters; a hand matches when some of its
// cards can be matched one to one with the pattern's positions (the rest of
// its cards are free).  The grammar is in docs/design.md ("Omaha ranges").
//
//     auto aces = holdem::OmahaRange::parse("AA!AAA", 4);  // exactly two aces
//     aces.size();                                          // 6768
//     auto mix = holdem::OmahaRange::parse("AA:xxyy, KK@50", 4);
//     mix.weights();                                        // KK's hands weigh 50, AA's 100
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
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
    // that matches no hand or more than kMaxHands).  `poll`, when given, is
    // called before each pattern is filled (a PLO6 pattern takes up to tens
    // of milliseconds, a long text seconds) and as the hands are listed, at
    // most every 10 ms: a caller's Ctrl-C check or time limit, which ends
    // the parse by throwing.
    static OmahaRange parse(std::string_view text, int hole_cards, Shares shares = Shares::kHigh,
                            const std::function<void()>& poll = {});

    // A range of the hands given, each a mask of `hole_cards` cards, with
    // their weights (empty: all the same; else one per hand, 1..kFullWeight;
    // a hand given twice keeps its larger weight); for callers that build
    // their own lists (and the engine's tests).  Throws std::invalid_argument
    // for a mask of another size, a weight out of range or no hands.
    static OmahaRange from_hands(std::vector<CardMask> hands, int hole_cards, std::vector<std::uint8_t> weights = {});

    // The weight a hand of an item without '@' has: a weight is a share of it, in percent.
    static constexpr int kFullWeight = 100;

    // The hands, each a mask of hole_cards() cards, in increasing order.
    const std::vector<CardMask>& hands() const { return hands_; }
    // Their weights, aligned with hands(), 1..kFullWeight; empty for a text
    // without '@' (every hand of full weight).  Only their ratios matter to
    // equity: "AA@40" deals like "AA", though its hit report counts 40% of its hands.
    const std::vector<std::uint8_t>& weights() const { return weights_; }
    bool weighted() const { return !weights_.empty(); }
    std::size_t size() const { return hands_.size(); }
    int hole_cards() const { return hole_cards_; }

private:
    OmahaRange(std::vector<CardMask> hands, std::vector<std::uint8_t> weights, int hole_cards);

    std::vector<CardMask> hands_;
    std::vector<std::uint8_t> weights_;
    int hole_cards_ = 4;
};

}  // namespace holdem
