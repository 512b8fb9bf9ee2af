// The original's `deck` and `table` classes.  Monte Carlo runs release the
// GIL and go in chunks; between chunks the counts so far are merged into the
// table and Ctrl-C is honoured (KeyboardInterrupt, counts kept).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cstdint>
#include <string>

#include "bindings.hpp"
#include "holdem/legacy/deck.hpp"
#include "holdem/legacy/table.hpp"
#include "native_call.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

// Deals per chunk: roughly a few tens of milliseconds of work, so Ctrl-C is
// answered promptly whatever the evaluator and the number of players.
std::int64_t chunk_deals(TableEvaluator evaluator, int players) {
    std::int64_t work = 0;
    switch (evaluator) {
        case TableEvaluator::brute_force: work = 1 << 15; break;
        case TableEvaluator::prime: work = 1 << 19; break;
        case TableEvaluator::fast: work = 1 << 21; break;  // one equity engine call per chunk
    }
    return std::max<std::int64_t>(1, work / players);
}

int run_interruptibly(table& t, TableEvaluator evaluator, std::int64_t deals) {
    if (deals < 0) return -1;
    MonteCarloRun run = t.start_run(evaluator);
    const std::int64_t chunk = chunk_deals(evaluator, run.players());
    for (std::int64_t done = 0; done < deals;) {
        const std::int64_t step = std::min(chunk, deals - done);
        {
            NativeCall call;  // also where a run stops once the interpreter is exiting
            py::gil_scoped_release release;
            run.deal(step);
        }
        done += step;
        t.merge_run(run);
        check_signals();
    }
    return 0;
}

std::string card_list(const std::vector<int>& faces, const std::vector<int>& suits) {
    std::string text;
    for (std::size_t i = 0; i < faces.size(); ++i) {
        if (faces[i] < 0) continue;
        text += card_to_string(card_from_original(faces[i], suits[i]));
    }
    return text;
}

constexpr const char* kDeckDoc = R"doc(The original's deck: the cards left, a shuffled index array to deal from, the last deal.

Faces are 2..14 (an ace may also be given as 1), suits 1..4 (1 = clubs, 2 = diamonds,
3 = hearts, 4 = spades). A new deck is empty until setDeckFull or setDeckPartial.
dealCards(n) deals from the end of the live index and lowers getNumCards() by n; the
dealt cards stay in getDeckFace()/getDeckSuit().

Return codes: setDeckPartial and remCards return 0 on success, -1 for face and suit
lists of different lengths, -2 (setDeckPartial) for 52 or more cards left out, -3 for
an invalid face, -4 for an invalid suit, -5 for a card not in the deck (removed
already or listed twice); the deck is then unchanged. dealCards returns 0, or -1 when
fewer than n cards are left. setDeckIndex raises ValueError unless
0 <= maxIndex <= len(getDeckFace()).)doc";

constexpr const char* kTableDoc = R"doc(The original's table: players, a deck, the board, Monte Carlo counts.

table(Np) seats 2..23 players (ValueError otherwise), numbered from 0. Faces are 2..14
(ace also 1), suits 1..4 (1 = clubs, 2 = diamonds, 3 = hearts, 4 = spades). Each player
may have 0, 1 or 2 known hole cards; flop, turn and river may each be known or dealt.

MC(n) deals the unknown cards n times and scores with the brute-force evaluator, MCP(n)
with the prime method; MCF(n) runs n deals of the equity engine's Monte Carlo (fast
evaluator, one thread). A win is a hand that alone is best; a draw is counted for every
player who shares the best hand. Counts accumulate over runs until resetTable or
setNoPlayers; the *P and *PPp getters divide by getNumRuns() (0.0 before any run).
setSeed(s) makes what follows deterministic: MC and MCP with the same seed deal the same
cards, so their counts are identical; MCF repeats its own counts and agrees with them
statistically. Runs
release the GIL and stop at Ctrl-C with KeyboardInterrupt, keeping the counts so far.
A table is for one thread at a time: a run that finds its table changed meanwhile by
another thread (cards set, or another run) raises RuntimeError.

Return codes (0 is success): setNoPlayers -1 outside 2..23. setHoldCards -1 lists of
different lengths, -2 more than 2 known hole cards, -3 no such player, -4 invalid face,
-5 invalid suit, -6 card already on the table (or listed twice); setHoldCard the same.
setFlop -1 not 3 faces, -2 not 3 suits, -3 card already on the table (or listed twice),
-4 flop already set, -5 invalid face, -6 invalid suit; setTurn and setRiver -3 .. -6
likewise. dealFlopTurnRiver and dealHold 1 nothing to deal, dealHold -1 no such player.
findWinner: the player who alone is best, -2 a draw, -1 cards missing. MC/MCP/MCF -1
for a negative count. Getters that take a player raise ValueError for a bad index.)doc";

}  // namespace

void bind_table(py::module_& m) {
    py::class_<deck>(m, "deck", kDeckDoc)
        .def(py::init<>())
        .def("setDeckFull", &deck::setDeckFull, "All 52 cards: suit 1's faces 2..14, then suit 2's, ...")
        .def("setDeckPartial", &deck::setDeckPartial, py::arg("igFace"), py::arg("igSuit"),
             "All 52 cards except those given; 0, or -1..-5 (see the class doc).")
        .def("setDeckIndex", &deck::setDeckIndex, py::arg("maxIndex"),
             "Index 0..maxIndex-1, unshuffled; the first maxIndex cards become the live deck.")
        .def("remCards", &deck::remCards, py::arg("remFace"), py::arg("remSuit"),
             "Removes the cards; every remaining card is live again. 0, or -1, -3, -4, -5.")
        .def("shuffleI", &deck::shuffleI, "Shuffles the live part of the index (cards not yet dealt).")
        .def("dealCards", &deck::dealCards, py::arg("numToDeal"),
             "Deals n cards into getDealFace()/getDealSuit(); 0, or -1 if fewer are left.")
        .def("getDeckSet", &deck::getDeckSet)
        .def("getDeckShuffled", &deck::getDeckShuffled)
        .def("getDeckFace", &deck::getDeckFace)
        .def("getDeckSuit", &deck::getDeckSuit)
        .def("getDeckIndex", &deck::getDeckIndex)
        .def("getNumCards", &deck::getNumCards, "Cards left to deal.")
        .def("getDealFace", &deck::getDealFace)
        .def("getDealSuit", &deck::getDealSuit)
        .def("setSeed", &deck::setSeed, py::arg("seed"), "Makes the following shuffles deterministic.")
        .def("__repr__", [](const deck& d) {
            return "deck(" + std::to_string(d.getNumCards()) + " cards left of " + std::to_string(d.cards().size()) +
                   ")";
        });

    py::class_<table>(m, "table", kTableDoc)
        .def(py::init<int>(), py::arg("Np"))
        .def("setNoPlayers", &table::setNoPlayers, py::arg("noP"), "Re-seats 2..23 players, clearing cards and counts.")
        .def("setHoldCards", &table::setHoldCards, py::arg("playerAdd"), py::arg("holdInF"), py::arg("holdInS"))
        .def("setHoldCard", &table::setHoldCard, py::arg("playerAdd"), py::arg("holdInF"), py::arg("holdInS"))
        .def("setFlop", &table::setFlop, py::arg("flopInF"), py::arg("flopInS"))
        .def("setTurn", &table::setTurn, py::arg("turnInF"), py::arg("turnInS"))
        .def("setRiver", &table::setRiver, py::arg("riverInF"), py::arg("riverInS"))
        .def("shuffleDeckIndex", &table::shuffleDeckIndex)
        .def("dealFlopTurnRiver", &table::dealFlopTurnRiver)
        .def("dealHold", &table::dealHold, py::arg("player"))
        .def("dealAll", &table::dealAll, "Deals every card that is neither known nor dealt.")
        .def("dealAllP", &table::dealAllP)
        .def("dealAllI", &table::dealAllI)
        .def("findWinner", &table::findWinner, "Brute force; counts the deal. Winner, -2 draw, -1 cards missing.")
        .def("findWinnerP", &table::findWinnerP, "As findWinner, with the prime method.")
        .def("findWinnerI", &table::findWinnerI)
        .def("resetTableToKnown", &table::resetTableToKnown, "Puts dealt cards back; keeps known cards and counts.")
        .def("resetTable", &table::resetTable, "Forgets all cards and counts; keeps the players.")
        .def(
            "MC", [](table& t, std::int64_t n) { return run_interruptibly(t, TableEvaluator::brute_force, n); },
            py::arg("numMC"), "Monte Carlo over the unknown cards, brute-force evaluator.")
        .def(
            "MCP", [](table& t, std::int64_t n) { return run_interruptibly(t, TableEvaluator::prime, n); },
            py::arg("numMC"), "Monte Carlo over the unknown cards, prime method.")
        .def(
            "MCF", [](table& t, std::int64_t n) { return run_interruptibly(t, TableEvaluator::fast, n); },
            py::arg("numMC"), "Monte Carlo over the unknown cards by the equity engine (not in the original).")
        .def("setSeed", &table::setSeed, py::arg("seed"), "Makes the following deals deterministic.")
        .def("getPlayerHoldFace", &table::getPlayerHoldFace, py::arg("player"))
        .def("getPlayerHoldSuit", &table::getPlayerHoldSuit, py::arg("player"))
        .def("getBoardFace", &table::getBoardFace, "Flop, turn, river faces; -1 where not known or dealt.")
        .def("getBoardSuit", &table::getBoardSuit, "Flop, turn, river suits; -1 where not known or dealt.")
        .def("getNoPlayers", &table::getNoPlayers)
        .def("getNumRuns", &table::getNumRuns)
        .def("getWins", &table::getWins)
        .def("getWinsP", &table::getWinsP)
        .def("getDraws", &table::getDraws)
        .def("getDrawsP", &table::getDrawsP)
        .def("getWinsPP", &table::getWinsPP, py::arg("player"), "Wins per hand code 1..10 (index code - 1).")
        .def("getWinsPPp", &table::getWinsPPp, py::arg("player"))
        .def("getDrawsPP", &table::getDrawsPP, py::arg("player"), "Draws per hand code 1..10.")
        .def("getDrawsPPp", &table::getDrawsPPp, py::arg("player"))
        .def("getHandsPP", &table::getHandsPP, py::arg("player"), "Occurrences of each hand code 1..10.")
        .def("getHandsPPp", &table::getHandsPPp, py::arg("player"))
        .def("getNumCardsInDeck", &table::getNumCardsInDeck, "Cards neither known nor dealt.")
        .def("__repr__", [](const table& t) {
            std::string holes;
            for (int p = 0; p < t.getNoPlayers(); ++p)
                holes += (p ? " " : "") + std::string("[") +
                         card_list(t.getPlayerHoldFace(p), t.getPlayerHoldSuit(p)) + "]";
            return "table(" + std::to_string(t.getNoPlayers()) + " players " + holes + ", board [" +
                   card_list(t.getBoardFace(), t.getBoardSuit()) + "], runs=" + std::to_string(t.getNumRuns()) +
                   ")";
        });
}

}  // namespace holdem::bindings
