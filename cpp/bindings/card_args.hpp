// Turning Python card arguments into cards: a string ("AsKd7h", "As Kd 7h",
// "As,Kd,7h"), or an iterable of card strings or of ints 0..51.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "holdem/core/cards.hpp"

namespace holdem::bindings {

// Throws ValueError (std::invalid_argument) for unknown cards, out-of-range
// ints and duplicates, TypeError for anything that is not a card list.
// `what` names the argument in messages ("board", "dead cards", ...).
std::vector<Card> cards_from_python(pybind11::handle obj, const char* what = "cards");

// An (N, hole_cards) integer array of Omaha hands, one a row, as masks in
// increasing order.  TypeError for a dtype that is not integer; ValueError
// (prefixed with `what`, like "player 1: ") for another shape, no rows, more
// than OmahaRange::kMaxHands, a number that is no card, a card twice in a
// row, or the same hand in two rows (both named).
std::vector<CardMask> omaha_hands_from_array(pybind11::handle array, int hole_cards, const std::string& what = "");

// The rows of an Omaha batch: boards of shape (N, 5) and holes of shape
// (N, 4|5|6), as many of each, else ValueError naming `caller`.  (holdEm.omaha
// checks them first, in its words; this guards the raw reads behind it.)
std::size_t omaha_batch_rows(const pybind11::array& boards, const pybind11::array& holes, const char* caller);

// A str's UTF-8 text, valid while the str lives.  A lone surrogate (an
// undecodable byte of argv, say) raises ValueError naming it and its
// position, where pybind11's std::string caster would answer with an
// unclear "incompatible function arguments" TypeError; `what` (say
// "player 1") heads the message.
std::string_view utf8_view(const pybind11::str& text, const std::string& what = "");

}  // namespace holdem::bindings
