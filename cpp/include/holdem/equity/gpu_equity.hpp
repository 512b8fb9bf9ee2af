// Monte Carlo Hold'em equity on the optional CUDA backend (2 to 10 players;
// exact cards, partly known hands, random hands, weighted ranges, board and
// dead cards), and Omaha high (options.game kOmaha4/5/6: cards, some of
// them or random; up to 10 players, and no more than the deck deals).  Counter-based dealing: a seed gives the same result whatever
// the launch shape, and the device code also runs on the CPU
// (calculate_equity_device_on_host), where it gives the very same result.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/equity/equity.hpp"

namespace holdem {

// How a device stream deals its cards.  kSelect: the n-th card left of the
// deck's mask (a popcount select).  kShuffle: a partial shuffle of the
// stream's own deck, kept in shared memory beside the tables.  Both deal
// every card left equally likely, from different draws of the generator (so
// a seed's counts differ between them); kSelect is the measured default,
// kShuffle a candidate until a GPU run measures the two side by side
// (benchmarks/gpu_bench.py --deals select,shuffle).
enum class DeviceDeal { kSelect, kShuffle };

// Like calculate_equity with ExactMode::kMonteCarlo (kExact throws
// std::invalid_argument; options.threads is not used).  Throws
// std::runtime_error without the backend or a device (see gpu_batch.hpp).
// `block_threads`: threads a block for heads-up Hold'em dealt by kSelect,
// whose kernels are built at 512 (0: the default), 768 and 1024 threads
// until a GPU run keeps the fastest (benchmarks/gpu_bench.py times each);
// other spots take 0 only.  The counts are the same at any block size.
EquityResult calculate_equity_cuda(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                                   const std::vector<Card>& dead, const EquityOptions& options = {},
                                   DeviceDeal deal = DeviceDeal::kSelect, unsigned block_threads = 0);

// The GPU's per-thread code run on the calling CPU thread, as a grid of
// `blocks` blocks of `threads` threads would: the same counts as the GPU for
// the same seed and deal, whatever the shape.  For tests and as the reference.
EquityResult calculate_equity_device_on_host(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                                             const std::vector<Card>& dead, const EquityOptions& options,
                                             unsigned blocks = 4, unsigned threads = 32,
                                             DeviceDeal deal = DeviceDeal::kSelect);

// The backend's dealing generator, Philox4x32-10, of one counter under a key
// (for checks against the published test vectors).
std::array<std::uint32_t, 4> philox4x32_10(const std::array<std::uint32_t, 4>& counter,
                                           const std::array<std::uint32_t, 2>& key);

}  // namespace holdem
