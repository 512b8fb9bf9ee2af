// Without the CUDA backend (HOLDEM_CUDA off), the equity runner says so.
#ifndef HOLDEM_WITH_CUDA
#include "device_launch.hpp"
#include "holdem/eval/gpu_batch.hpp"

namespace holdem::equity_detail {

StreamRunner make_cuda_stream_runner(const DevicePlan&, DeviceDeal, std::uint64_t, unsigned) {
    check_cuda_usable();  // throws
    return {};
}

}  // namespace holdem::equity_detail
#endif
