// The exit hook: cancel the C++ work of every thread and wait for it to end
// while the interpreter can still take those threads back.
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>

#include "bindings.hpp"
#include "holdem/core/cancel.hpp"
#include "native_call.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

std::mutex calls_mutex;
std::condition_variable calls_done;
std::size_t calls_in_flight = 0;  // guarded by calls_mutex

// Runs from atexit: after non-daemon threads are joined, before daemon
// threads are frozen, so a daemon thread can still take the GIL to leave C++.
void shutdown() {
    request_cancel();
    py::gil_scoped_release release;  // the calls need it to return (and to poll)
    std::unique_lock<std::mutex> lock(calls_mutex);
    calls_done.wait(lock, [] { return calls_in_flight == 0; });
}

}  // namespace

NativeCall::NativeCall() {
    std::lock_guard<std::mutex> lock(calls_mutex);
    // Under the lock shutdown() waits with: a call is either refused or counted before the wait.
    throw_if_cancelled();
    ++calls_in_flight;
}

NativeCall::~NativeCall() {
    std::lock_guard<std::mutex> lock(calls_mutex);
    if (--calls_in_flight == 0) calls_done.notify_all();
}

void bind_shutdown(py::module_& m) {
    // SystemExit itself (threading ignores no subclass of it): a daemon
    // thread whose call is cut short ends quietly, as Python ends daemon
    // threads at exit, instead of printing a traceback that the exit cuts off.
    py::register_exception_translator([](std::exception_ptr error) {
        try {
            if (error) std::rethrow_exception(error);
        } catch (const Cancelled& cancelled) {
            PyErr_SetString(PyExc_SystemExit, cancelled.what());
        }
    });
    m.def("_shutdown", &shutdown,
          "Cancels the C++ work of every thread and waits until it has ended; registered with atexit, after "
          "which holdEm's long calls raise SystemExit.");
    py::module_::import("atexit").attr("register")(m.attr("_shutdown"));
}

}  // namespace holdem::bindings
