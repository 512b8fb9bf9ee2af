// The comparator pipeline's engines: the line comparator and the sample generator.
#include <pybind11/pybind11.h>

#include <stdexcept>
#include <string>
#include <string_view>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/tools/comparator.hpp"
#include "holdem/tools/sample_generator.hpp"
#include "native_call.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

// game: "" (Hold'em or Omaha, or five-card draw with five_card_draw), "shortdeck",
// "shortdeck-triton" or "omaha-hilo".
CompareOptions make_options(bool ties_equals, bool five_card_draw, bool debug, const std::string& game = "") {
    CompareOptions options;
    options.game = five_card_draw ? CompareGame::kFiveCardDraw : CompareGame::kBoardGame;
    if (game == "shortdeck") options.game = CompareGame::kShortDeck;
    else if (game == "shortdeck-triton") options.game = CompareGame::kShortDeckTriton;
    else if (game == "omaha-hilo") options.game = CompareGame::kOmahaHiLo;
    else if (!game.empty())
        throw std::invalid_argument("unknown comparator game '" + game + "': use shortdeck, shortdeck-triton or omaha-hilo");
    options.ties_equals = ties_equals;
    options.debug = debug;
    return options;
}

std::string_view bytes_view(const py::bytes& data) {
    char* buffer = nullptr;
    Py_ssize_t size = 0;
    if (PyBytes_AsStringAndSize(data.ptr(), &buffer, &size) != 0) throw py::error_already_set();
    return {buffer, static_cast<std::size_t>(size)};
}

py::tuple feed(StreamComparator& comparator, const py::bytes& data) {
    const std::string_view input = bytes_view(data);
    std::string answers, diagnostics;
    {
        NativeCall call;
        py::gil_scoped_release release;  // `data` stays alive: the caller holds it
        comparator.feed(input, answers, diagnostics);
    }
    return py::make_tuple(py::bytes(answers), py::bytes(diagnostics));
}

py::tuple finish(StreamComparator& comparator) {
    std::string answers, diagnostics;
    comparator.finish(answers, diagnostics);
    return py::make_tuple(py::bytes(answers), py::bytes(diagnostics));
}

py::bytes generate(SampleGenerator& generator, long long count) {
    if (count < 0) throw std::invalid_argument("count must be >= 0, got " + std::to_string(count));
    std::string out;
    {
        NativeCall call;
        py::gil_scoped_release release;
        generator.generate(static_cast<std::size_t>(count), out);
    }
    return py::bytes(out);
}

}  // namespace

void bind_comparator(py::module_& m) {
    py::class_<StreamComparator>(m, "_StreamComparator",
                                 "The comparator over a byte stream: feed() answers every complete line.")
        .def(py::init([](bool ties_equals, bool five_card_draw, bool debug, const std::string& game) {
                 return StreamComparator(make_options(ties_equals, five_card_draw, debug, game));
             }),
             py::kw_only(), py::arg("ties_equals") = false, py::arg("five_card_draw") = false,
             py::arg("debug") = false, py::arg("game") = "")
        .def("feed", &feed, py::arg("data"),
             "Answers the complete lines in data; returns (answers, diagnostics) as bytes.")
        .def("finish", &finish, "Answers a last line without a line end; returns (answers, diagnostics).")
        .def_property_readonly("lines", &StreamComparator::lines, "Lines answered so far.")
        .def_property_readonly("errors", &StreamComparator::errors, "Bad lines so far.")
        .def_readonly_static("MAX_LINE", &StreamComparator::kMaxLine,
                             "Longest line answered; a longer one gets an error answer.");

    m.def(
        "_compare_line",
        [](const py::str& line, bool ties_equals, bool five_card_draw, bool debug, const std::string& game) {
            LineComparator comparator(make_options(ties_equals, five_card_draw, debug, game));
            if (!comparator.compare(utf8_view(line))) throw std::invalid_argument(comparator.error());
            return py::make_tuple(comparator.answer(), comparator.debug());
        },
        py::arg("line"), py::kw_only(), py::arg("ties_equals") = false, py::arg("five_card_draw") = false,
        py::arg("debug") = false, py::arg("game") = "");

    py::class_<SampleGenerator>(m, "_SampleGenerator", "The original validator's random comparator input lines.")
        .def(py::init<std::uint64_t, int, bool>(), py::arg("seed"), py::arg("players"), py::arg("omaha") = false)
        .def("generate", &generate, py::arg("count"), "count sample lines, each ending in a newline, as bytes.")
        .def_static("max_players", &SampleGenerator::max_players, py::arg("omaha"));
}

}  // namespace holdem::bindings
