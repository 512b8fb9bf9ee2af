// One registration function per bound part of the core.
#pragma once

#include <pybind11/pybind11.h>

#include <vector>

#include "holdem/equity/equity.hpp"
#include "holdem/eval/best_hand.hpp"

namespace holdem::bindings {

// A best hand's fields by name (strength, category, cards as text, score), for holdEm.BestHand.
pybind11::dict best_hand_fields(const BestHand& best);

// An equity result's fields by name, for holdEm.EquityResult.
pybind11::dict result_fields(const EquityResult& r);
// The players of an equity call, each checked and named in errors.
std::vector<PlayerSpec> players_from_python(const pybind11::sequence& hands, Game game);
// Polls for Ctrl-C (and interpreter shutdown) from a run without the GIL.
void poll_python();

void bind_evaluator(pybind11::module_& m);
void bind_hand(pybind11::module_& m);
void bind_census(pybind11::module_& m);
void bind_comparator(pybind11::module_& m);
void bind_omaha(pybind11::module_& m);
void bind_table(pybind11::module_& m);
void bind_equity(pybind11::module_& m);
void bind_hits(pybind11::module_& m);
// The optional CUDA backend, and its device code run on the host (for tests).
void bind_gpu(pybind11::module_& m);
// _shutdown, registered with atexit: cancels and waits for every NativeCall.
void bind_shutdown(pybind11::module_& m);

}  // namespace holdem::bindings
