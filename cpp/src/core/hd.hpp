// HOLDEM_HD marks functions that run on the CPU and, compiled by nvcc, on a
// CUDA device too: the per-thread code of the optional CUDA backend is
// written once, and the ordinary C++ build compiles (and tests) it for the CPU.
#pragma once

#if defined(__CUDACC__)
#define HOLDEM_HD __host__ __device__
#else
#define HOLDEM_HD
#endif

// Unrolls the next loop (its trip count known at compile time), in nvcc's
// device pass and in the plain C++ build; nothing in nvcc's host pass (whose
// host code never runs these loops: the library's .cpp copy does).
#if defined(__CUDA_ARCH__)
#define HOLDEM_UNROLL _Pragma("unroll")
#elif defined(__CUDACC__)
#define HOLDEM_UNROLL
#else
#define HOLDEM_UNROLL _Pragma("GCC unroll 16")
#endif

// Keeps the next loop rolled on the device (a body too large to copy per
// iteration); the plain compilers decide for themselves.
#if defined(__CUDA_ARCH__)
#define HOLDEM_NO_UNROLL _Pragma("unroll 1")
#else
#define HOLDEM_NO_UNROLL
#endif
