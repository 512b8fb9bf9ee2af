// The CUDA stream runner (cuda/monte_carlo.cu; without the backend,
// cuda_stub.cpp throws).  Internal to the equity calculator.
#pragma once

#include <cstdint>

#include "device_plan.hpp"

namespace holdem::equity_detail {

// A runner that runs batches of streams on the GPU, dealing as `deal` says;
// the device buffers it holds live as long as the runner.
StreamRunner make_cuda_stream_runner(const DevicePlan& plan, DeviceDeal deal, std::uint64_t seed);

}  // namespace holdem::equity_detail
