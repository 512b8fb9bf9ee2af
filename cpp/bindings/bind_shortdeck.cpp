// Short deck in the module: the evaluation game names and the table size.
// evaluate, evaluate_batch and category (bind_evaluator.cpp) take a game
// through evaluation_rules.
#include <pybind11/pybind11.h>

#include <cctype>
#include <stdexcept>
#include <string>
#include <string_view>

#include "bindings.hpp"
#include "holdem/eval/shortdeck.hpp"

namespace py = pybind11;

namespace holdem::bindings {

std::optional<ShortDeck> evaluation_rules(py::handle game) {
    if (!PyUnicode_Check(game.ptr()))
        throw py::type_error(std::string("game must be a string, not ") + Py_TYPE(game.ptr())->tp_name);
    Py_ssize_t size = 0;
    const char* text = PyUnicode_AsUTF8AndSize(game.ptr(), &size);
    if (text == nullptr) throw py::error_already_set();
    const std::string_view name(text, static_cast<std::size_t>(size));
    if (name == "holdem") return std::nullopt;
    if (name == "shortdeck") return ShortDeck::kStandard;
    if (name == "shortdeck-triton") return ShortDeck::kTriton;
    // Any case and blanks around it, as every other game= argument takes it (the exact names,
    // the common case, are matched above without a copy).
    std::string_view trimmed = name;
    while (!trimmed.empty() && std::isspace(static_cast<unsigned char>(trimmed.front()))) trimmed.remove_prefix(1);
    while (!trimmed.empty() && std::isspace(static_cast<unsigned char>(trimmed.back()))) trimmed.remove_suffix(1);
    std::string folded(trimmed.substr(0, 20));
    for (char& c : folded) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (folded == "holdem") return std::nullopt;
    if (folded == "shortdeck") return ShortDeck::kStandard;
    if (folded == "shortdeck-triton") return ShortDeck::kTriton;
    std::string shown;
    for (char c : name.substr(0, 20)) shown += (c >= 32 && c < 127) ? c : '?';
    throw std::invalid_argument("unknown game '" + shown + "': use holdem, shortdeck or shortdeck-triton");
}

void bind_shortdeck(py::module_& m) {
    m.def("shortdeck_table_bytes", &shortdeck_table_bytes, "Bytes of lookup tables the short-deck evaluator uses.");
}

}  // namespace holdem::bindings
