// The host side of the CUDA backend's Monte Carlo: a checked Problem turned
// into the plain data a stream reads (DevicePlan), the run driver that asks
// a stream runner (the GPU, or the CPU running the same device code) for
// batches of streams and stops as the options say, and the counts turned
// into an EquityResult.  Internal to the equity calculator.
#pragma once

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "core/constant.hpp"
#include "device_mc.hpp"
#include "device_omaha_deal.hpp"
#include "holdem/equity/equity.hpp"
#include "holdem/equity/gpu_equity.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

struct DevicePlan {
    device::DeviceSpot spot;
    std::vector<device::DeviceCombo> combos;  // every range's combos, one range after another
};

// Throws std::invalid_argument when the backend cannot take the problem
// (not Hold'em or Omaha high, more than kMaxDevicePlayers players).
DevicePlan make_device_plan(const Problem& problem);

// Adds to `out` the counts of streams [first, end) of a run of `trials` deals.
using StreamRunner =
    std::function<void(std::uint64_t first, std::uint64_t end, std::uint64_t trials, device::DeviceCounts& out)>;

// Runs the streams in batches (the same batches whatever runs them) until
// the trials, standard error or time limit asked for.
EquityResult run_device_monte_carlo(const Problem& problem, const EquityOptions& options, const StreamRunner& runner,
                                    double start);

// The streams [first, end) as a grid of `blocks` blocks of `threads`
// threads would run them, on the calling CPU thread.
void run_streams_on_host(const DevicePlan& plan, DeviceDeal deal, std::uint64_t seed, std::uint64_t first,
                         std::uint64_t end, std::uint64_t trials, unsigned blocks, unsigned threads,
                         device::DeviceCounts& out);

// Calls f(Game{}) with the device game of `hole_cards` per player:
// HoldemGame for 2, OmahaGame<H> for 4, 5 or 6.
template <class F>
void with_device_game(int hole_cards, F&& f) {
    switch (hole_cards) {
        case 4: return f(device::OmahaGame<4>{});
        case 5: return f(device::OmahaGame<5>{});
        case 6: return f(device::OmahaGame<6>{});
        default: return f(device::HoldemGame{});
    }
}

// Names a deck class to a generic lambda (decks are built per stream, not here).
template <class Deck>
struct DeckTag {
    using type = Deck;
};

// Calls f(DeckTag<Deck>{}) with the deck class of `deal` (device_mc.hpp).
template <class F>
void with_device_deck(DeviceDeal deal, F&& f) {
    if (deal == DeviceDeal::kShuffle) return f(DeckTag<device::ShuffleDeck>{});
    return f(DeckTag<device::SelectDeck>{});
}

}  // namespace holdem::equity_detail
