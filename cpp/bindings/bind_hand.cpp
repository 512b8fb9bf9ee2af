#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <array>
#include <vector>

#include "bindings.hpp"
#include "holdem/legacy/hand.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

// The seed's array forms in Python: [faces, suits], two rows of the same cards.
using Faces = std::vector<int>;
using Rows = std::array<Faces, 2>;

int set_full_rows(hand& h, const Rows& cards) { return h.setCardsFull(cards[0], cards[1]); }

// Hole, flop, turn and river as rows of 2, 3, 1 and 1 cards.
int set_rows(hand& h, const Rows& hole, const Rows& flop, const Rows& turn, const Rows& river) {
    for (const Rows* one : {&turn, &river})
        if ((*one)[0].size() != 1 || (*one)[1].size() != 1) return hand::kBadCount;
    return h.setCards(hole[0], hole[1], flop[0], flop[1], turn[0][0], turn[1][0], river[0][0], river[1][0]);
}

}  // namespace

void bind_hand(py::module_& m) {
    py::class_<hand>(m, "hand", R"doc(The original's hand class: 5..7 cards and the brute-force evaluator.

Faces are 2..14 (an ace may also be 1) and suits 1..4. Setters return 0 on
success, -1 for an invalid face, -2 for an invalid suit, -3 for a card given
twice, -4 for a wrong number of cards or lists of different lengths.)doc")
        .def(py::init<>())
        .def_readonly("handCode", &hand::handCode)
        .def("setCardsFull", py::overload_cast<const Faces&, const Faces&>(&hand::setCardsFull), py::arg("faces"),
             py::arg("suits"))
        .def("setCardsFull", &set_full_rows, py::arg("cards"), "The seed's form: cards = [faces, suits].")
        .def("SetCardsFull", &hand::SetCardsFull, py::arg("faces"), py::arg("suits"))
        .def("SetCards", &hand::SetCards, py::arg("holeF"), py::arg("holeS"), py::arg("flopF"), py::arg("flopS"),
             py::arg("turnF") = 0, py::arg("turnS") = 0, py::arg("riverF") = 0, py::arg("riverS") = 0)
        .def("setCards",
             py::overload_cast<const Faces&, const Faces&, const Faces&, const Faces&, int, int, int, int>(
                 &hand::setCards),
             py::arg("holeF"), py::arg("holeS"), py::arg("flopF"), py::arg("flopS"),
             py::arg("turnF") = 0, py::arg("turnS") = 0, py::arg("riverF") = 0, py::arg("riverS") = 0)
        .def("setCards", &set_rows, py::arg("hole"), py::arg("flop"), py::arg("turn"), py::arg("river"),
             "The seed's form: each of hole, flop, turn, river = [faces, suits].")
        .def("sortCards", &hand::sortCards)
        .def("findBestHand", &hand::findBestHand, "Brute force: sets the hand code, best five and MFVP.")
        .def("findBestHandP", &hand::findBestHandP, "Prime method: sets the hand code and MFVP.")
        .def("getHandCode", &hand::getHandCode)
        .def("getBestFace", &hand::getBestFace)
        .def("getBestSuit", &hand::getBestSuit)
        .def("getCardsFace", &hand::getCardsFace)
        .def("getCardsSuit", &hand::getCardsSuit)
        .def("getHandPrimeRank", &hand::getHandPrimeRank)
        .def("getScore", &hand::getScore)
        .def("__repr__", [](const hand& h) {
            return "hand('" + cards_to_string(h.cards()) + "', handCode=" + std::to_string(h.handCode) + ")";
        });
}

}  // namespace holdem::bindings
