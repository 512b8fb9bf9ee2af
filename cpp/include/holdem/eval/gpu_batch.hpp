// The optional CUDA backend (CMake option HOLDEM_CUDA): whether it is there,
// and batch evaluation on the GPU.  Without it (or without a device) every
// call but the three queries throws std::runtime_error saying which is missing.
#pragma once

#include <cstddef>

#include "holdem/core/cards.hpp"
#include "holdem/core/strength.hpp"

namespace holdem {

// Whether the library was built with the CUDA backend.
bool cuda_built();
// CUDA devices present (0 without the backend, a driver or a device).
int cuda_device_count();
// cuda_built() and a device present.
bool cuda_available();
// Throws std::runtime_error unless cuda_available(), naming what is missing.
void check_cuda_usable();

// How the batch kernel finds each card's lane bit: two shifts of its position
// (kShifts, the default), or a 16-byte load from a card table in shared memory
// that also holds its rank key (kCardTable).  Both give the same strengths; the
// benchmark times both until a GPU run keeps the faster.
enum class BatchLanes { kShifts, kCardTable };

// evaluate_batch on the GPU for rows in host memory: copied in, evaluated,
// copied out.  With `validate`, a row with a card above 51 or a repeated
// card throws std::invalid_argument naming the first such row.
void evaluate_batch_cuda(const Card* cards, std::size_t rows, std::size_t width, Strength* out, bool validate = true);

// The same for rows and results already in device memory (device pointers).
void evaluate_batch_cuda_device(const Card* device_cards, std::size_t rows, std::size_t width, Strength* device_out,
                                bool validate = true);

// evaluate_batch_cuda with the rows copied `shift` bytes past the start of their device
// allocation: the kernel reading rows at any alignment, as device arrays may have.  For tests.
void evaluate_batch_cuda_shifted(const Card* cards, std::size_t rows, std::size_t width, Strength* out,
                                 std::size_t shift, bool validate = true);

// The device-array path's cost, for benchmarks: copies the rows to the device once,
// evaluates them there `repeats` times (timed with CUDA events, no copies) and copies the
// last results into `out`; returns the seconds one evaluation of the whole batch took.
double time_batch_cuda_device(const Card* cards, std::size_t rows, std::size_t width, Strength* out, int repeats,
                              bool validate = true, BatchLanes lanes = BatchLanes::kShifts);

// The GPU kernel's per-row code run on the calling CPU thread (the same
// strengths as evaluate_batch; 0 for a bad row when validating).  For tests.
void evaluate_batch_device_code(const Card* cards, std::size_t rows, std::size_t width, Strength* out,
                                bool validate = true, BatchLanes lanes = BatchLanes::kShifts);

// The GPU Monte Carlo's Omaha high evaluation run on the calling CPU thread:
// row r's best hand of two of its hole_n (4, 5 or 6) cards and three of its
// 5 board cards (valid, distinct cards: not checked).  For tests.
void evaluate_omaha_device_code(const Card* boards, const Card* holes, std::size_t rows, std::size_t hole_n,
                                Strength* out);

}  // namespace holdem
