// A whole-number argument read from Python as the rest of the API reads one:
// an int or a NumPy integer, never a bool (True is no strength or card) nor a
// float, and a number too large for a C++ int out of range, not of the wrong type.
#pragma once

#include <pybind11/pybind11.h>

#include <string>

namespace holdem::bindings {

// `value` as an int in lo..hi.  TypeError "`parameter` must be an int, not
// float"; ValueError "`what` 99 out of range lo..hi" (what: "strength", "card").
inline int int_in_range(pybind11::handle value, const char* parameter, const char* what, int lo, int hi) {
    PyObject* given = value.ptr();
    if (PyBool_Check(given) || !PyIndex_Check(given))
        throw pybind11::type_error(std::string(parameter) + " must be an int, not " + Py_TYPE(given)->tp_name);
    const auto number = pybind11::reinterpret_steal<pybind11::object>(PyNumber_Index(given));
    if (!number) throw pybind11::error_already_set();
    int overflow = 0;
    const long long n = PyLong_AsLongLongAndOverflow(number.ptr(), &overflow);
    if (overflow != 0 || n < lo || n > hi)
        throw std::invalid_argument(std::string(what) + " " + std::string(pybind11::str(number)) + " out of range " +
                                    std::to_string(lo) + ".." + std::to_string(hi));
    return static_cast<int>(n);
}

}  // namespace holdem::bindings
