// Without the CUDA backend (HOLDEM_CUDA off): no device, and the batch calls
// say how to build with it.
#ifndef HOLDEM_WITH_CUDA
#include <stdexcept>

#include "holdem/eval/gpu_batch.hpp"

namespace holdem {

bool cuda_built() { return false; }
int cuda_device_count() { return 0; }
bool cuda_available() { return false; }
void check_cuda_usable() {
    throw std::runtime_error("holdEm was built without CUDA (pip install . -Ccmake.define.HOLDEM_CUDA=ON)");
}

void evaluate_batch_cuda(const Card*, std::size_t, std::size_t, Strength*, bool) { check_cuda_usable(); }
void evaluate_batch_cuda_device(const Card*, std::size_t, std::size_t, Strength*, bool) { check_cuda_usable(); }
void evaluate_batch_cuda_shifted(const Card*, std::size_t, std::size_t, Strength*, std::size_t, bool) {
    check_cuda_usable();
}
double time_batch_cuda_device(const Card*, std::size_t, std::size_t, Strength*, int, bool, BatchLanes) {
    check_cuda_usable();
    return 0.0;
}

}  // namespace holdem
#endif
