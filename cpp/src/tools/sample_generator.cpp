#include "holdem/tools/sample_generator.hpp"

#include <stdexcept>
#include <utility>

#include "holdem/core/cancel.hpp"

namespace holdem {

namespace {

constexpr int kBoardSize = 5;

void append_card(std::string& out, Card card) {
    out += kRankChars[rank_of(card)];
    out += kSuitChars[suit_of(card)];
}

}  // namespace

int SampleGenerator::max_players(bool omaha) { return (kNumCards - kBoardSize) / (omaha ? 4 : 2); }

SampleGenerator::SampleGenerator(std::uint64_t seed, int players, bool omaha)
    : rng_(stream_seed(seed, 0)), players_(players), hand_size_(omaha ? 4 : 2) {
    if (players != kRandomPlayers && (players < 2 || players > max_players(omaha)))
        throw std::invalid_argument("players must be 0 (random 2..10) or 2.." + std::to_string(max_players(omaha)) +
                                    (omaha ? " in Omaha" : " in Hold'em") + ", got " + std::to_string(players));
    for (int c = 0; c < kNumCards; ++c) deck_[c] = static_cast<Card>(c);
}

void SampleGenerator::generate(std::size_t count, std::string& out) {
    out.reserve(out.size() + count * (kBoardSize * 2 + 1 + (players_ ? players_ : 6) * (2 * hand_size_ + 1)));
    for (std::size_t i = 0; i < count; ++i) {
        throw_if_cancelled();
        deal_line(out);
    }
}

void SampleGenerator::deal_line(std::string& out) {
    const int players = players_ != kRandomPlayers
                            ? players_
                            : kMinRandomPlayers +
                                  static_cast<int>(rng_.below(kMaxRandomPlayers - kMinRandomPlayers + 1));
    const int needed = kBoardSize + players * hand_size_;
    draw_to_front(deck_, kNumCards, static_cast<std::uint32_t>(needed), rng_);  // (a permutation between lines)
    for (int i = 0; i < kBoardSize; ++i) append_card(out, deck_[i]);
    for (int i = kBoardSize; i < needed; ++i) {
        if ((i - kBoardSize) % hand_size_ == 0) out += ' ';
        append_card(out, deck_[i]);
    }
    out += '\n';
}

}  // namespace holdem
