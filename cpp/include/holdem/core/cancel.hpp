// A process-wide request to stop, for a program that is exiting: the Python
// module sets it when the interpreter shuts down (C++ work still running once
// the interpreter is gone would end the process).  It is never cleared: every
// later call of the batches, the censuses, the comparator and the sample
// generator (each checks it between blocks or lines) throws Cancelled, as do
// the Python module's equity and analysis calls, whose poll checks it.
//
// It is not a way to cancel one computation and go on: calculate_equity and
// the analyses stop through EquityOptions::poll (throw from it) or
// EquityOptions::progress (return false).
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
