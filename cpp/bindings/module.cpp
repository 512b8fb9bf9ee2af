// The extension module holdEm._core; each part binds itself from its own file.
#include <pybind11/pybind11.h>

#include "bindings.hpp"

PYBIND11_MODULE(_core, m) {
    m.doc() = "holdEm's C++ core: evaluators, the original's classes, equity.";
    holdem::bindings::bind_evaluator(m);
    holdem::bindings::bind_hand(m);
    holdem::bindings::bind_census(m);
    holdem::bindings::bind_comparator(m);
    holdem::bindings::bind_omaha(m);
    holdem::bindings::bind_omaha_range(m);
    holdem::bindings::bind_table(m);
    holdem::bindings::bind_equity(m);
    holdem::bindings::bind_hits(m);
    holdem::bindings::bind_omaha_hits(m);
    holdem::bindings::bind_shortdeck(m);
    holdem::bindings::bind_hilo(m);
    holdem::bindings::bind_gpu(m);
    holdem::bindings::bind_shutdown(m);
    holdem::bindings::bind_interrupts(m);
}
