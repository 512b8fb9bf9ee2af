#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <stdexcept>

#include "bindings.hpp"
#include "holdem/verify/census.hpp"
#include "holdem/eval/enumeration.hpp"
#include "native_call.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

py::dict to_dict(const Census& c) {
    py::dict d;
    d["hands"] = c.hands;
    py::dict counts;
    for (int code = 1; code <= 10; ++code) counts[py::int_(code)] = c.category_counts[code];
    d["category_counts"] = counts;
    d["distinct_strengths"] = c.distinct_strengths;
    d["prime_disagreements"] = c.prime_disagreements;
    if (c.brute_force_run) d["brute_disagreements"] = c.brute_disagreements;
    d["batch_mismatches"] = c.batch_mismatches;
    return d;
}

}  // namespace

void bind_census(py::module_& m) {
    auto census = m.def_submodule("census", "Self-checks: every hand, or many random ones, through the evaluators.");
    census.def(
        "five_card", [] {
            Census c;
            {
                NativeCall call;
                py::gil_scoped_release release;
                c = five_card_census();
            }
            return to_dict(c);
        },
        "All 2,598,960 five-card hands through the fast, prime and brute-force evaluators.");
    census.def(
        "seven_card", [](int threads) {
            Census c;
            {
                NativeCall call;
                py::gil_scoped_release release;
                c = seven_card_census(threads);
            }
            return to_dict(c);
        },
        py::arg("threads") = 0, "All 133,784,560 seven-card hands through the fast evaluator and prime method.");
    census.def(
        "seven_card_histogram", [](int threads) {
            StrengthHistogram histogram;
            {
                NativeCall call;
                py::gil_scoped_release release;
                histogram = seven_card_histogram(threads);
            }
            return std::vector<std::uint64_t>(histogram.begin(), histogram.end());
        },
        py::arg("threads") = 0,
        "Count of 7-card hands per strength 0..7462 (index = strength), by sequential enumeration.");
    census.def(
        "random", [](std::uint64_t count, int size, std::uint64_t seed, int threads) {
            if (size < 5 || size > 7) throw std::invalid_argument("size must be 5, 6 or 7");
            Census c;
            {
                NativeCall call;
                py::gil_scoped_release release;
                c = random_census(count, size, seed, threads);
            }
            return to_dict(c);
        },
        py::arg("count"), py::arg("size"), py::arg("seed") = 1, py::arg("threads") = 0,
        "Random hands through the brute force and the fast evaluator.");
}

}  // namespace holdem::bindings
