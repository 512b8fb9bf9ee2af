// No C++ work may outlive the interpreter: a thread still computing without
// the GIL when Python finalizes is ended as it takes the GIL back, from inside
// a noexcept destructor, which is std::terminate.  So every GIL-free stretch
// is counted, and at exit the module cancels them all and waits until the
// count is zero (see shutdown.cpp).
#pragma once

#include <pybind11/pybind11.h>

namespace holdem::bindings {

// Construct with the GIL held, before the py::gil_scoped_release it covers,
// so that it ends after the GIL is taken back:
//
//     NativeCall call;  // throws holdem::Cancelled (SystemExit in Python) once exiting
//     py::gil_scoped_release release;
//     ... long C++ work that checks holdem::cancel_requested() ...
class NativeCall {
public:
    NativeCall();
    ~NativeCall();
    NativeCall(const NativeCall&) = delete;
    NativeCall& operator=(const NativeCall&) = delete;
};

// Construct with the GIL held, around a call into Python from inside a
// NativeCall (a progress callback): while every call in flight is in Python
// the exit waits for them only a while (kPythonGraceSeconds in shutdown.cpp),
// as Python itself does not wait for a daemon thread running Python code.
class PythonCallback {
public:
    PythonCallback();
    ~PythonCallback();
    PythonCallback(const PythonCallback&) = delete;
    PythonCallback& operator=(const PythonCallback&) = delete;
};

}  // namespace holdem::bindings
