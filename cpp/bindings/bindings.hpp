// One registration function per bound part of the core.
#pragma once

#include <pybind11/pybind11.h>

#include <cstddef>
#include <optional>
#include <vector>

#include "holdem/equity/equity.hpp"
#include "holdem/eval/best_hand.hpp"
#include "holdem/eval/shortdeck.hpp"

namespace holdem::bindings {

// A best hand's fields by name (strength, category, cards as text, score), for holdEm.BestHand.
pybind11::dict best_hand_fields(const BestHand& best);

// The rules an evaluation game name asks for: none for "holdem", or a
// short-deck order; ValueError for an unknown name, TypeError for no string.
std::optional<ShortDeck> evaluation_rules(pybind11::handle game);
// An equity result's fields by name, for holdEm.EquityResult.
pybind11::dict result_fields(const EquityResult& r);
// A call's time limit (seconds; 0 or less: none), counted from the construction, while its
// players are read (reading_clock.cpp).  Past it, check and poll raise TimeoutError naming the
// player: "time_limit of 0.25 s reached while reading player 3's range" (or "hand" for one that is
// no range).  The engine is then given the time left (EquityOptions::time_spent = spent()).
class ReadingClock {
public:
    explicit ReadingClock(double time_limit = 0.0);
    // Seconds since the construction.
    double spent() const;
    // With the GIL or without: raises past the time limit, naming player `player` (counted from 0).
    void check(std::size_t player, bool range) const;
    // A range's reading without the GIL (OmahaRange::parse's poll): check, and Ctrl-C as
    // poll_python checks it, taking the GIL at most every 0.05 s.
    void poll(std::size_t player);

private:
    void check_at(double now, std::size_t player, bool range) const;
    double start_;
    double time_limit_;
    double last_python_;
};

// The players of an equity call, each checked and named in errors; read under `clock` when given
// (its time limit checked as each range is read and after each player), else with Ctrl-C alone.
std::vector<PlayerSpec> players_from_python(const pybind11::sequence& hands, Game game,
                                            ReadingClock* clock = nullptr);
// Polls for Ctrl-C (and interpreter shutdown) from a run without the GIL (interrupts.cpp).
void poll_python();
// With the GIL: raises KeyboardInterrupt (or a signal handler's exception) on Ctrl-C, in the main
// thread by the signal, in another by holdEm._threads.thread_map's interrupt (interrupts.cpp).
void check_signals();

void bind_evaluator(pybind11::module_& m);
void bind_shortdeck(pybind11::module_& m);
void bind_hilo(pybind11::module_& m);
// Omaha hi-lo results: adds hi_share, lo_share, scoop and low_frequency (other games: nothing).
void add_hilo_fields(pybind11::dict& fields, const EquityResult& result);
void bind_hand(pybind11::module_& m);
void bind_census(pybind11::module_& m);
void bind_comparator(pybind11::module_& m);
void bind_omaha(pybind11::module_& m);
// Omaha ranges: omaha_range (the hands of a pattern range, behind holdEm.omaha_hands).
void bind_omaha_range(pybind11::module_& m);
void bind_table(pybind11::module_& m);
void bind_equity(pybind11::module_& m);
void bind_hits(pybind11::module_& m);
// The Omaha hit report: _omaha_board_hits, _omaha_hits_select, _omaha_hand_hits, _omaha_low_hand_hits.
void bind_omaha_hits(pybind11::module_& m);
// The optional CUDA backend, and its device code run on the host (for tests).
void bind_gpu(pybind11::module_& m);
// _shutdown, registered with atexit: cancels and waits for every NativeCall.
void bind_shutdown(pybind11::module_& m);
void bind_interrupts(pybind11::module_& m);

}  // namespace holdem::bindings
