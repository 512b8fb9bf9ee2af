"""Hostile input to the original's hand, deck and table classes, table-driven: every bad call gets its
documented error code (leaving the object unchanged) or exception, and nothing crashes or hangs.

Each case runs in a child process (tests/bad_input_support.py), so that a crash or a hang fails the
case that caused it instead of killing pytest.
"""

from __future__ import annotations

import sys
from typing import Any, Callable

from bad_input_support import CaseTable, Raises, Returns
from legacy_table_support import GETTERS_WITH_PLAYER

import holdEm

CASES = CaseTable(__file__)
case = CASES.case


# --- the original's hand class (faces 2..14, ace also 1; suits 1..4) -----------------------------------------------


def hand_call(method: str, *args: Any) -> Callable[[], Any]:
    def call() -> Any:
        h = holdEm.hand()
        code = getattr(h, method)(*args)
        return code, h.getCardsFace()  # an error leaves no cards behind

    return call


FIVE_F, FIVE_S = [2, 3, 4, 5, 9], [1, 1, 1, 1, 2]
for name, method, args, expect in [
    ("4 cards", "setCardsFull", ([2, 3, 4, 5], [1, 1, 1, 1]), Returns((-4, []))),
    ("8 cards", "setCardsFull", ([2, 3, 4, 5, 6, 7, 8, 9], [1] * 8), Returns((-4, []))),
    ("lengths differ", "setCardsFull", (FIVE_F, FIVE_S[:4]), Returns((-4, []))),
    ("face 0", "setCardsFull", ([0, 3, 4, 5, 9], FIVE_S), Returns((-1, []))),
    ("face 15", "setCardsFull", ([15, 3, 4, 5, 9], FIVE_S), Returns((-1, []))),
    ("face -2", "SetCardsFull", ([-2, 3, 4, 5, 9], FIVE_S), Returns((-1, []))),
    ("suit 0", "setCardsFull", (FIVE_F, [0, 1, 1, 1, 2]), Returns((-2, []))),
    ("suit 5", "setCardsFull", (FIVE_F, [1, 1, 1, 1, 5]), Returns((-2, []))),
    ("duplicate", "setCardsFull", ([2, 3, 4, 5, 5], [1, 1, 1, 1, 1]), Returns((-3, []))),
    ("ace as 1 and 14", "setCardsFull", ([1, 14, 4, 5, 9], [1, 1, 1, 1, 2]), Returns((-3, []))),
    ("SetCards hole of 1", "SetCards", ([2], [1], [3, 4, 5], [1, 1, 1]), Returns((-4, []))),
    ("SetCards flop of 4", "SetCards", ([2, 3], [1, 1], [3, 4, 5, 6], [2, 2, 2, 2]), Returns((-4, []))),
    ("SetCards bad turn", "SetCards", ([2, 3], [1, 1], [4, 5, 6], [1, 1, 1], 20, 1), Returns((-1, []))),
    ("setCards turn suit only", "setCards", ([2, 3], [1, 1], [4, 5, 6], [1, 1, 1], 0, 2), Returns((-1, []))),
    ("setCards river repeats", "setCards", ([2, 3], [1, 1], [4, 5, 6], [1, 1, 1], 7, 1, 7, 1), Returns((-3, []))),
]:
    case(f"hand.{method}: {name}", hand_call(method, *args), expect)
case("hand.setCardsFull: text", lambda: holdEm.hand().setCardsFull("23459", "11112"), Raises(TypeError))
case("hand.setCardsFull: 2**40", lambda: holdEm.hand().setCardsFull([2**40] * 5, [1] * 5), Raises(TypeError))


def hand_find_before_set() -> Any:
    h = holdEm.hand()
    return h.findBestHand(), h.findBestHandP(), h.getHandCode(), h.getBestFace(), h.getBestSuit(), h.getScore()


case("hand: findBestHand before setCards", hand_find_before_set, Returns((-1, -1, -1, [], [], 0)))

# --- the original's deck class -----------------------------------------------------------------------------------


def full_deck() -> holdEm.deck:
    d = holdEm.deck()
    d.setDeckFull()
    return d


def deck_steps(*steps: tuple[str, tuple[Any, ...]], full: bool = True) -> Callable[[], Any]:
    """Each step's return value, then the cards left (an error must leave the deck unchanged)."""

    def call() -> Any:
        d = full_deck() if full else holdEm.deck()
        codes = tuple(getattr(d, method)(*args) for method, args in steps)
        return codes, len(d.getDeckFace()), d.getNumCards()

    return call


for name, steps, full, expect in [
    ("setDeckPartial 52 left out", [("setDeckPartial", ([2] * 52, [1] * 52))], False, Returns(((-2,), 0, 0))),
    ("setDeckPartial lengths", [("setDeckPartial", ([2, 3], [1]))], False, Returns(((-1,), 0, 0))),
    ("setDeckPartial face 0", [("setDeckPartial", ([0], [1]))], False, Returns(((-3,), 0, 0))),
    ("setDeckPartial face 15", [("setDeckPartial", ([15], [1]))], True, Returns(((-3,), 52, 52))),
    ("setDeckPartial suit 7", [("setDeckPartial", ([2], [7]))], True, Returns(((-4,), 52, 52))),
    ("setDeckPartial twice listed", [("setDeckPartial", ([2, 2], [1, 1]))], True, Returns(((-5,), 52, 52))),
    ("remCards twice", [("remCards", ([2], [1])), ("remCards", ([2], [1]))], True, Returns(((0, -5), 51, 51))),
    ("remCards before setup", [("remCards", ([2], [1]))], False, Returns(((-5,), 0, 0))),
    ("remCards suit -1", [("remCards", ([2], [-1]))], True, Returns(((-4,), 52, 52))),
    ("remCards lengths", [("remCards", ([2], []))], True, Returns(((-1,), 52, 52))),
    ("dealCards 53", [("dealCards", (53,))], True, Returns(((-1,), 52, 52))),
    ("dealCards -1", [("dealCards", (-1,))], True, Returns(((-1,), 52, 52))),
    ("dealCards past the end", [("dealCards", (50,)), ("dealCards", (3,))], True, Returns(((0, -1), 52, 2))),
    ("dealCards before setup", [("dealCards", (1,))], False, Returns(((-1,), 0, 0))),
    ("shuffleI before setup", [("shuffleI", ()), ("dealCards", (1,))], False, Returns(((None, -1), 0, 0))),
]:
    case(f"deck: {name}", deck_steps(*steps, full=full), expect)
case("deck: setDeckIndex 53", lambda: full_deck().setDeckIndex(53), Raises(ValueError, "maxIndex 53 outside 0..52"))
case("deck: setDeckIndex -1", lambda: full_deck().setDeckIndex(-1), Raises(ValueError, "maxIndex -1 outside"))
case("deck: setDeckIndex before setup", lambda: holdEm.deck().setDeckIndex(1), Raises(ValueError, "outside 0..0"))
case("deck: dealCards 2**31", lambda: full_deck().dealCards(2**31), Raises(TypeError))
case("deck: setSeed -1", lambda: full_deck().setSeed(-1), Raises(TypeError))

# --- the original's table class ----------------------------------------------------------------------------------

for players in (-1, 0, 1, 24, 30, 1000):
    case(f"table({players})", lambda n=players: holdEm.table(n), Raises(ValueError, f"2..23 players, got {players}"))
case("table(2**40)", lambda: holdEm.table(2**40), Raises(TypeError))
case("table('2')", lambda: holdEm.table("2"), Raises(TypeError))
case("table(None)", lambda: holdEm.table(None), Raises(TypeError))


def table_steps(*steps: tuple[str, tuple[Any, ...]], players: int = 3) -> Callable[[], Any]:
    """Each step's return value, then the known cards: an error code must leave the table unchanged."""

    def call() -> Any:
        t = holdEm.table(players)
        t.setSeed(1)
        codes = tuple(getattr(t, method)(*args) for method, args in steps)
        holes = [t.getPlayerHoldFace(p) for p in range(t.getNoPlayers())]
        return codes, holes, t.getBoardFace()

    return call


NO_HOLES = [[], [], []]
NO_BOARD = [-1] * 5
for name, steps, expect in [
    ("setHoldCards no such player", [("setHoldCards", (3, [2, 3], [1, 1]))], Returns(((-3,), NO_HOLES, NO_BOARD))),
    ("setHoldCards player -1", [("setHoldCards", (-1, [2, 3], [1, 1]))], Returns(((-3,), NO_HOLES, NO_BOARD))),
    ("setHoldCards lengths", [("setHoldCards", (0, [2, 3], [1]))], Returns(((-1,), NO_HOLES, NO_BOARD))),
    ("setHoldCards 3 cards", [("setHoldCards", (0, [2, 3, 4], [1, 1, 1]))], Returns(((-2,), NO_HOLES, NO_BOARD))),
    ("setHoldCards face 15", [("setHoldCards", (0, [15, 3], [1, 1]))], Returns(((-4,), NO_HOLES, NO_BOARD))),
    ("setHoldCards face 0", [("setHoldCards", (0, [0, 3], [1, 1]))], Returns(((-4,), NO_HOLES, NO_BOARD))),
    ("setHoldCards suit 5", [("setHoldCards", (0, [2, 3], [1, 5]))], Returns(((-5,), NO_HOLES, NO_BOARD))),
    ("setHoldCards pair twice", [("setHoldCards", (0, [2, 2], [1, 1]))], Returns(((-6,), NO_HOLES, NO_BOARD))),
    (
        "setHoldCards card of another player",
        [("setHoldCards", (0, [2, 3], [1, 1])), ("setHoldCards", (1, [3, 4], [1, 1]))],
        Returns(((0, -6), [[2, 3], [], []], NO_BOARD)),
    ),
    (
        "setHoldCards third card",
        [("setHoldCards", (0, [2, 3], [1, 1])), ("setHoldCards", (0, [4], [1]))],
        Returns(((0, -2), [[2, 3], [], []], NO_BOARD)),
    ),
    ("setHoldCard no such player", [("setHoldCard", (5, 2, 1))], Returns(((-3,), NO_HOLES, NO_BOARD))),
    ("setHoldCard face 99", [("setHoldCard", (0, 99, 1))], Returns(((-4,), NO_HOLES, NO_BOARD))),
    ("setHoldCard suit 0", [("setHoldCard", (0, 9, 0))], Returns(((-5,), NO_HOLES, NO_BOARD))),
    (
        "setHoldCard third card",
        [("setHoldCard", (1, 9, 1)), ("setHoldCard", (1, 10, 1)), ("setHoldCard", (1, 11, 1))],
        Returns(((0, 0, -2), [[], [9, 10], []], NO_BOARD)),
    ),
    (
        "setHoldCard card on the board",
        [("setFlop", ([2, 3, 4], [1, 1, 1])), ("setHoldCard", (0, 3, 1))],
        Returns(((0, -6), NO_HOLES, [2, 3, 4, -1, -1])),
    ),
    ("setFlop 2 faces", [("setFlop", ([2, 3], [1, 1]))], Returns(((-1,), NO_HOLES, NO_BOARD))),
    ("setFlop 2 suits", [("setFlop", ([2, 3, 4], [1, 1]))], Returns(((-2,), NO_HOLES, NO_BOARD))),
    ("setFlop repeated card", [("setFlop", ([2, 2, 4], [1, 1, 1]))], Returns(((-3,), NO_HOLES, NO_BOARD))),
    ("setFlop face 20", [("setFlop", ([2, 20, 4], [1, 1, 1]))], Returns(((-5,), NO_HOLES, NO_BOARD))),
    ("setFlop suit 9", [("setFlop", ([2, 3, 4], [1, 9, 1]))], Returns(((-6,), NO_HOLES, NO_BOARD))),
    (
        "setFlop twice",
        [("setFlop", ([2, 3, 4], [1, 1, 1])), ("setFlop", ([5, 6, 7], [1, 1, 1]))],
        Returns(((0, -4), NO_HOLES, [2, 3, 4, -1, -1])),
    ),
    (
        "setFlop card in a hand",
        [("setHoldCards", (2, [14, 13], [4, 4])), ("setFlop", ([14, 6, 7], [4, 1, 1]))],
        Returns(((0, -3), [[], [], [14, 13]], NO_BOARD)),
    ),
    (
        "setTurn twice",
        [("setTurn", (5, 2)), ("setTurn", (6, 2))],
        Returns(((0, -4), NO_HOLES, [-1, -1, -1, 5, -1])),
    ),
    ("setTurn face -3", [("setTurn", (-3, 1))], Returns(((-5,), NO_HOLES, NO_BOARD))),
    ("setTurn suit 5", [("setTurn", (3, 5))], Returns(((-6,), NO_HOLES, NO_BOARD))),
    (
        "setRiver twice",
        [("setRiver", (5, 2)), ("setRiver", (6, 2))],
        Returns(((0, -4), NO_HOLES, [-1, -1, -1, -1, 5])),
    ),
    (
        "setRiver same as turn",
        [("setTurn", (5, 2)), ("setRiver", (5, 2))],
        Returns(((0, -3), NO_HOLES, [-1, -1, -1, 5, -1])),
    ),
    ("setRiver face 1000", [("setRiver", (1000, 2))], Returns(((-5,), NO_HOLES, NO_BOARD))),
    ("setRiver suit -3", [("setRiver", (3, -3))], Returns(((-6,), NO_HOLES, NO_BOARD))),
    ("dealHold -1", [("dealHold", (-1,))], Returns(((-1,), NO_HOLES, NO_BOARD))),
    ("dealHold 3", [("dealHold", (3,))], Returns(((-1,), NO_HOLES, NO_BOARD))),
    (
        "findWinner before dealing",
        [("findWinner", ()), ("findWinnerP", ()), ("findWinnerI", ()), ("getNumRuns", ())],
        Returns(((-1, -1, -1, 0), NO_HOLES, NO_BOARD)),
    ),
    ("setNoPlayers 1", [("setNoPlayers", (1,)), ("getNoPlayers", ())], Returns(((-1, 3), NO_HOLES, NO_BOARD))),
    ("setNoPlayers 24", [("setNoPlayers", (24,)), ("getNoPlayers", ())], Returns(((-1, 3), NO_HOLES, NO_BOARD))),
    ("MC -1", [("MC", (-1,)), ("getNumRuns", ())], Returns(((-1, 0), NO_HOLES, NO_BOARD))),
    ("MCP -5", [("MCP", (-5,)), ("getNumRuns", ())], Returns(((-1, 0), NO_HOLES, NO_BOARD))),
    ("MCF -2**62", [("MCF", (-(2**62),)), ("getNumRuns", ())], Returns(((-1, 0), NO_HOLES, NO_BOARD))),
    # Nothing known yet: MC deals every card (the original crashed here).
    ("MC before any card is set", [("MC", (50,)), ("getNumRuns", ())], Returns(((0, 50), NO_HOLES, NO_BOARD))),
    (
        "MC 0",
        [("setHoldCards", (0, [14, 14], [1, 2])), ("MC", (0,)), ("getNumRuns", ()), ("getWinsP", ())],
        Returns(((0, 0, 0, [0.0, 0.0, 0.0]), [[14, 14], [], []], NO_BOARD)),
    ),
]:
    case(f"table: {name}", table_steps(*steps), expect)

for getter in GETTERS_WITH_PLAYER:
    for player in (-1, 3):
        case(
            f"table.{getter}({player})",
            lambda g=getter, p=player: getattr(holdEm.table(3), g)(p),
            Raises(ValueError, rf"player {player} not at the table \(players 0\.\.2\)"),
        )
case("table.getWinsPP(2**40)", lambda: holdEm.table(3).getWinsPP(2**40), Raises(TypeError))
case("table.MC(2**70)", lambda: holdEm.table(3).MC(2**70), Raises(TypeError))
case("table.MC(1.5)", lambda: holdEm.table(3).MC(1.5), Raises(TypeError))
case("table.MC(None)", lambda: holdEm.table(3).MC(None), Raises(TypeError))
case("table.setSeed(-1)", lambda: holdEm.table(3).setSeed(-1), Raises(TypeError))
case("table.setFlop(None, None)", lambda: holdEm.table(3).setFlop(None, None), Raises(TypeError))
case("table.setHoldCards text", lambda: holdEm.table(3).setHoldCards(0, "AK", [1, 1]), Raises(TypeError))


def full_table_of_23() -> Any:
    """23 players and a known board use 51 cards: every deal still works."""
    t = holdEm.table(23)
    t.setSeed(3)
    codes = (t.setFlop([2, 3, 4], [1, 1, 1]), t.setTurn(5, 1), t.setRiver(7, 2), t.MC(20), t.dealAll())
    return codes, t.getNumRuns(), t.getNumCardsInDeck(), sum(t.getWins()) + (t.getDraws().count(0) < 23)


case("table(23): Monte Carlo with 51 cards in play", full_table_of_23, Returns(((0, 0, 0, 0, 0), 20, 1, 20)))


def grow_known_during_counts() -> Any:
    """setNoPlayers after a run clears everything; getters of the old players then refuse."""
    t = holdEm.table(5)
    t.setSeed(2)
    t.MC(10)
    t.setNoPlayers(2)
    return t.getNumRuns(), t.getWins(), t.getWinsPP(4)


case("table: getWinsPP for a player removed by setNoPlayers", grow_known_during_counts, Raises(ValueError, "player 4"))


test_bad_input = CASES.test()

if __name__ == "__main__":
    CASES.child_main(int(sys.argv[1]))
