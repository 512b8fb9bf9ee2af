// ReadingClock: a call's time limit while its players are read (long Omaha
// pattern texts take tenths of a second each), and Ctrl-C meanwhile.
#include <pybind11/pybind11.h>

#include <chrono>
#include <string>

#include "bindings.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

// The least time between two of the reading's Ctrl-C checks: each takes the GIL back (the
// engine's runs poll as often).
constexpr double kPythonPollSeconds = 0.05;

double seconds_now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace

ReadingClock::ReadingClock(double time_limit)
    : start_(seconds_now()), time_limit_(time_limit), last_python_(start_) {}

double ReadingClock::spent() const { return seconds_now() - start_; }

void ReadingClock::check(std::size_t player, bool range) const { check_at(seconds_now(), player, range); }

void ReadingClock::poll(std::size_t player) {
    const double now = seconds_now();
    check_at(now, player, true);  // (only a range's reading polls)
    if (now - last_python_ < kPythonPollSeconds) return;
    last_python_ = now;
    poll_python();
}

void ReadingClock::check_at(double now, std::size_t player, bool range) const {
    if (!(time_limit_ > 0.0) || now - start_ < time_limit_) return;
    py::gil_scoped_acquire gil;  // (held already between players)
    // Python's own formatting of the limit, as the analyses' messages write it (_budget.py).
    const py::str message = py::str("time_limit of {:g} s reached while reading {}'s {}")
                                .format(time_limit_, player_label(player), range ? "range" : "hand");
    PyErr_SetObject(PyExc_TimeoutError, message.ptr());
    throw py::error_already_set();
}

}  // namespace holdem::bindings
