// Omaha hi: evaluate_omaha, the best five, NumPy batches, and the random census.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/eval/best_hand.hpp"
#include "holdem/eval/omaha.hpp"
#include "holdem/verify/omaha_census.hpp"
#include "native_call.hpp"
#include "omaha_batch.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

using CardArray = py::array_t<Card, py::array::c_style>;

// Rows per GIL-free stretch of the census; Ctrl-C is noticed between them.
constexpr std::size_t kChunkRows = kBatchChunkRows;

py::array_t<Strength> batch(CardArray boards, CardArray holes, int threads, bool validate) {
    return omaha_batch_in_chunks<Strength>(
        boards, holes, "evaluate_omaha_batch", threads, validate,
        [](const Card* b, const Card* h, std::size_t rows, std::size_t hole_n, Strength* out, int t) {
            evaluate_omaha_batch(b, h, rows, hole_n, out, t, false);
        },
        evaluate_omaha_checked);
}

py::dict omaha_census(std::uint64_t count, int hole_size, std::uint64_t seed, int threads,
                      std::uint64_t brute_every) {
    if (hole_size < static_cast<int>(kOmahaMinHole) || hole_size > static_cast<int>(kOmahaMaxHole))
        throw std::invalid_argument("hole_size must be 4, 5 or 6, got " + std::to_string(hole_size));
    if (threads < 0) throw std::invalid_argument("threads must be >= 0, got " + std::to_string(threads));
    OmahaCensus total;
    for (std::uint64_t start = 0; start < count; start += kChunkRows / 8) {
        const std::uint64_t end = std::min<std::uint64_t>(count, start + kChunkRows / 8);
        {
            NativeCall call;
            py::gil_scoped_release release;
            total.merge(omaha_random_census(start, end, static_cast<std::size_t>(hole_size), seed, threads,
                                            brute_every));
        }
        check_signals();
    }
    py::dict d;
    d["hands"] = total.hands;
    py::dict counts;
    for (int code = 1; code <= kNumCategories; ++code) counts[py::int_(code)] = total.category_counts[code];
    d["category_counts"] = counts;
    d["naive_disagreements"] = total.naive_disagreements;
    d["brute_checked"] = total.brute_checked;
    d["brute_disagreements"] = total.brute_disagreements();
    return d;
}

std::pair<std::vector<Card>, std::vector<Card>> deal_from_python(py::handle board, py::handle hole) {
    return {cards_from_python(board, "board"), cards_from_python(hole, "hole")};
}

}  // namespace

void bind_omaha(py::module_& m) {
    m.def(
        "evaluate_omaha",
        [](py::handle board, py::handle hole) {
            const auto [b, h] = deal_from_python(board, hole);
            return evaluate_omaha_checked(b.data(), b.size(), h.data(), h.size());
        },
        py::arg("board"), py::arg("hole"),
        "Strength 1..7462 of the best Omaha hand: exactly two of the 4, 5 or 6 hole cards and three of the "
        "5 board cards.");
    m.def(
        "_best_omaha_hand",
        [](py::handle board, py::handle hole) {
            const auto [b, h] = deal_from_python(board, hole);
            const BestHand best = best_omaha_hand(b.data(), b.size(), h.data(), h.size());
            return best_hand_fields(best);
        },
        py::arg("board"), py::arg("hole"));
    m.def("_evaluate_omaha_batch", &batch, py::arg("boards"), py::arg("holes"), py::arg("threads") = 1,
          py::arg("validate") = true);
    m.def("omaha_table_bytes", &omaha_table_bytes, "Bytes of lookup table the Omaha evaluator adds.");

    py::module_ census = py::hasattr(m, "census")
                             ? py::reinterpret_borrow<py::module_>(m.attr("census"))
                             : m.def_submodule("census", "Self-checks of the evaluators.");
    census.def(
        "omaha_exhaustive",
        [] {
            OmahaExhaustiveCensus c;
            {
                NativeCall call;
                py::gil_scoped_release release;
                c = omaha_exhaustive_census();
            }
            py::dict d;
            d["table_entries"] = c.table_entries;
            d["table_mismatches"] = c.table_mismatches;
            d["flush_cases"] = c.flush_cases;
            d["flush_mismatches"] = c.flush_mismatches;
            return d;
        },
        "Every entry of the Omaha non-flush table (each board rank multiset with each hole rank pair) and "
        "every flush case (3..5 board ranks of a suit, 2..6 hole ranks of it) against the five-card "
        "evaluator over all two-hole, three-board choices.");
    census.def("omaha_random", &omaha_census, py::arg("count"), py::arg("hole_size"), py::arg("seed") = 1,
               py::arg("threads") = 0, py::arg("brute_every") = 64,
               "Random Omaha deals through the evaluator and two references that try every two-hole, "
               "three-board hand: the five-card evaluator (every deal; naive_disagreements counts deals "
               "whose strengths differ) and the original's brute force (every brute_every-th deal; "
               "brute_disagreements counts breaks of a strictly increasing strength -> score map).");
}

}  // namespace holdem::bindings
