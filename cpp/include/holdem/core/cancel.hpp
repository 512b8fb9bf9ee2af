// A process-wide request to stop long computations.  The Python module sets
// it when the interpreter shuts down: C++ work still running once the
// interpreter is gone would end the process (std::terminate), so every long
// loop checks it and gives up with Cancelled.  It is never cleared.
#pragma once

#include <atomic>
#include <stdexcept>

namespace holdem {

class Cancelled : public std::runtime_error {
public:
    Cancelled() : std::runtime_error("holdEm: cancelled, the program is shutting down") {}
};

namespace detail {
inline std::atomic<bool> cancel_flag{false};
}  // namespace detail

inline void request_cancel() { detail::cancel_flag.store(true, std::memory_order_relaxed); }

// A plain load: cheap enough to check once per line, deal or block.
inline bool cancel_requested() { return detail::cancel_flag.load(std::memory_order_relaxed); }

inline void throw_if_cancelled() {
    if (cancel_requested()) throw Cancelled();
}

}  // namespace holdem
