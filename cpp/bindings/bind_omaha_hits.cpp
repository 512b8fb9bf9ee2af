// holdEm._core._omaha_board_hits, _omaha_hits_select and _omaha_hand_hits: the Omaha hit report
// behind holdEm.board_hits (game="omaha", "plo5", "plo6").  Ranges are text (parsed as
// holdEm.omaha_hands reads it) or an (N, hole cards) integer array of hands, checked here.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/equity/equity.hpp"
#include "holdem/equity/omaha_board_hits.hpp"
#include "holdem/equity/omaha_range.hpp"
#include "native_call.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

// Hands per GIL-free stretch; Ctrl-C is noticed between them (about 50 ms of PLO6 hands).
constexpr std::size_t kChunkHands = std::size_t{1} << 20;

void check_signals() {
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
}

// An Omaha high game by name (the hi-lo games have no hit report yet).
Game omaha_hits_game(const std::string& name) {
    const Game game = parse_game(name);
    if (is_holdem_like(game) || is_hilo(game))
        throw std::invalid_argument("the Omaha hit report is for omaha (plo4), plo5 and plo6, not '" + name + "'");
    return game;
}

// A range argument: text, parsed without the GIL, or an array of hands.
struct OmahaHands {
    std::optional<OmahaRange> parsed;
    std::vector<CardMask> given;

    OmahaHands(py::handle range, Game game) {
        const int hole_cards = hole_card_count(game);
        if (py::isinstance<py::str>(range)) {
            const std::string_view text = utf8_view(py::reinterpret_borrow<py::str>(range));
            NativeCall call;
            py::gil_scoped_release release;
            parsed.emplace(OmahaRange::parse(text, hole_cards, omaha_share_ranking(game)));
        } else if (py::isinstance<py::array>(range)) {
            given = omaha_hands_from_array(range, hole_cards);
        } else {
            throw py::type_error("an Omaha range is text like 'AA,KK:xxyy' or an (N, hole cards) array of hands, not " +
                                 std::string(py::str(py::type::handle_of(range).attr("__name__"))));
        }
    }
    const std::vector<CardMask>& hands() const { return parsed ? parsed->hands() : given; }
};

struct Spot {
    Game game;
    std::vector<Card> board, dead;
    CardMask excluded;
};

Spot spot_of(py::handle board, py::handle dead, const std::string& game_name) {
    Spot spot{omaha_hits_game(game_name), cards_from_python(board, "board"), cards_from_python(dead, "dead cards"), 0};
    spot.excluded = omaha_hits_excluded(spot.board, spot.dead);
    return spot;
}

py::dict omaha_board_hits_fields(py::handle range, py::handle board, py::handle dead, const std::string& game_name) {
    const Spot spot = spot_of(board, dead, game_name);
    const OmahaHands hands(range, spot.game);
    std::optional<OmahaHitTable> table;
    OmahaHitCounts counts;
    const std::vector<CardMask>& all = hands.hands();
    for (std::size_t start = 0; start < all.size(); start += kChunkHands) {
        {
            NativeCall call;
            py::gil_scoped_release release;
            if (!table) table.emplace(spot.board.data(), spot.board.size());
            table->count(all.data() + start, std::min(kChunkHands, all.size() - start), spot.excluded, counts);
        }
        check_signals();
    }
    const OmahaBoardHitsResult result = omaha_hit_shares(counts);
    py::dict made, draws;
    for (int m = 0; m < kNumMadeHands; ++m)
        made[made_hand_name(static_cast<MadeHand>(m))] = result.made[static_cast<std::size_t>(m)];
    for (int d = 0; d < kNumOmahaDraws; ++d) draws[omaha_draw_name(d)] = result.draws[static_cast<std::size_t>(d)];
    py::dict fields;
    fields["made"] = made;
    fields["draws"] = draws;
    fields["combos"] = static_cast<double>(result.hands);
    fields["board"] = cards_to_string(spot.board);
    fields["dead"] = cards_to_string(spot.dead);
    return fields;
}

// Rows of hole_cards cards, the highest first, in the order of the masks.
py::array_t<Card> hands_array(const std::vector<CardMask>& hands, int hole_cards) {
    py::array_t<Card> out({static_cast<py::ssize_t>(hands.size()), static_cast<py::ssize_t>(hole_cards)});
    Card* cards = out.mutable_data();
    for (CardMask hand : hands)
        while (hand != 0) {
            const int top = 63 - __builtin_clzll(hand);
            *cards++ = static_cast<Card>(top);
            hand ^= CardMask{1} << top;
        }
    return out;
}

py::array_t<Card> omaha_hits_select_hands(py::handle range, py::handle board, py::handle dead,
                                          const std::string& game_name, std::uint32_t made, std::uint32_t draws) {
    if (made >> kNumMadeHands != 0) throw std::invalid_argument("made: bits 0..14 for the made-hand classes");
    if (draws >> kNumOmahaDraws != 0) throw std::invalid_argument("draws: bits 0..7 for the Omaha draws");
    const Spot spot = spot_of(board, dead, game_name);
    const OmahaHands hands(range, spot.game);
    std::optional<OmahaHitTable> table;
    std::vector<CardMask> kept;
    const std::vector<CardMask>& all = hands.hands();
    for (std::size_t start = 0; start < all.size(); start += kChunkHands) {
        {
            NativeCall call;
            py::gil_scoped_release release;
            if (!table) table.emplace(spot.board.data(), spot.board.size());
            table->select(all.data() + start, std::min(kChunkHands, all.size() - start), spot.excluded, made,
                          static_cast<std::uint8_t>(draws), kept);
        }
        check_signals();
    }
    return hands_array(kept, hole_card_count(spot.game));  // the masks were in increasing order, and still are
}

// Each hand's made-hand index (MadeHand) and draw bits (OmahaDrawFlag), hand by hand in the given order.
py::tuple omaha_hand_hits(py::handle hands, py::handle board, const std::string& game_name) {
    const Spot spot = spot_of(board, py::str(""), game_name);
    const int hole_cards = hole_card_count(spot.game);
    if (!py::isinstance<py::array>(hands)) throw py::type_error("hands: an (N, hole cards) array");
    omaha_hands_from_array(hands, hole_cards);  // the checks only: the masks come sorted
    const auto cards = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>::ensure(hands);
    const auto rows = static_cast<std::size_t>(cards.shape(0));
    py::array_t<std::uint8_t> made(static_cast<py::ssize_t>(rows)), draws(static_cast<py::ssize_t>(rows));
    const OmahaHitTable table(spot.board.data(), spot.board.size());
    for (std::size_t row = 0; row < rows; ++row) {
        CardMask mask = 0;
        for (int col = 0; col < hole_cards; ++col)
            mask |= card_bit(static_cast<Card>(cards.data()[row * static_cast<std::size_t>(hole_cards) + col]));
        if ((mask & spot.excluded) != 0)
            throw std::invalid_argument("row " + std::to_string(row) + " of the Omaha hands holds a board card");
        const OmahaHandHit hit = table.classify(mask);
        made.mutable_data()[row] = static_cast<std::uint8_t>(hit.made);
        draws.mutable_data()[row] = hit.draws;
    }
    return py::make_tuple(made, draws);
}

}  // namespace

void bind_omaha_hits(py::module_& m) {
    m.def("_omaha_board_hits", &omaha_board_hits_fields, py::arg("range"), py::arg("board"), py::arg("dead"),
          py::arg("game"),
          "The Omaha hit report behind holdEm.board_hits: {'made': {...}, 'draws': {...}, 'combos', 'board', "
          "'dead'}; the range is Omaha range text or an (N, hole cards) array of hands.  Use holdEm.board_hits.");
    m.def("_omaha_hits_select", &omaha_hits_select_hands, py::arg("range"), py::arg("board"), py::arg("dead"),
          py::arg("game"), py::arg("made"), py::arg("draws"),
          "The hands of the range, none using a board or dead card, whose made-hand index is a bit of `made` or "
          "that have a draw of `draws` (bits in OMAHA_DRAWS order): an (N, hole cards) uint8 array in "
          "omaha_hands' order.  Use BoardHits.select.");
    m.def("_omaha_hand_hits", &omaha_hand_hits, py::arg("hands"), py::arg("board"), py::arg("game"),
          "Each hand's (made-hand index into MADE_HANDS, draw bits in OMAHA_DRAWS order) as two uint8 arrays.");
}

}  // namespace holdem::bindings
