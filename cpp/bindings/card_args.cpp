#include "card_args.hpp"

#include <stdexcept>
#include <string>

namespace py = pybind11;

namespace holdem::bindings {

namespace {

std::string type_name(py::handle obj) { return Py_TYPE(obj.ptr())->tp_name; }

Card card_from_item(py::handle item, const char* what) {
    if (PyUnicode_Check(item.ptr())) {
        Py_ssize_t size = 0;
        const char* text = PyUnicode_AsUTF8AndSize(item.ptr(), &size);
        if (!text) throw py::error_already_set();
        const std::vector<Card> cards = parse_cards(std::string_view(text, static_cast<std::size_t>(size)));
        if (cards.size() != 1)
            throw std::invalid_argument("expected one card per item, got '" +
                                        std::string(text, static_cast<std::size_t>(size)) + "'");
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

std::vector<Card> read_cards(py::handle obj, const char* what) {
    std::vector<Card> cards;
    if (PyUnicode_Check(obj.ptr())) {
        Py_ssize_t size = 0;
        const char* text = PyUnicode_AsUTF8AndSize(obj.ptr(), &size);
        if (!text) throw py::error_already_set();
        cards = parse_cards(std::string_view(text, static_cast<std::size_t>(size)));
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

std::string_view utf8_view(const py::str& text) {
    Py_ssize_t size = 0;
    const char* data = PyUnicode_AsUTF8AndSize(text.ptr(), &size);
    if (!data) throw py::error_already_set();
    return {data, static_cast<std::size_t>(size)};
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

}  // namespace holdem::bindings
