// Omaha hi-lo in the module: the low evaluator, its batches, and the hi-lo
// fields of an equity result.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/eval/omaha.hpp"
#include "holdem/eval/omaha_lo.hpp"
#include "int_args.hpp"
#include "native_call.hpp"
#include "omaha_batch.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

using CardArray = py::array_t<Card, py::array::c_style>;

// In stretches with Ctrl-C between them, as the high batch (it ran 90 M rows to their end).
py::array_t<LowStrength> low_batch(CardArray boards, CardArray holes, int threads, bool validate) {
    return omaha_batch_in_chunks<LowStrength>(
        boards, holes, "evaluate_omaha_lo_batch", threads, validate,
        [](const Card* b, const Card* h, std::size_t rows, std::size_t hole_n, LowStrength* out, int t) {
            evaluate_omaha_lo_batch(b, h, rows, hole_n, out, t, false);
        },
        evaluate_omaha_lo_checked);
}

}  // namespace

void add_hilo_fields(py::dict& fields, const EquityResult& r) {
    if (r.hi_share.empty()) return;
    fields["hi_share"] = py::tuple(py::cast(r.hi_share));
    fields["lo_share"] = py::tuple(py::cast(r.lo_share));
    fields["scoop"] = py::tuple(py::cast(r.win));
    fields["low_frequency"] = r.low_frequency;
}

void bind_hilo(py::module_& m) {
    m.def(
        "evaluate_omaha_lo",
        [](py::handle board, py::handle hole) {
            const std::vector<Card> b = cards_from_python(board, "board");
            const std::vector<Card> h = cards_from_python(hole, "hole");
            return evaluate_omaha_lo_checked(b.data(), b.size(), h.data(), h.size());
        },
        py::arg("board"), py::arg("hole"),
        "Omaha eight-or-better low of exactly two of the 4, 5 or 6 hole cards and three of the 5 board cards: "
        "0 when no low qualifies, else 1 (8-7-6-5-4) .. 56 (5-4-3-2-A), higher is better.");
    m.def("_evaluate_omaha_lo_batch", &low_batch, py::arg("boards"), py::arg("holes"), py::arg("threads") = 1,
          py::arg("validate") = true);
    m.def(
        "low_ranks",
        [](py::handle strength) {
            const int low = int_in_range(strength, "strength", "low strength", 1, kNumLowStrengths);
            const auto ranks = holdem::low_ranks(static_cast<LowStrength>(low));
            return py::make_tuple(ranks[0], ranks[1], ranks[2], ranks[3], ranks[4]);
        },
        py::arg("strength"), "The five ranks of a low strength 1..56, highest first (1 is the ace).");
    m.def("omaha_lo_table_bytes", &omaha_lo_table_bytes, "Bytes of the Omaha low table.");
}

}  // namespace holdem::bindings
