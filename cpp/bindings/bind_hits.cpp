// holdEm._core._board_hits, _board_hits_each and _combo_hits: the hit report behind holdEm.board_hits.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/equity/board_hits.hpp"
#include "holdem/equity/equity.hpp"
#include "holdem/equity/range.hpp"
#include "holdem/eval/shortdeck.hpp"
#include "native_call.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

py::tuple draw_names(std::uint8_t draws) {
    py::list names;
    for (int d = 0; d < kNumDraws; ++d)
        if ((draws >> d) & 1) names.append(draw_name(d));
    return py::tuple(names);
}

// A game the hit report plays (Hold'em or a short deck), by name.
Game hits_game(const std::string& name) {
    const Game game = parse_game(name);
    if (!is_holdem_like(game))
        throw std::invalid_argument("the hit report is for Hold'em and short deck only, not '" + name + "'");
    return game;
}

py::dict board_hits_fields(const py::str& range_text, py::handle board, py::handle dead, const std::string& game_name) {
    const Game game = hits_game(game_name);
    const Range range = Range::parse(utf8_view(range_text), share_ranking(game));
    const std::vector<Card> board_cards = cards_from_python(board, "board");
    const std::vector<Card> dead_cards = cards_from_python(dead, "dead cards");
    const BoardHitsResult result = board_hits(range, board_cards, dead_cards, game);
    py::dict made, draws;
    for (const MadeHand m : made_hand_order(game))
        made[made_hand_name(m)] = result.made[static_cast<std::size_t>(m)];
    for (int d = 0; d < kNumDraws; ++d) draws[draw_name(d)] = result.draws[static_cast<std::size_t>(d)];
    py::dict fields;
    fields["made"] = made;
    fields["draws"] = draws;
    fields["combos"] = result.combos;
    fields["board"] = cards_to_string(board_cards);
    fields["dead"] = cards_to_string(dead_cards);
    return fields;
}

// The shares of board_hits_each as rows: the made classes in the game's order, then the draws.
py::array_t<double> board_hits_rows(const py::str& range_text, const py::array_t<Card, py::array::c_style>& boards,
                                    py::handle dead, const std::string& game_name, int threads) {
    const Game game = hits_game(game_name);
    if (boards.ndim() != 2) throw std::invalid_argument("boards must be an array of shape (N, 3|4|5)");
    const Range range = Range::parse(utf8_view(range_text), share_ranking(game));
    const std::vector<Card> dead_cards = cards_from_python(dead, "dead cards");
    const auto count = static_cast<std::size_t>(boards.shape(0)), size = static_cast<std::size_t>(boards.shape(1));
    std::vector<std::vector<Card>> board_list(count);
    for (std::size_t i = 0; i < count; ++i) {
        board_list[i].assign(boards.data() + i * size, boards.data() + (i + 1) * size);
        for (const Card c : board_list[i])
            if (c >= kNumCards) throw std::invalid_argument("board " + std::to_string(i) + ": card numbers are 0..51");
    }
    std::vector<BoardHitsResult> results;
    {
        NativeCall call;
        py::gil_scoped_release release;
        results = board_hits_each(range, board_list, dead_cards, game, threads);
    }
    const std::array<MadeHand, kNumMadeHands>& order = made_hand_order(game);
    py::array_t<double> rows({static_cast<py::ssize_t>(count), static_cast<py::ssize_t>(kNumMadeHands + kNumDraws)});
    auto out = rows.mutable_unchecked<2>();
    for (std::size_t i = 0; i < count; ++i) {
        const auto r = static_cast<py::ssize_t>(i);
        for (int m = 0; m < kNumMadeHands; ++m)
            out(r, m) = results[i].made[static_cast<std::size_t>(order[static_cast<std::size_t>(m)])];
        for (int d = 0; d < kNumDraws; ++d) out(r, kNumMadeHands + d) = results[i].draws[static_cast<std::size_t>(d)];
    }
    return rows;
}

// Every combo of the game's deck not on the board, by text (higher card first), with its class and draws.
py::dict combo_hits(py::handle board, const std::string& game_name) {
    const Game game = hits_game(game_name);
    const std::vector<Card> cards = cards_from_python(board, "board");
    check_hits_board_size(cards.size());
    if (deck_size(game) != kNumCards) check_shortdeck_cards(cards.data(), cards.size());
    CardMask used = deck_size(game) == kNumCards ? 0 : kShortDeckMissing;
    for (const Card c : cards) used |= card_bit(c);
    py::dict hits;
    for (int high = 1; high < kNumCards; ++high) {
        for (int low = 0; low < high; ++low) {
            const auto a = static_cast<Card>(high), b = static_cast<Card>(low);
            if ((used & (card_bit(a) | card_bit(b))) != 0) continue;
            const ComboHit hit = classify_combo(a, b, cards.data(), cards.size(), game);
            hits[py::str(card_to_string(a) + card_to_string(b))] =
                py::make_tuple(made_hand_name(hit.made), draw_names(hit.draws));
        }
    }
    return hits;
}

}  // namespace

void bind_hits(py::module_& m) {
    m.def("_board_hits", &board_hits_fields, py::arg("range"), py::arg("board"), py::arg("dead"), py::arg("game"),
          "The hit report behind holdEm.board_hits: {'made': {...}, 'draws': {...}, 'combos', 'board', "
          "'dead'}, 'made' in the game's order.  Use holdEm.board_hits.");
    m.def("_board_hits_each", &board_hits_rows, py::arg("range"), py::arg("boards"), py::arg("dead"), py::arg("game"),
          py::arg("threads") = 0,
          "board_hits' shares for one range on each board of an (N, 3|4|5) array of card numbers, the boards "
          "spread over threads: an (N, 22) array, the made classes in the game's order, then the draws.");
    m.def("_combo_hits", &combo_hits, py::arg("board"), py::arg("game") = "holdem",
          "Each combo of the game's deck not on a 3-, 4- or 5-card board: {'AsKs': (made class, (draws, ...)), ...}.");
}

}  // namespace holdem::bindings
