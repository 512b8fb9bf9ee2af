// holdEm._core.omaha_range_hands: the hands of an Omaha range text as a NumPy array.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <string_view>
#include <vector>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/equity/omaha_range.hpp"
#include "native_call.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

// Rows in the range's order (increasing card masks), each row's cards from the highest card down.
py::array_t<Card> omaha_range_hands(const py::str& text, int hole_cards) {
    const std::string_view view = utf8_view(text);
    std::vector<Card> cards;
    std::size_t rows = 0;
    {
        NativeCall call;
        py::gil_scoped_release release;
        const OmahaRange range = OmahaRange::parse(view, hole_cards);
        rows = range.size();
        cards.reserve(rows * static_cast<std::size_t>(hole_cards));
        for (CardMask hand : range.hands())
            for (; hand != 0; hand &= ~(CardMask{1} << (63 - __builtin_clzll(hand))))
                cards.push_back(static_cast<Card>(63 - __builtin_clzll(hand)));
    }
    py::array_t<Card> out({static_cast<py::ssize_t>(rows), static_cast<py::ssize_t>(hole_cards)});
    std::copy(cards.begin(), cards.end(), out.mutable_data());
    return out;
}

}  // namespace

void bind_omaha_range(py::module_& m) {
    m.def("omaha_range_hands", &omaha_range_hands, py::arg("text"), py::arg("hole_cards"),
          "The hands of an Omaha range text (patterns like AA, AxKx, RROO, xxyy joined by ',', ':' and '!') "
          "for hands of hole_cards (4, 5 or 6) cards: an (N, hole_cards) uint8 array, rows in increasing "
          "order of their card masks, each row's cards from the highest down.  Use holdEm.omaha_hands.");
}

}  // namespace holdem::bindings
