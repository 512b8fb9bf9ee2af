// The host side of the CUDA backend's Monte Carlo: a checked Problem turned
// into the plain data a stream reads (DevicePlan), the run driver that asks
// a stream runner (the GPU, or the CPU running the same device code) for
// batches of streams and stops as the options say, and the counts turned
// into an EquityResult.  Internal to the equity calculator.
#pragma once

#include <cstdint>
#include <functional>
#include <type_traits>
#include <utility>
#include <vector>

#include "device_mc.hpp"
#include "holdem/equity/equity.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

struct DevicePlan {
    device::DeviceSpot spot;
    std::vector<device::DeviceCombo> combos;  // every range's combos, one range after another
    std::vector<unsigned char> deck;          // the cards not known
};

// Throws std::invalid_argument when the backend cannot take the problem
// (not Hold'em, more than kMaxDevicePlayers players).
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
void run_streams_on_host(const DevicePlan& plan, std::uint64_t seed, std::uint64_t first, std::uint64_t end,
                         std::uint64_t trials, unsigned blocks, unsigned threads, device::DeviceCounts& out);

// Calls f(std::integral_constant<int, N>{}) for n = N players, 1..kMaxDevicePlayers.
template <class F>
void with_player_count(int n, F&& f) {
    switch (n) {
        case 1: return f(std::integral_constant<int, 1>{});
        case 2: return f(std::integral_constant<int, 2>{});
        case 3: return f(std::integral_constant<int, 3>{});
        case 4: return f(std::integral_constant<int, 4>{});
        case 5: return f(std::integral_constant<int, 5>{});
        case 6: return f(std::integral_constant<int, 6>{});
        case 7: return f(std::integral_constant<int, 7>{});
        case 8: return f(std::integral_constant<int, 8>{});
        case 9: return f(std::integral_constant<int, 9>{});
        default: return f(std::integral_constant<int, 10>{});
    }
}

}  // namespace holdem::equity_detail
