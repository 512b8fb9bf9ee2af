// What the CUDA kernels share: error checks, the evaluator's tables on the
// device (uploaded once) and their staging into shared memory.  Compiled
// only with HOLDEM_CUDA.
#pragma once

#include <cuda_runtime.h>

#include <mutex>
#include <stdexcept>
#include <string>

#include "eval/device_eval.hpp"

namespace holdem::device {

inline void cuda_check(cudaError_t status, const char* what) {
    if (status != cudaSuccess) throw std::runtime_error(std::string("CUDA: ") + what + ": " + cudaGetErrorString(status));
}

// Memory for `count` objects of T, freed with it: on the device, or (Pinned)
// page-locked on the host, which the device copies from and to at the
// link's speed, and asynchronously.
template <class T, bool Pinned>
class CudaBuffer {
public:
    CudaBuffer(std::size_t count, const char* what) {
        void* data = nullptr;
        cuda_check(Pinned ? cudaMallocHost(&data, count * sizeof(T)) : cudaMalloc(&data, count * sizeof(T)), what);
        data_ = static_cast<T*>(data);
    }
    ~CudaBuffer() {
        if (Pinned)
            cudaFreeHost(data_);
        else
            cudaFree(data_);
    }
    CudaBuffer(const CudaBuffer&) = delete;
    CudaBuffer& operator=(const CudaBuffer&) = delete;
    T* get() const { return data_; }

private:
    T* data_ = nullptr;
};

template <class T>
using DeviceBuffer = CudaBuffer<T, false>;
template <class T>
using PinnedBuffer = CudaBuffer<T, true>;

// A stream of its own (not synchronised with the default stream), waited
// for and destroyed with it, so that nothing queued on it outlives the
// buffers declared before it.
class CudaStream {
public:
    CudaStream() { cuda_check(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking), "creating a stream"); }
    ~CudaStream() {
        cudaStreamSynchronize(stream_);
        cudaStreamDestroy(stream_);
    }
    CudaStream(const CudaStream&) = delete;
    CudaStream& operator=(const CudaStream&) = delete;
    cudaStream_t get() const { return stream_; }
    void wait(const char* what) const { cuda_check(cudaStreamSynchronize(stream_), what); }

private:
    cudaStream_t stream_ = nullptr;
};

// The table block in device memory, copied there on first use (one device: the current one).
inline const uint4* device_table_block() {
    static std::once_flag once;
    static void* block = nullptr;
    std::call_once(once, [] {
        cuda_check(cudaMalloc(&block, kTableBlockBytes), "allocating the tables");
        cuda_check(cudaMemcpy(block, host_table_block(), kTableBlockBytes, cudaMemcpyHostToDevice), "copying the tables");
    });
    return static_cast<const uint4*>(block);
}

// The whole table block into dynamic shared memory (16 bytes a thread per
// step, coalesced); the caller synchronises the block before reading it.
__device__ inline DeviceTables stage_tables(uint4* shared, const uint4* __restrict__ global) {
    for (unsigned i = threadIdx.x; i < kTableBlockBytes / 16; i += blockDim.x) shared[i] = global[i];
    return tables_in(shared);
}

// Dynamic shared memory per block (the staged tables, and what a kernel
// keeps beside them): above the default 48 KB, so each kernel opts in
// (once) with cudaFuncSetAttribute.
template <class Kernel>
void allow_shared_memory(Kernel kernel, std::size_t bytes) {
    cuda_check(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, static_cast<int>(bytes)),
               "raising the shared memory limit");
}

// Multiprocessors of the current device: one block each (the staged tables fill an SM's shared memory).
inline int multiprocessors() {
    int device = 0, count = 0;
    cuda_check(cudaGetDevice(&device), "cudaGetDevice");
    cuda_check(cudaDeviceGetAttribute(&count, cudaDevAttrMultiProcessorCount, device), "reading the SM count");
    return count;
}

}  // namespace holdem::device
