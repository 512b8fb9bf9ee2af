// The original validator's random samples: comparator input lines
// "BOARD HAND HAND ...", each dealt from a freshly shuffled deck.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "holdem/core/cards.hpp"
#include "holdem/core/random.hpp"

namespace holdem {

class SampleGenerator {
public:
    static constexpr int kRandomPlayers = 0;  // 2..10 players, drawn per line
    static constexpr int kMinRandomPlayers = 2;
    static constexpr int kMaxRandomPlayers = 10;

    // Most players a deck can serve: 23 in Hold'em, 11 in Omaha.
    static int max_players(bool omaha);

    // players: 2..max_players(omaha), or kRandomPlayers.  Throws
    // std::invalid_argument for any other count.
    SampleGenerator(std::uint64_t seed, int players, bool omaha);

    // Appends `count` lines, each ending in '\n'; throws Cancelled (after
    // whole lines) once cancel_requested() (holdem/core/cancel.hpp).
    void generate(std::size_t count, std::string& out);

private:
    void deal_line(std::string& out);

    Rng rng_;
    int players_;
    int hand_size_;
    Card deck_[kNumCards];
};

}  // namespace holdem
