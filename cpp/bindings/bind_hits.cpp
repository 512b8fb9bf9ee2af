// holdEm._core._board_hits and _core._combo_hits: the hit report behind holdEm.board_hits.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <vector>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/equity/board_hits.hpp"
#include "holdem/equity/range.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

py::tuple draw_names(std::uint8_t draws) {
    py::list names;
    for (int d = 0; d < kNumDraws; ++d)
        if ((draws >> d) & 1) names.append(draw_name(d));
    return py::tuple(names);
}

py::dict board_hits_fields(const py::str& range_text, py::handle board, py::handle dead) {
    const Range range = Range::parse(utf8_view(range_text));
    const std::vector<Card> board_cards = cards_from_python(board, "board");
    const std::vector<Card> dead_cards = cards_from_python(dead, "dead cards");
    const BoardHitsResult result = board_hits(range, board_cards, dead_cards);
    py::dict made, draws;
    for (int m = 0; m < kNumMadeHands; ++m)
        made[made_hand_name(static_cast<MadeHand>(m))] = result.made[static_cast<std::size_t>(m)];
    for (int d = 0; d < kNumDraws; ++d) draws[draw_name(d)] = result.draws[static_cast<std::size_t>(d)];
    py::dict fields;
    fields["made"] = made;
    fields["draws"] = draws;
    fields["combos"] = result.combos;
    fields["board"] = cards_to_string(board_cards);
    fields["dead"] = cards_to_string(dead_cards);
    return fields;
}

// Every combo not on the board, by text (higher card first), with its class and draws.
py::dict combo_hits(py::handle board) {
    const std::vector<Card> cards = cards_from_python(board, "board");
    if (cards.size() != 3 && cards.size() != 4) throw std::invalid_argument("the board must have 3 or 4 cards");
    CardMask used = 0;
    for (const Card c : cards) used |= card_bit(c);
    py::dict hits;
    for (int high = 1; high < kNumCards; ++high) {
        for (int low = 0; low < high; ++low) {
            const auto a = static_cast<Card>(high), b = static_cast<Card>(low);
            if ((used & (card_bit(a) | card_bit(b))) != 0) continue;
            const ComboHit hit = classify_combo(a, b, cards.data(), cards.size());
            hits[py::str(card_to_string(a) + card_to_string(b))] =
                py::make_tuple(made_hand_name(hit.made), draw_names(hit.draws));
        }
    }
    return hits;
}

}  // namespace

void bind_hits(py::module_& m) {
    m.def("_board_hits", &board_hits_fields, py::arg("range"), py::arg("board"), py::arg("dead"),
          "The hit report behind holdEm.board_hits: {'made': {...}, 'draws': {...}, 'combos', 'board', "
          "'dead'}.  Use holdEm.board_hits.");
    m.def("_combo_hits", &combo_hits, py::arg("board"),
          "Each combo not on a 3- or 4-card board: {'AsKs': (made class, (draws, ...)), ...}.");
}

}  // namespace holdem::bindings
