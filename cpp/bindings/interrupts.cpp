// Ctrl-C for the calls in flight.  Python gives signals to the main thread
// only; a call on another thread (an item of holdEm._threads.thread_map when
// the main thread is interrupted) is stopped by an interrupt asked for by its
// thread's ident.  Either raises KeyboardInterrupt where the call polls.
#include <pybind11/stl.h>

#include <mutex>
#include <unordered_set>
#include <vector>

#include "bindings.hpp"
#include "holdem/core/cancel.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

std::mutex interrupted_mutex;
std::unordered_set<unsigned long> interrupted;  // thread idents; guarded by interrupted_mutex

bool this_thread_interrupted() {
    std::lock_guard<std::mutex> lock(interrupted_mutex);
    return interrupted.count(PyThread_get_thread_ident()) != 0;
}

// A child of os.fork() has none of its parent's other threads: their interrupts are not its own.
// (The set changes with the GIL held, as fork is called, so no thread is inside the lock.)
void forget_interrupts() {
    std::lock_guard<std::mutex> lock(interrupted_mutex);
    interrupted.clear();
}

}  // namespace

void check_signals() {
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
    if (this_thread_interrupted()) {
        PyErr_SetNone(PyExc_KeyboardInterrupt);
        throw py::error_already_set();
    }
}

void poll_python() {
    throw_if_cancelled();  // the interpreter is exiting: leave before it is gone
    py::gil_scoped_acquire gil;
    check_signals();
}

void bind_interrupts(py::module_& m) {
    m.def(
        "_interrupt_threads",
        [](const std::vector<unsigned long>& idents, bool on) {
            std::lock_guard<std::mutex> lock(interrupted_mutex);
            for (const unsigned long ident : idents) {
                if (on) interrupted.insert(ident);
                else interrupted.erase(ident);
            }
        },
        py::arg("idents"), py::arg("on"),
        "Asks the holdEm calls of the threads `idents` (threading.get_ident()) to raise KeyboardInterrupt "
        "where they next poll (on=True), or takes that back (on=False); for holdEm._threads.thread_map.");
    m.def("_this_thread_interrupted", &this_thread_interrupted,
          "Whether an interrupt was asked for this thread (_interrupt_threads): for a wait of "
          "holdEm._threads.thread_map that is itself an item of another's, which no poll would end.");
    m.def("_forget_interrupts", &forget_interrupts,
          "In a child of os.fork(): drops the interrupts asked for the parent's threads; registered with "
          "os.register_at_fork.");
    const py::module_ os = py::module_::import("os");
    if (py::hasattr(os, "register_at_fork"))  // POSIX only
        os.attr("register_at_fork")(py::arg("after_in_child") = m.attr("_forget_interrupts"));
}

}  // namespace holdem::bindings
