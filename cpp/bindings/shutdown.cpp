// The exit hook: cancel the C++ work of every thread and wait for it to end
// while the interpreter can still take those threads back.
#include <chrono>
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
std::condition_variable calls_changed;
std::size_t calls_in_flight = 0;    // guarded by calls_mutex
std::size_t calls_in_python = 0;    // of them, those in a callback now; guarded by calls_mutex
thread_local std::size_t calls_here = 0;  // this thread's share of them (a callback may call in again)

// How long the exit waits while every call in flight is in a Python callback: a callback that
// never returns (waiting on an event no one will set) kept the exit waiting for ever.
constexpr auto kPythonGraceSeconds = std::chrono::seconds(1);

// Runs from atexit: after non-daemon threads are joined, before daemon
// threads are frozen, so a daemon thread can still take the GIL to leave C++.
void shutdown() {
    request_cancel();
    py::gil_scoped_release release;  // the calls need it to return (and to poll)
    std::unique_lock<std::mutex> lock(calls_mutex);
    auto all_in_python_since = std::chrono::steady_clock::time_point::max();
    while (calls_in_flight != 0) {
        const auto now = std::chrono::steady_clock::now();
        if (calls_in_python < calls_in_flight) {
            all_in_python_since = std::chrono::steady_clock::time_point::max();
        } else if (all_in_python_since == std::chrono::steady_clock::time_point::max()) {
            all_in_python_since = now;
        } else if (now - all_in_python_since >= kPythonGraceSeconds) {
            return;  // (left to Python, as its daemon threads running Python code are)
        }
        calls_changed.wait_for(lock, std::chrono::milliseconds(50));
    }
}

// A child of os.fork() has only the thread that forked: the other threads' calls are not its own,
// and counted they would keep its exit waiting for ever.  (The count changes with the GIL held, as
// fork is called, so no other thread is between its lock and unlock.)
void forget_other_threads_calls() { calls_in_flight = calls_here; }

}  // namespace

NativeCall::NativeCall() {
    std::lock_guard<std::mutex> lock(calls_mutex);
    // Under the lock shutdown() waits with: a call is either refused or counted before the wait.
    throw_if_cancelled();
    ++calls_in_flight;
    ++calls_here;
}

NativeCall::~NativeCall() {
    std::lock_guard<std::mutex> lock(calls_mutex);
    --calls_here;
    if (--calls_in_flight == 0) calls_changed.notify_all();
}

PythonCallback::PythonCallback() {
    std::lock_guard<std::mutex> lock(calls_mutex);
    ++calls_in_python;
}

PythonCallback::~PythonCallback() {
    std::lock_guard<std::mutex> lock(calls_mutex);
    --calls_in_python;
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
    m.def("_forget_other_threads_calls", &forget_other_threads_calls,
          "In a child of os.fork(): counts only the forking thread's calls; registered with os.register_at_fork.");
    const py::module_ os = py::module_::import("os");
    if (py::hasattr(os, "register_at_fork"))  // POSIX only
        os.attr("register_at_fork")(py::arg("after_in_child") = m.attr("_forget_other_threads_calls"));
}

}  // namespace holdem::bindings
