#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <stdexcept>
#include <string>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/eval/batch.hpp"
#include "holdem/eval/best_hand.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem/eval/shortdeck.hpp"
#include "int_args.hpp"
#include "native_call.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

int checked_category(py::handle strength, py::handle game) {
    if (const auto rules = evaluation_rules(game)) {
        const int s = int_in_range(strength, "strength", "strength", 1, kShortDeckStrengths);
        return shortdeck_category(static_cast<Strength>(s), *rules);
    }
    return category(static_cast<Strength>(int_in_range(strength, "strength", "strength", 1, kNumStrengths)));
}

py::array_t<Strength> batch(py::array_t<Card, py::array::c_style> cards, int threads, bool validate, py::handle game) {
    const auto rules = evaluation_rules(game);
    if (cards.ndim() != 2)
        throw std::invalid_argument("evaluate_batch takes an array of shape (N, 5|6|7), got " +
                                    std::to_string(cards.ndim()) + " dimensions");
    if (threads < 0) throw std::invalid_argument("threads must be >= 0, got " + std::to_string(threads));
    const auto rows = static_cast<std::size_t>(cards.shape(0));
    const auto width = static_cast<std::size_t>(cards.shape(1));
    py::array_t<Strength> out(static_cast<py::ssize_t>(rows));
    const Card* in = cards.data();
    Strength* result = out.mutable_data();
    {
        NativeCall call;
        py::gil_scoped_release release;
        if (rules) evaluate_shortdeck_batch(in, rows, width, result, *rules, threads, validate);
        else evaluate_batch(in, rows, width, result, threads, validate);
    }
    return out;
}

}  // namespace

py::dict best_hand_fields(const BestHand& best) {
    py::tuple cards(best.cards.size());
    for (std::size_t i = 0; i < best.cards.size(); ++i) cards[i] = py::str(card_to_string(best.cards[i]));
    py::dict fields;
    fields["strength"] = best.strength;
    fields["category"] = best.category;
    fields["cards"] = cards;
    fields["score"] = score_string(best);
    return fields;
}

void bind_evaluator(py::module_& m) {
    // Two overloads, the Hold'em one first: a plain evaluate(cards) then pays for one
    // argument only, as before there were games.
    m.def(
        "evaluate",
        [](py::handle cards) {
            const std::vector<Card> hand = cards_from_python(cards);
            return evaluate_checked(hand.data(), hand.size());
        },
        py::arg("cards"),
        "Strength of 5, 6 or 7 cards (higher is better, equal is a tie): 1..7462 for game='holdem', "
        "1..1404 for 'shortdeck' and 'shortdeck-triton'.");
    m.def(
        "evaluate",
        [](py::handle cards, py::handle game) {
            const auto rules = evaluation_rules(game);
            const std::vector<Card> hand = cards_from_python(cards);
            if (rules) return evaluate_shortdeck_checked(hand.data(), hand.size(), *rules);
            return evaluate_checked(hand.data(), hand.size());
        },
        py::arg("cards"), py::arg("game"));
    m.def(
        "_best_hand",
        [](py::handle cards) {
            const std::vector<Card> hand = cards_from_python(cards);
            const BestHand best = best_hand(hand.data(), hand.size());
            return best_hand_fields(best);
        },
        py::arg("cards"));
    m.def("_evaluate_batch", &batch, py::arg("cards"), py::arg("threads") = 1, py::arg("validate") = true,
          py::arg("game") = "holdem");
    m.def(
        "_set_batch_simd",
        [](bool enabled) {
            set_batch_simd_enabled(enabled);
            return batch_simd_active();
        },
        py::arg("enabled"),
        "Lets evaluate_batch use its vector kernel (where the processor has it) or not; returns whether it now does.");
    m.def(
        "parse_cards",
        [](py::handle cards) {
            const std::vector<Card> parsed = cards_from_python(cards);
            return std::vector<int>(parsed.begin(), parsed.end());
        },
        py::arg("cards"), "Card ints 0..51 from a string or an iterable; rejects unknown or repeated cards.");
    m.def(
        "format_cards",
        [](py::handle cards, const std::string& sep) {
            const std::vector<Card> parsed = cards_from_python(cards);
            std::string text;
            for (std::size_t i = 0; i < parsed.size(); ++i) text += (i ? sep : "") + card_to_string(parsed[i]);
            return text;
        },
        py::arg("cards"), py::arg("sep") = "", "Cards as text, like 'AsKd7h'.");
    m.def(
        "format_card",
        [](py::handle card) {
            return card_to_string(static_cast<Card>(int_in_range(card, "card", "card", 0, kNumCards - 1)));
        },
        py::arg("card"), "One card as text, like 'As'.");
    m.def("category", &checked_category, py::arg("strength"), py::arg("game") = "holdem",
          "Hand code 1..10 of a strength (1..7462, or 1..1404 for a short-deck game).");
    m.def(
        "category_name", [](py::handle code) { return category_name(int_in_range(code, "code", "hand code", 1, 10)); },
        py::arg("code"), "Name of a hand code 1..10.");
    m.def("table_bytes", &table_bytes, "Bytes of lookup tables the fast evaluator uses.");
}

}  // namespace holdem::bindings
