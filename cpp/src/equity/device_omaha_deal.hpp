// Omaha high's deal for the CUDA backend's stream (device_mc.hpp's
// run_stream): the board's cards and each player's H hole cards as cards
// (known ones from the spot, the rest drawn as Hold'em's are), the strength
// the best of exactly two hole and three board cards (eval/device_omaha.hpp).
// Omaha takes no ranges.  Written once for the device and the CPU.
#pragma once

#include <cstdint>

#include "core/hd.hpp"
#include "device_mc.hpp"
#include "eval/device_omaha.hpp"

namespace holdem::device {

template <int H, int N>
struct OmahaDeal {
    OmahaBoard board;

    HOLDEM_HD bool draw_ranges(const DeviceSpot&, const StreamData&, PhiloxStream&, std::uint64_t& used) {
        used = 0;
        return true;
    }

    template <class Deck>
    HOLDEM_HD void deal_board(const DeviceSpot& spot, const StreamData& data, Deck& deck, PhiloxStream& rng,
                              std::uint64_t& used) {
        const int known = 5 - spot.missing;
        unsigned char cards[5];
        HOLDEM_UNROLL
        for (int i = 0; i < 5; ++i)
            cards[i] = i < known ? spot.board[i] : static_cast<unsigned char>(deck.draw(rng, used, data.tables).card);
        board = omaha_board(cards, data.tables);
    }

    // A player at a time, the loop kept rolled: its body is C(H,2) x 10 lookups.
    template <class Deck>
    HOLDEM_HD void strengths(const DeviceSpot& spot, const StreamData& data, Deck& deck, PhiloxStream& rng,
                             std::uint64_t& used, std::uint16_t (&s)[N]) {
        HOLDEM_NO_UNROLL
        for (int p = 0; p < N; ++p) {
            const DeviceSeat& seat = spot.seats[p];
            const int known = H - seat.dealt;
            unsigned char hole[H];
            HOLDEM_UNROLL
            for (int j = 0; j < H; ++j)
                hole[j] = j < known ? seat.cards[j]
                                    : static_cast<unsigned char>(deck.draw(rng, used, data.tables).card);
            s[p] = omaha_strength<H>(hole, board, data.tables);
        }
    }
};

template <int H>
struct OmahaGame {
    static constexpr int kHoleCards = H;
    // As many as the deck deals (47 / H: PLO4 11, PLO5 9, PLO6 7), at most kMaxDevicePlayers.
    static constexpr int kMaxPlayers = 47 / H < kMaxDevicePlayers ? 47 / H : kMaxDevicePlayers;
    template <int N>
    using Deal = OmahaDeal<H, N>;
};

}  // namespace holdem::device
