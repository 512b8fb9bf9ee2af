// An Omaha batch (high or low) for NumPy arrays: stretches of kBatchChunkRows rows without the
// GIL, Ctrl-C noticed between them, a bad row named by its index in the whole batch.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/eval/omaha.hpp"
#include "native_call.hpp"

namespace holdem::bindings {

// Rows per GIL-free stretch of a long batch; Ctrl-C is noticed between them.
inline constexpr std::size_t kBatchChunkRows = std::size_t{1} << 21;

// `evaluate(boards, holes, rows, hole_n, out, threads)` over the rows, in stretches; with
// `validate`, each stretch's rows are checked first and the first bad one is refused by
// `checked(board, 5, hole, hole_n)`'s message, "row N: ...".
template <class Out, class Evaluate, class Checked>
pybind11::array_t<Out> omaha_batch_in_chunks(const pybind11::array_t<Card, pybind11::array::c_style>& boards,
                                             const pybind11::array_t<Card, pybind11::array::c_style>& holes,
                                             const char* caller, int threads, bool validate, Evaluate evaluate,
                                             Checked checked) {
    const std::size_t rows = omaha_batch_rows(boards, holes, caller);
    if (threads < 0) throw std::invalid_argument("threads must be >= 0, got " + std::to_string(threads));
    const auto hole_n = static_cast<std::size_t>(holes.shape(1));
    pybind11::array_t<Out> out(static_cast<pybind11::ssize_t>(rows));
    const Card* b = boards.data();
    const Card* h = holes.data();
    Out* result = out.mutable_data();
    for (std::size_t start = 0; start < rows; start += kBatchChunkRows) {
        const std::size_t count = std::min(kBatchChunkRows, rows - start);
        const Card* cb = b + start * kOmahaBoardCards;
        const Card* ch = h + start * hole_n;
        std::size_t bad = count;
        {
            NativeCall call;
            pybind11::gil_scoped_release release;
            if (validate) bad = first_invalid_omaha_row(cb, ch, count, hole_n, threads);
            if (bad == count) evaluate(cb, ch, count, hole_n, result + start, threads);
        }
        if (bad < count) {
            const std::size_t row = start + bad;
            try {
                checked(b + row * kOmahaBoardCards, kOmahaBoardCards, h + row * hole_n, hole_n);
            } catch (const std::invalid_argument& e) {
                throw std::invalid_argument("row " + std::to_string(row) + ": " + e.what());
            }
        }
        check_signals();
    }
    return out;
}

}  // namespace holdem::bindings
