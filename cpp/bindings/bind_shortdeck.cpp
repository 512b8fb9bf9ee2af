// Short deck in the module: the evaluation game names and the table size.
// evaluate, evaluate_batch and category (bind_evaluator.cpp) take a game
// through evaluation_rules.
#include <pybind11/pybind11.h>

#include <stdexcept>
#include <string>
#include <string_view>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/core/cards.hpp"
#include "holdem/equity/equity.hpp"
#include "holdem/eval/shortdeck.hpp"

namespace py = pybind11;

namespace holdem::bindings {

std::optional<ShortDeck> evaluation_rules(py::handle game) {
    if (!PyUnicode_Check(game.ptr()))
        throw py::type_error(std::string("game must be a string, not ") + Py_TYPE(game.ptr())->tp_name);
    const std::string_view name = utf8_view(py::reinterpret_borrow<py::str>(game), "game");
    // The exact names, the common case, without parse_game's copy.
    if (name == "holdem") return std::nullopt;
    if (name == "shortdeck") return ShortDeck::kStandard;
    if (name == "shortdeck-triton") return ShortDeck::kTriton;
    const std::string refused = "unknown game " + shown_token(name) + ": use holdem, shortdeck or shortdeck-triton";
    Game parsed{};
    try {
        parsed = parse_game(name);  // any case and blanks around it, as every other game= argument
    } catch (const std::invalid_argument&) {
        throw std::invalid_argument(refused);
    }
    if (parsed == Game::kHoldem) return std::nullopt;
    if (parsed == Game::kShortDeck) return ShortDeck::kStandard;
    if (parsed == Game::kShortDeckTriton) return ShortDeck::kTriton;
    throw std::invalid_argument(refused + " (an Omaha hand: evaluate_omaha, or evaluate_omaha_lo for its low)");
}

void bind_shortdeck(py::module_& m) {
    m.def("shortdeck_table_bytes", &shortdeck_table_bytes, "Bytes of lookup tables the short-deck evaluator uses.");
}

}  // namespace holdem::bindings
