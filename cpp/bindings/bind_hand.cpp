#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "holdem/legacy/hand.hpp"

namespace py = pybind11;

namespace holdem::bindings {

void bind_hand(py::module_& m) {
    py::class_<hand>(m, "hand", R"doc(The original's hand class: 5..7 cards and the brute-force evaluator.

Faces are 2..14 (an ace may also be 1) and suits 1..4. Setters return 0 on
success, -1 for an invalid face, -2 for an invalid suit, -3 for a card given
twice, -4 for a wrong number of cards or lists of different lengths.)doc")
        .def(py::init<>())
        .def_readonly("handCode", &hand::handCode)
        .def("setCardsFull", &hand::setCardsFull, py::arg("faces"), py::arg("suits"))
        .def("SetCardsFull", &hand::SetCardsFull, py::arg("faces"), py::arg("suits"))
        .def("SetCards", &hand::SetCards, py::arg("holeF"), py::arg("holeS"), py::arg("flopF"), py::arg("flopS"),
             py::arg("turnF") = 0, py::arg("turnS") = 0, py::arg("riverF") = 0, py::arg("riverS") = 0)
        .def("setCards", &hand::setCards, py::arg("holeF"), py::arg("holeS"), py::arg("flopF"), py::arg("flopS"),
             py::arg("turnF") = 0, py::arg("turnS") = 0, py::arg("riverF") = 0, py::arg("riverS") = 0)
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
