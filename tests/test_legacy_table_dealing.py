"""The original's table class: known cards, dealing by hand, winners, resetting, the most players."""

from __future__ import annotations

from legacy_table_support import EXAMPLE, Scenario, assert_consistent, assert_within, exact, table_cards

import holdEm


def test_reset_table_forgets_cards_and_counts_reset_to_known_keeps_them() -> None:
    t = EXAMPLE.table(seed=3)
    t.MCP(1000)
    t.dealAll()
    assert t.resetTableToKnown() == 0
    assert t.getNumRuns() == 1000
    assert t.getPlayerHoldFace(2) == [] and t.getBoardFace() == [5, 6, 10, -1, -1]
    assert t.getNumCardsInDeck() == 52 - 7
    assert t.resetTable() == 0
    assert t.getNumRuns() == 0 and t.getWins() == [0, 0, 0] and t.getWinsP() == [0.0, 0.0, 0.0]
    assert t.getPlayerHoldFace(0) == [] and t.getBoardFace() == [-1] * 5
    assert t.getNumCardsInDeck() == 52 and t.getNoPlayers() == 3
    assert t.setNoPlayers(5) == 0 and t.getNoPlayers() == 5 and len(t.getWins()) == 5


# --- dealing by hand ------------------------------------------------------------------


def test_deal_all_fills_every_card_once_and_keeps_the_known_ones() -> None:
    t = Scenario("", ["AsKd", "Qh", ""] + [""] * 6, "", "9h").table(seed=10)
    assert t.findWinner() == -1  # nothing dealt yet
    assert t.dealAll() == 0
    cards = table_cards(t)
    assert len(cards) == 5 + 2 * 9 == len(set(cards))
    assert t.getNumCardsInDeck() == 52 - 23
    assert t.getPlayerHoldFace(0) == [14, 13] and t.getPlayerHoldSuit(0) == [4, 2]
    assert t.getPlayerHoldFace(1)[0] == 12 and t.getBoardFace()[3] == 9
    assert t.dealFlopTurnRiver() == 1 and t.dealHold(4) == 1 and t.dealAll() == 0
    assert table_cards(t) == cards


def test_deal_step_by_step_and_aliases() -> None:
    t = holdEm.table(2)
    t.setSeed(4)
    assert t.dealHold(0) == 0 and len(t.getPlayerHoldFace(0)) == 2 and t.getNumCardsInDeck() == 50
    assert t.findWinner() == -1
    assert t.dealFlopTurnRiver() == 0 and t.getNumCardsInDeck() == 45
    assert t.dealAllP() == 0 and t.dealAllI() == 0 and t.getNumCardsInDeck() == 43
    assert len(set(table_cards(t))) == 9
    t.shuffleDeckIndex()
    assert t.dealAll() == 0 and len(set(table_cards(t))) == 9


def test_find_winner_agrees_with_evaluate() -> None:
    t = holdEm.table(4)
    t.setSeed(77)
    for _ in range(300):
        t.resetTableToKnown()
        t.dealAll()
        board = [4 * (f - 2) + s - 1 for f, s in zip(t.getBoardFace(), t.getBoardSuit())]
        strengths = []
        for p in range(4):
            hole = [4 * (f - 2) + s - 1 for f, s in zip(t.getPlayerHoldFace(p), t.getPlayerHoldSuit(p))]
            strengths.append(holdEm.evaluate(board + hole))
        best = max(strengths)
        expected = strengths.index(best) if strengths.count(best) == 1 else -2
        wins_before, draws_before = t.getWins(), t.getDraws()
        assert t.findWinner() == expected
        assert t.findWinnerP() == expected
        assert t.findWinnerI() == expected
        for p in range(4):
            if expected == -2 and strengths[p] == best:
                assert t.getDraws()[p] == draws_before[p] + 3
            assert t.getWins()[p] == wins_before[p] + (3 if expected == p else 0)
    assert t.getNumRuns() == 900
    assert_consistent(t)


def test_hand_dealt_odds_match_exact() -> None:
    scenario = Scenario("river to come", ["AhKh", "QcQd"], "2h7hJc", "3s")
    ex = exact(scenario)
    t = scenario.table(seed=31)
    n = 3000
    for _ in range(n):
        t.dealAll()
        t.findWinner()
        t.resetTableToKnown()
    for p in range(2):
        assert_within(t.getWinsP()[p], ex.win[p], n, f"player {p} wins")


def test_setting_a_card_puts_dealt_cards_back() -> None:
    t = holdEm.table(3)
    t.setSeed(2)
    t.dealAll()
    dealt_turn = (t.getBoardFace()[3], t.getBoardSuit()[3])
    assert t.setTurn(*dealt_turn) == 0  # the dealt card is free again, so it can be set
    assert t.getBoardFace() == [-1, -1, -1, dealt_turn[0], -1]
    assert all(t.getPlayerHoldFace(p) == [] for p in range(3))
    assert t.getNumCardsInDeck() == 51


def test_the_most_players_the_deck_allows() -> None:
    t = holdEm.table(23)
    t.setSeed(1)
    t.dealAll()
    assert len(set(table_cards(t))) == 51 and t.getNumCardsInDeck() == 1
    assert t.findWinner() in range(-2, 23)
    assert t.MCP(200) == 0
    assert_consistent(t)


def test_repr() -> None:
    t = EXAMPLE.table()
    assert repr(t) == "table(3 players [KcKd] [QhQs] [], board [5h6cTs], runs=0)"
    d = holdEm.deck()
    d.setDeckFull()
    assert repr(d) == "deck(52 cards left of 52)"
