// The CUDA stream runner (cuda/monte_carlo.cu; without the backend,
// cuda_stub.cpp throws).  Internal to the equity calculator.
#pragma once

#include <cstdint>

#include "device_plan.hpp"

namespace holdem::equity_detail {

// The block sizes heads-up Hold'em's select kernels are built at (the first
// the default), and whether a spot dealt by `deal` is one of those.
inline constexpr unsigned kHeadsUpBlockThreads[] = {512, 768, 1024};
inline bool heads_up_select(const DevicePlan& plan, DeviceDeal deal) {
    return plan.spot.hole_cards == 2 && plan.spot.players <= 2 && deal == DeviceDeal::kSelect;
}

// A runner that runs batches of streams on the GPU, dealing as `deal` says,
// heads-up select spots in blocks of `block_threads` (one of
// kHeadsUpBlockThreads, checked by the caller); the device buffers it holds
// live as long as the runner.
StreamRunner make_cuda_stream_runner(const DevicePlan& plan, DeviceDeal deal, std::uint64_t seed,
                                     unsigned block_threads);

}  // namespace holdem::equity_detail
