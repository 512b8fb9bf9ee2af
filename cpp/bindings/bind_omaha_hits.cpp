// holdEm._core._omaha_board_hits, _omaha_hits_select, _omaha_hand_hits and _omaha_low_hand_hits:
// the Omaha hit report behind holdEm.board_hits (game="omaha", "plo5", "plo6", and the hi-lo games,
// which add the low half).  Ranges are text (parsed as holdEm.omaha_hands reads it) or an
// (N, hole cards) integer array of hands, checked here.
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
#include "holdem/equity/omaha_low_hits.hpp"
#include "holdem/equity/omaha_range.hpp"
#include "native_call.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

// Hands per GIL-free stretch; Ctrl-C is noticed between them (about 50 ms of PLO6 hands).
constexpr std::size_t kChunkHands = std::size_t{1} << 20;

// An Omaha game by name, high or hi-lo (the hi-lo games add the low half).
Game omaha_hits_game(const std::string& name) {
    const Game game = parse_game(name);
    if (is_holdem_like(game))
        throw std::invalid_argument("the Omaha hit report is for omaha (plo4), plo5, plo6 and their hi-lo games, not '" +
                                    name + "'");
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
    // Weights aligned with hands(), or null when all weigh the same; `from` is a hand's place.
    const std::uint8_t* weights(std::size_t from) const {
        return parsed && parsed->weighted() ? parsed->weights().data() + from : nullptr;
    }
    // The counted weight of one hand of full weight: the report's combos are hands, a weighted one counting its share.
    double full_weight() const { return parsed && parsed->weighted() ? OmahaRange::kFullWeight : 1.0; }
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
    const bool hilo = is_hilo(spot.game);
    std::optional<OmahaHitTable> table;
    std::optional<OmahaLowTable> low_table;
    OmahaHitCounts counts;
    OmahaLowCounts low_counts;
    const std::vector<CardMask>& all = hands.hands();
    for (std::size_t start = 0; start < all.size(); start += kChunkHands) {
        {
            NativeCall call;
            py::gil_scoped_release release;
            if (!table) table.emplace(spot.board.data(), spot.board.size());
            const std::size_t n = std::min(kChunkHands, all.size() - start);
            table->count(all.data() + start, n, spot.excluded, counts, hands.weights(start));
            if (hilo) {
                if (!low_table) low_table.emplace(spot.board.data(), spot.board.size());
                low_table->count(all.data() + start, n, spot.excluded, low_counts, hands.weights(start));
            }
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
    fields["combos"] = static_cast<double>(result.hands) / hands.full_weight();
    fields["board"] = cards_to_string(spot.board);
    fields["dead"] = cards_to_string(spot.dead);
    if (hilo) {  // the same hands were counted: counts.hands == low_counts.hands
        const double total = static_cast<double>(low_counts.hands);
        py::dict lows, low_draws;
        for (int l = 0; l < kNumLowHands; ++l)
            lows[low_hand_name(l)] = static_cast<double>(low_counts.lows[static_cast<std::size_t>(l)]) / total;
        for (int d = 0; d < kNumOmahaLowDraws; ++d)
            low_draws[omaha_low_draw_name(d)] = static_cast<double>(low_counts.draws[static_cast<std::size_t>(d)]) / total;
        fields["lows"] = lows;
        fields["low_draws"] = low_draws;
    }
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

// Appends to `kept` the hands of the n not sharing a card with `excluded` whose low class is a bit
// of `lows` (LowHand) or that have a low draw of `low_draws`, or that `high` keeps (made, draws).
void select_hilo(const OmahaHitTable& high, const OmahaLowTable& low, const CardMask* hands, std::size_t n,
                 CardMask excluded, std::uint32_t made, std::uint32_t draws, std::uint32_t lows,
                 std::uint32_t low_draws, std::vector<CardMask>& kept) {
    for (std::size_t i = 0; i < n; ++i) {
        if ((hands[i] & excluded) != 0) continue;
        const OmahaLowHit low_hit = low.classify(hands[i]);
        bool keep = ((lows >> static_cast<int>(low_hit.low)) & 1) != 0 || (low_hit.draws & low_draws) != 0;
        if (!keep && (made != 0 || draws != 0)) {
            const OmahaHandHit hit = high.classify(hands[i]);
            keep = ((made >> static_cast<int>(hit.made)) & 1) != 0 || (hit.draws & draws) != 0;
        }
        if (keep) kept.push_back(hands[i]);
    }
}

py::array_t<Card> omaha_hits_select_hands(py::handle range, py::handle board, py::handle dead,
                                          const std::string& game_name, std::uint32_t made, std::uint32_t draws,
                                          std::uint32_t lows, std::uint32_t low_draws) {
    if (made >> kNumMadeHands != 0) throw std::invalid_argument("made: bits 0..14 for the made-hand classes");
    if (draws >> kNumOmahaDraws != 0) throw std::invalid_argument("draws: bits 0..7 for the Omaha draws");
    if (lows >> kNumLowHands != 0) throw std::invalid_argument("lows: bits 0..3 for the low classes");
    if (low_draws >> kNumOmahaLowDraws != 0) throw std::invalid_argument("low_draws: bits 0..2 for the low draws");
    const Spot spot = spot_of(board, dead, game_name);
    if ((lows != 0 || low_draws != 0) && !is_hilo(spot.game))
        throw std::invalid_argument("the low classes are the hi-lo games' (omaha-hilo, plo5-hilo, plo6-hilo), not '" +
                                    game_name + "'");
    const bool low_part = lows != 0 || low_draws != 0;
    const OmahaHands hands(range, spot.game);
    std::optional<OmahaHitTable> table;
    std::optional<OmahaLowTable> low_table;
    std::vector<CardMask> kept;
    const std::vector<CardMask>& all = hands.hands();
    for (std::size_t start = 0; start < all.size(); start += kChunkHands) {
        {
            NativeCall call;
            py::gil_scoped_release release;
            if (!table) table.emplace(spot.board.data(), spot.board.size());
            const std::size_t n = std::min(kChunkHands, all.size() - start);
            if (low_part) {
                if (!low_table) low_table.emplace(spot.board.data(), spot.board.size());
                select_hilo(*table, *low_table, all.data() + start, n, spot.excluded, made, draws, lows, low_draws,
                            kept);
            } else {
                table->select(all.data() + start, n, spot.excluded, made, static_cast<std::uint8_t>(draws), kept);
            }
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

// A board of 3, 4 or 5 distinct cards as a mask (the checks of the report's board).
CardMask low_board_mask(const std::vector<Card>& board) { return omaha_hits_excluded(board, {}); }

// Each hand's low class (LowHand) and low draw bits (OmahaLowDrawFlag), hand by hand in the given order.
py::tuple omaha_low_hand_hits(py::handle hands, py::handle board, const std::string& game_name) {
    const Game game = omaha_hits_game(game_name);
    if (!is_hilo(game)) throw std::invalid_argument("the low classes are the hi-lo games', not '" + game_name + "'");
    const std::vector<Card> cards_on_board = cards_from_python(board, "board");
    const CardMask on_board = low_board_mask(cards_on_board);
    const int hole_cards = hole_card_count(game);
    if (!py::isinstance<py::array>(hands)) throw py::type_error("hands: an (N, hole cards) array");
    omaha_hands_from_array(hands, hole_cards);  // the checks only
    const auto cards = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>::ensure(hands);
    const auto rows = static_cast<std::size_t>(cards.shape(0));
    py::array_t<std::uint8_t> lows(static_cast<py::ssize_t>(rows)), draws(static_cast<py::ssize_t>(rows));
    const OmahaLowTable table(cards_on_board.data(), cards_on_board.size());
    for (std::size_t row = 0; row < rows; ++row) {
        CardMask mask = 0;
        for (int col = 0; col < hole_cards; ++col)
            mask |= card_bit(static_cast<Card>(cards.data()[row * static_cast<std::size_t>(hole_cards) + col]));
        if ((mask & on_board) != 0)
            throw std::invalid_argument("row " + std::to_string(row) + " of the Omaha hands holds a board card");
        const OmahaLowHit hit = table.classify(mask);
        lows.mutable_data()[row] = static_cast<std::uint8_t>(hit.low);
        draws.mutable_data()[row] = hit.draws;
    }
    return py::make_tuple(lows, draws);
}

}  // namespace

void bind_omaha_hits(py::module_& m) {
    m.def("_omaha_board_hits", &omaha_board_hits_fields, py::arg("range"), py::arg("board"), py::arg("dead"),
          py::arg("game"),
          "The Omaha hit report behind holdEm.board_hits: {'made': {...}, 'draws': {...}, 'combos', 'board', "
          "'dead'}, in the hi-lo games also 'lows' and 'low_draws'; the range is Omaha range text or an (N, hole cards) array of hands.  Use holdEm.board_hits.");
    m.def("_omaha_hits_select", &omaha_hits_select_hands, py::arg("range"), py::arg("board"), py::arg("dead"),
          py::arg("game"), py::arg("made"), py::arg("draws"), py::arg("lows") = 0, py::arg("low_draws") = 0,
          "The hands of the range, none using a board or dead card, whose made-hand index is a bit of `made` or "
          "that have a draw of `draws` (bits in OMAHA_DRAWS order), or in hi-lo whose low class is a bit of "
          "`lows` (LOW_HANDS order) or that have a low draw of `low_draws` (LOW_DRAWS order): an (N, hole cards) "
          "uint8 array in omaha_hands' order.  Use BoardHits.select.");
    m.def("_omaha_hand_hits", &omaha_hand_hits, py::arg("hands"), py::arg("board"), py::arg("game"),
          "Each hand's (made-hand index into MADE_HANDS, draw bits in OMAHA_DRAWS order) as two uint8 arrays.");
    m.def("_omaha_low_hand_hits", &omaha_low_hand_hits, py::arg("hands"), py::arg("board"), py::arg("game"),
          "In a hi-lo game, each hand's (low class index into LOW_HANDS, low draw bits in LOW_DRAWS order) as two "
          "uint8 arrays; the board may be a flop, a turn or a river (no draws on a river).");
}

}  // namespace holdem::bindings
