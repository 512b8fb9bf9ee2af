#include "card_args.hpp"

#include <pybind11/numpy.h>

#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>

#include "holdem/equity/omaha_range.hpp"
#include "holdem/eval/omaha.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

std::string type_name(py::handle obj) { return Py_TYPE(obj.ptr())->tp_name; }

std::string hand_text(CardMask hand) {
    std::string text;
    for (int c = kNumCards - 1; c >= 0; --c)
        if ((hand >> c) & 1) text += card_to_string(static_cast<Card>(c));
    return text;
}

Card card_from_item(py::handle item, const char* what) {
    if (PyUnicode_Check(item.ptr())) {
        const std::string_view text = utf8_view(py::reinterpret_borrow<py::str>(item));
        const std::vector<Card> cards = parse_cards(text);
        if (cards.size() != 1) throw std::invalid_argument("expected one card per item, got '" + std::string(text) + "'");
        return cards[0];
    }
    if (PyBool_Check(item.ptr()) || !PyIndex_Check(item.ptr()))
        throw py::type_error(std::string(what) + ": a card is a string like 'As' or an int 0..51, not " +
                             type_name(item));
    // Index-like objects may still refuse (a NumPy array of several ints does).
    const py::object index = py::reinterpret_steal<py::object>(PyNumber_Index(item.ptr()));
    if (!index) {
        PyErr_Clear();
        throw py::type_error(std::string(what) + ": a card is a string like 'As' or an int 0..51, not " +
                             type_name(item));
    }
    const long long value = PyLong_AsLongLong(index.ptr());
    if (value == -1 && PyErr_Occurred()) {
        PyErr_Clear();
        throw std::invalid_argument("card " + std::string(py::str(index)) + " out of range 0..51");
    }
    if (value < 0 || value >= kNumCards)
        throw std::invalid_argument("card " + std::to_string(value) + " out of range 0..51");
    return static_cast<Card>(value);
}

// A one-dimensional NumPy array of integers, every one a card number, read without a Python object
// per card (8 times faster for a row of seven); false, with `cards` left empty, for anything else
// (and for a bad number, which the item-by-item reading then names).
bool read_int_row(py::handle obj, std::vector<Card>& cards) {
    if (!py::isinstance<py::array>(obj)) return false;
    const py::array given = py::reinterpret_borrow<py::array>(obj);
    const char kind = given.dtype().kind();
    if (given.ndim() != 1 || (kind != 'i' && kind != 'u')) return false;
    const auto row = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>::ensure(given);
    if (!row) {
        PyErr_Clear();
        return false;
    }
    const std::int64_t* data = row.data();
    for (py::ssize_t i = 0; i < row.size(); ++i) {
        if (data[i] < 0 || data[i] >= kNumCards) {
            cards.clear();
            return false;
        }
        cards.push_back(static_cast<Card>(data[i]));
    }
    return true;
}

std::vector<Card> read_cards(py::handle obj, const char* what) {
    std::vector<Card> cards;
    if (PyUnicode_Check(obj.ptr())) {
        cards = parse_cards(utf8_view(py::reinterpret_borrow<py::str>(obj)));
    } else if (PyList_Check(obj.ptr()) || PyTuple_Check(obj.ptr())) {
        const Py_ssize_t n = PySequence_Fast_GET_SIZE(obj.ptr());
        PyObject** items = PySequence_Fast_ITEMS(obj.ptr());
        cards.reserve(static_cast<std::size_t>(n));
        for (Py_ssize_t i = 0; i < n; ++i) {
            PyObject* item = items[i];
            const long value = PyLong_CheckExact(item) ? PyLong_AsLong(item) : -2;
            if (value >= 0 && value < kNumCards) cards.push_back(static_cast<Card>(value));  // fast path
            else {
                PyErr_Clear();
                cards.push_back(card_from_item(item, what));
            }
        }
    } else if (read_int_row(obj, cards)) {
    } else if (PyBytes_Check(obj.ptr()) || PyLong_Check(obj.ptr()) || !py::isinstance<py::iterable>(obj)) {
        throw py::type_error(std::string(what) + " must be a string like 'AsKd' or an iterable of cards, not " +
                             type_name(obj));
    } else {
        for (py::handle item : obj) cards.push_back(card_from_item(item, what));
    }
    check_cards(cards.data(), cards.size());
    return cards;
}

}  // namespace

std::size_t omaha_batch_rows(const py::array& boards, const py::array& holes, const char* caller) {
    const std::string name(caller);
    if (boards.ndim() != 2 || boards.shape(1) != static_cast<py::ssize_t>(kOmahaBoardCards))
        throw std::invalid_argument(name + " takes boards of shape (N, 5)");
    if (holes.ndim() != 2 || holes.shape(1) < static_cast<py::ssize_t>(kOmahaMinHole) ||
        holes.shape(1) > static_cast<py::ssize_t>(kOmahaMaxHole))
        throw std::invalid_argument(name + " takes holes of shape (N, 4|5|6)");
    if (boards.shape(0) != holes.shape(0))
        throw std::invalid_argument(name + " needs as many boards as hands, got " + std::to_string(boards.shape(0)) +
                                    " and " + std::to_string(holes.shape(0)));
    return static_cast<std::size_t>(boards.shape(0));
}

std::string_view utf8_view(const py::str& text, const std::string& what) {
    Py_ssize_t size = 0;
    const char* data = PyUnicode_AsUTF8AndSize(text.ptr(), &size);
    if (data) return {data, static_cast<std::size_t>(size)};
    PyErr_Clear();  // only a lone surrogate has no UTF-8: name it
    const std::string prefix = what.empty() ? "" : what + ": ";
    const Py_ssize_t length = PyUnicode_GetLength(text.ptr());
    for (Py_ssize_t i = 0; i < length; ++i) {
        const Py_UCS4 code = PyUnicode_ReadChar(text.ptr(), i);
        if (code < 0xD800 || code > 0xDFFF) continue;
        const bool escaped_byte = code >= 0xDC80 && code <= 0xDCFF;  // how Python keeps argv's undecodable bytes
        char character[48];
        std::snprintf(character, sizeof character, escaped_byte ? "byte 0x%02X" : "surrogate U+%04X",
                      escaped_byte ? code - 0xDC00 : code);
        throw std::invalid_argument(prefix + "not UTF-8 text: " + character + " at position " + std::to_string(i + 1));
    }
    throw std::invalid_argument(prefix + "not UTF-8 text");
}

std::vector<Card> cards_from_python(py::handle obj, const char* what) {
    try {
        return read_cards(obj, what);
    } catch (const std::invalid_argument& e) {
        // Plain card lists keep the bare message ("duplicate card As").
        if (std::string(what) == "cards") throw;
        throw std::invalid_argument(std::string(what) + ": " + e.what());
    }
}

std::vector<CardMask> omaha_hands_from_array(py::handle object, int hole_cards, const std::string& what) {
    const py::array given = py::reinterpret_borrow<py::array>(object);
    const char kind = given.dtype().kind();
    if (kind != 'u' && kind != 'i')
        throw py::type_error(what + "Omaha hands as an array hold card numbers 0..51 (integers), not dtype " +
                             std::string(py::str(given.dtype())));
    if (given.ndim() != 2 || given.shape(1) != hole_cards)
        throw std::invalid_argument(what + "Omaha hands as an array have shape (N, " + std::to_string(hole_cards) +
                                    "), one hand of " + std::to_string(hole_cards) + " cards a row; got shape " +
                                    std::string(py::str(py::getattr(given, "shape"))));
    if (given.shape(0) == 0) throw std::invalid_argument(what + "the array of Omaha hands has no rows");
    if (static_cast<std::size_t>(given.shape(0)) > OmahaRange::kMaxHands)
        throw std::invalid_argument(what + "the array holds " + std::to_string(given.shape(0)) + " hands, more than " +
                                    std::to_string(OmahaRange::kMaxHands) + " (the most an Omaha range may hold)");
    const auto cards = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>::ensure(given);
    if (!cards) throw py::error_already_set();
    const auto rows = static_cast<std::size_t>(given.shape(0));
    const auto width = static_cast<std::size_t>(hole_cards);
    const std::int64_t* data = cards.data();
    std::vector<std::pair<CardMask, std::size_t>> hands(rows);
    for (std::size_t row = 0; row < rows; ++row) {
        CardMask mask = 0;
        for (std::size_t col = 0; col < width; ++col) {
            const std::int64_t card = data[row * width + col];
            if (card < 0 || card >= kNumCards)
                throw std::invalid_argument(what + "row " + std::to_string(row) + " of the Omaha hands holds " +
                                            std::to_string(card) + ", not a card number 0..51");
            const CardMask bit = card_bit(static_cast<Card>(card));
            if ((mask & bit) != 0)
                throw std::invalid_argument(what + "row " + std::to_string(row) + " of the Omaha hands holds " +
                                            card_to_string(static_cast<Card>(card)) + " twice");
            mask |= bit;
        }
        hands[row] = {mask, row};
    }
    std::sort(hands.begin(), hands.end());
    for (std::size_t i = 1; i < rows; ++i) {
        if (hands[i].first != hands[i - 1].first) continue;
        const auto [earlier, later] = std::minmax(hands[i - 1].second, hands[i].second);
        throw std::invalid_argument(what + "rows " + std::to_string(earlier) + " and " + std::to_string(later) +
                                    " of the Omaha hands are the same hand, " + hand_text(hands[i].first));
    }
    std::vector<CardMask> masks(rows);
    for (std::size_t i = 0; i < rows; ++i) masks[i] = hands[i].first;
    return masks;
}

}  // namespace holdem::bindings
