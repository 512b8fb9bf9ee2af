// holdEm._core.omaha_range: the hands of an Omaha range text and their weights as NumPy arrays.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/equity/equity.hpp"
#include "holdem/equity/omaha_range.hpp"
#include "native_call.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

// Rows in the range's order (increasing card masks), each row's cards from the highest card down,
// and each row's weight (1..100, all 100 when the text gives none).
py::tuple omaha_range(const py::str& text, const std::string& game_name) {
    const Game game = parse_game(game_name);
    if (is_holdem_like(game)) throw std::invalid_argument("an Omaha range is read for an Omaha game, not " + game_name);
    const int hole_cards = hole_card_count(game);
    const std::string_view view = utf8_view(text);
    std::optional<OmahaRange> range;
    ReadingClock no_limit;  // Ctrl-C, taking the GIL at most every 0.05 s
    const std::function<void()> poll = [&no_limit] { no_limit.poll(0); };
    {
        NativeCall call;
        py::gil_scoped_release release;
        range.emplace(OmahaRange::parse(view, hole_cards, omaha_share_ranking(game), poll));
    }
    py::array_t<Card> out({static_cast<py::ssize_t>(range->size()), static_cast<py::ssize_t>(hole_cards)});
    py::array_t<std::uint8_t> weights(static_cast<py::ssize_t>(range->size()));
    Card* cards = out.mutable_data();
    std::uint8_t* weight = weights.mutable_data();
    {
        NativeCall call;
        py::gil_scoped_release release;
        for (CardMask hand : range->hands())
            while (hand != 0) {  // the highest card first
                const int top = 63 - __builtin_clzll(hand);
                *cards++ = static_cast<Card>(top);
                hand ^= CardMask{1} << top;
            }
        for (std::size_t i = 0; i < range->size(); ++i)
            weight[i] = range->weighted() ? range->weights()[i] : static_cast<std::uint8_t>(OmahaRange::kFullWeight);
    }
    return py::make_tuple(out, weights);
}

}  // namespace

void bind_omaha_range(py::module_& m) {
    m.def("omaha_range", &omaha_range, py::arg("text"), py::arg("game"),
          "The hands of an Omaha range text (patterns like AA, AxKx, RROO, xxyy joined by ',', ':' and '!', "
          "a PLO4 top share like 15%, items weighted like KK@50) in an Omaha game (omaha, plo5, plo6, "
          "omaha-hilo, ...) and their weights: an (N, hole cards) uint8 array, rows in increasing order of "
          "their card masks, each row's cards from the highest down, and an (N,) uint8 array of weights "
          "1..100.  Use holdEm.omaha_hands or holdEm.omaha_weighted_hands.");
}

}  // namespace holdem::bindings
