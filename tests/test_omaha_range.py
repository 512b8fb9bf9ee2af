"""holdEm.omaha_hands: Omaha range patterns against an independent reader
(tests/omaha_range_reference.py), counts from combinatorics, and every refusal."""

from __future__ import annotations

import json
import random
from math import comb

import numpy as np
import numpy.typing as npt
import pytest
from cli_support import run_cli
from omaha_range_reference import RangeReader, all_hands, match_array, matches

import holdEm
from holdEm import _core


def masks(rows: npt.NDArray[np.uint8]) -> npt.NDArray[np.uint64]:
    """Each row's cards as one bit mask (card c is bit c)."""
    return np.bitwise_or.reduce(np.left_shift(np.uint64(1), rows.astype(np.uint64)), axis=1)


@pytest.fixture(scope="module")
def plo4_hands() -> npt.NDArray[np.uint8]:
    return all_hands(4)


def sample_hands(hole_cards: int, n: int, seed: int) -> npt.NDArray[np.uint8]:
    rng = np.random.default_rng(seed)
    rows = np.argsort(rng.random((n, 52)), axis=1)[:, :hole_cards]
    return -np.sort(-rows, axis=1).astype(np.uint8)


def at_least(have: int, of: int, hole_cards: int) -> int:
    """Hands of hole_cards cards holding at least `have` of `of` given cards."""
    return sum(comb(of, a) * comb(52 - of, hole_cards - a) for a in range(have, min(of, hole_cards) + 1))


# --- counts derived by hand -------------------------------------------------------------


def test_known_plo4_counts() -> None:
    ranks_2 = comb(13, 2)
    expected = {
        "AA": at_least(2, 4, 4),  # two aces or more
        "AA!AAA": comb(4, 2) * comb(48, 2),  # exactly two aces
        "RROO": ranks_2 * comb(4, 2) ** 2,  # two pair
        "xxyy": comb(4, 2) * ranks_2**2,  # double-suited: two suits, two cards each
        "RRON": 13 * comb(4, 2) * comb(12, 2) * 4**2,  # one pair and two other different ranks
        "random": comb(52, 4),
        "AsKs": comb(50, 2),
        "sshh": comb(13, 2) ** 2,
        "RRRR": 13,
    }
    assert expected["AA"] == 6961 and expected["AA!AAA"] == 6768 and expected["RROO"] == 2808
    assert expected["xxyy"] == 36504 and expected["RRON"] == 82368
    for text, count in expected.items():
        assert len(holdEm.omaha_hands(text)) == count, text


def test_known_plo5_plo6_counts() -> None:
    assert len(holdEm.omaha_hands("AA", "plo5")) == at_least(2, 4, 5)
    assert len(holdEm.omaha_hands("AA", "plo6")) == at_least(2, 4, 6) == 1_237_792
    assert len(holdEm.omaha_hands("AA!AAA", "plo6")) == comb(4, 2) * comb(48, 4)
    assert len(holdEm.omaha_hands("sssss", "plo5")) == comb(13, 5)
    assert len(holdEm.omaha_hands("xxyyzz", "plo6")) == 4 * comb(13, 2) ** 3  # three suits, two each
    assert len(holdEm.omaha_hands("AsKsQs", "plo6")) == comb(49, 3)
    # One pair (no queen) + three other ranks (no queen), all different, and a queen: 'Q' is the rank.
    assert len(holdEm.omaha_hands("RRONPQ", "plo6")) == 12 * comb(4, 2) * comb(11, 3) * 4**3 * 4


# --- every PLO4 hand against the reference ---------------------------------------------

EXHAUSTIVE = [
    "AsKd",  # explicit cards
    "AK",  # ranks
    "A*s",  # '*' rank with a suit
    "RROO",  # rank variables
    "AxKx",  # suit variables with ranks
    "xxyy",
    "ssh",  # explicit suits
    "[AKQ]J",  # a rank list
    "[T-A][2-5]x",  # spans
    "[A,K]Rx",  # a list beside a variable (the variable may take a listed rank)
    "AR!RR",  # a variable never takes a rank written in the pattern
    "AxAy!AAA",
    "(AA,KK):xxyy",
    "QQ : (Kx ,Tx) ! 9",
    "AxAyxy",
    "10T9 8",  # '10' is a ten; whitespace separates items
    "Rw[2-6]wx",
]


@pytest.mark.parametrize("text", EXHAUSTIVE)
def test_every_plo4_hand_as_the_reference(text: str, plo4_hands: npt.NDArray[np.uint8]) -> None:
    engine = masks(holdEm.omaha_hands(text))
    expected = masks(plo4_hands[RangeReader(plo4_hands).evaluate(text)])
    assert np.array_equal(np.sort(engine), np.sort(expected)), text


def test_array_reference_is_the_plain_one() -> None:
    """The vectorised reference makes the same choices as its one-hand form."""
    for hole_cards in (4, 5, 6):
        hands = sample_hands(hole_cards, 150, seed=hole_cards)
        for text in ("RROO", "AxKx", "[T-A]Rx", "xxyy", "AR", "Asx"):
            plain = np.array([matches(tuple(int(c) for c in row), text) for row in hands])
            assert np.array_equal(plain, match_array(hands, text)), (hole_cards, text)


def listed_in(hands: npt.NDArray[np.uint8], listing: npt.NDArray[np.uint8]) -> npt.NDArray[np.bool_]:
    """Which of ``hands`` the engine's listing holds (its masks increase: test_rows)."""
    listed, wanted = masks(listing), masks(hands)
    return listed[np.searchsorted(listed, wanted).clip(max=len(listed) - 1)] == wanted


@pytest.mark.parametrize("game, hole_cards", [("plo5", 5), ("plo6", 6)])
@pytest.mark.parametrize("text", ["AxAyxy", "RROON", "AK:xxyyz", "[A-T]Rx!RR:Q", "AsKs:Qx", "(KK,QQ):Rw[2-5]w"])
def test_sampled_plo5_plo6_hands_as_the_reference(text: str, game: str, hole_cards: int) -> None:
    hands = sample_hands(hole_cards, 20_000, seed=hash((text, game)) & 0xFFFF)
    engine = listed_in(hands, holdEm.omaha_hands(text, game))
    assert np.array_equal(engine, RangeReader(hands).evaluate(text)), text


# --- the array itself ------------------------------------------------------------------


def test_rows() -> None:
    hands = holdEm.omaha_hands("AA:KK", "plo5")
    assert hands.dtype == np.uint8 and hands.shape == (len(hands), 5)
    assert np.all(hands[:, :-1] > hands[:, 1:])  # each row from the highest card down
    m = masks(hands)
    assert np.all(m[:-1] < m[1:])  # increasing masks: sorted, no repeat
    assert holdEm.omaha_hands("AsAhKsKh").tolist() == [[51, 50, 47, 46]]
    # Whitespace separates items: hands with any of the four cards (lower case ranks too).
    assert len(holdEm.omaha_hands("as ah ks kh")) == comb(52, 4) - comb(48, 4)


def test_repeated_patterns() -> None:
    """A pattern written again (its fill then comes from a cache) reads as written once; renamed
    variables are the same pattern."""
    once = masks(holdEm.omaha_hands("RROO", "plo5"))
    for text in ("RROO,RROO,RROO,RROO", "OONN, BBCC (RROO)", "RROO:RROO:RROO:OORR"):
        assert np.array_equal(masks(holdEm.omaha_hands(text, "plo5")), once), text
    aces = masks(holdEm.omaha_hands("AA", "plo5"))
    expected = once[~np.isin(once, aces)]
    assert 0 < len(expected) < len(once)
    assert np.array_equal(masks(holdEm.omaha_hands("RROO!AA!AA!AA", "plo5")), expected)


def test_games() -> None:
    for game, hole in [("omaha", 4), ("PLO4", 4), ("plo5", 5), ("omaha-hilo", 4), ("plo5-hilo", 5), ("plo6-hilo", 6)]:
        assert holdEm.omaha_hands("AsKsQsJs", game).shape[1] == hole
    with pytest.raises(ValueError, match="two-card game"):
        holdEm.omaha_hands("AA", "holdem")
    with pytest.raises(ValueError, match="two-card game"):
        holdEm.omaha_hands("AA", "shortdeck")
    with pytest.raises(ValueError, match="game must be one of"):
        holdEm.omaha_hands("AA", "stud")
    with pytest.raises(TypeError, match="is a str"):
        holdEm.omaha_hands(b"AA")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="for an Omaha game"):
        _core.omaha_range("AA", "holdem")


# --- refusals ---------------------------------------------------------------------------

ERRORS = [
    ("AeKK", "omaha", r"unknown symbol 'e' at character 2 of 'AeKK'"),
    ("AA,K?", "omaha", r"unknown symbol '\?' at character 2 of 'K\?'"),  # counted in the text quoted
    ("1", "omaha", r"unknown symbol '1'"),
    ("AAKKQ", "omaha", r"'AAKKQ' has 5 cards, a PLO4 hand 4"),
    ("AAKKQQ2", "plo6", r"has 7 cards, a PLO6 hand 6"),
    ("AsAs", "omaha", r"duplicate card As"),
    ("KhQQkh", "plo5", r"duplicate card Kh"),
    ("(AA,KK", "omaha", r"unbalanced '\(' at character 1"),
    ("AA)", "omaha", r"unbalanced '\)' at character 3"),
    ("A[KQ", "omaha", r"unbalanced '\[' at character 2"),
    ("AK]", "omaha", r"unbalanced '\]' at character 3"),
    ("[]A", "omaha", r"empty rank list"),
    ("[A-]", "omaha", r"a span in a rank list needs a rank on each side"),
    ("AA,,KK", "omaha", r"an empty item at character 4"),
    ("AA,", "omaha", r"an empty item"),
    ("()", "omaha", r"an empty item at character 2"),
    ("   ", "omaha", r"an empty Omaha range"),
    ("AA!", "omaha", r"'!' at character 3 needs a pattern after it"),
    ("AA: ", "omaha", r"':' at character 3 needs a pattern after it"),
    (":AA", "omaha", r"':' at character 1 needs a pattern before it"),
    ("AA(KK)", "omaha", r"expected ',', ':' or '!' at character 3"),
    ("AA:0.5", "omaha", r"weights go after .@., not .:.: .0\.5. at character 4 \(write AA@50"),
    ("AA:50%", "omaha", r"weights go after .@."),
    ("15%", "plo6", r"a top share like '15%' at character 1 ranks PLO4 and PLO5 hands only \(PLO6 has no ranking"),
    ("AA,15%", "plo6-hilo", r"'15%' at character 4 ranks PLO4 and PLO5 hands only \(PLO6 has no ranking"),
    ("0%", "omaha", r"a top share is above 0% and at most 100%, not '0%'"),
    ("100.5%", "omaha", r"at most 100%"),
    ("AAAAA", "plo5", r"'AAAAA' matches no PLO5 hand"),
    ("RRRRR", "plo6", r"'RRRRR' matches no PLO6 hand"),
    ("AA:KKK", "omaha", r"'AA:KKK' matches no PLO4 hand"),
    ("AA!A", "omaha", r"matches no PLO4 hand"),
    ("random", "plo6", r"'random' is 20,358,520 PLO6 hands, more than the 4,000,000"),
    ("A", "plo6", r"8,087,008 PLO6 hands"),
    ("(" * 11 + "AA" + ")" * 11, "omaha", r"parentheses nested deeper than 10"),
    ("AA," * 1400, "omaha", r"at most 4096 characters, got 4200"),
]


@pytest.mark.parametrize("text, game, message", ERRORS)
def test_refusals(text: str, game: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.omaha_hands(text, game)


# Players' shorthand the pattern language reads otherwise (the audit's counts): refused, saying
# what it reads as and what to write.
SHORTHAND = [
    ("AK ds", "'ds' at character 4 alone is any hand with a diamond and a spade, not double-suited: write xxyy"),
    ("AAKK ds", "'ds' at character 6 alone"),  # was AAKK or 121,190 hands with a diamond and a spade
    ("AA:ds", "'ds' at character 4 alone is any hand with a diamond and a spade"),
    ("AA:ss", "'ss' at character 4 alone is any hand with two spades, not single-suited: write xxyz"),
    ("AKds", "'AKds' at character 1: its 'ds' reads as a suit of the rank before it and a spade .* AK:xxyy"),
    ("AAKKds", "write AAKK:xxyy for double-suited AAKK"),
    ("AAss", "write AA:xxyz for single-suited AA"),
    ("AKs", "'AKs' at character 1 reads as A and the K of spades .* write AxKx .* or KsA for the cards as written"),
    ("QQ,t9s", "'t9s' at character 4 reads as t and the 9 of spades"),
]


@pytest.mark.parametrize(("text", "message"), SHORTHAND)
def test_shorthand_is_refused_with_what_to_write(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.omaha_hands(text)


def test_what_the_shorthand_refusals_offer_means_what_they_say() -> None:
    """Each refusal's suggestion is a pattern of the hands meant, checked by brute force."""
    hands = [set(row.tolist()) for row in holdEm.omaha_hands("random")]
    suits = [{c % 4 for c in h} for h in hands]

    def by_suit(h: set[int]) -> list[int]:
        return sorted((sum(1 for c in h if c % 4 == s) for s in range(4)), reverse=True)

    aces_kings = [i for i, h in enumerate(hands) if {c // 4 for c in h} >= {12, 11}]
    double = {i for i in aces_kings if by_suit(hands[i])[:2] == [2, 2]}
    assert {tuple(r) for r in holdEm.omaha_hands("AK:xxyy").tolist()} == {
        tuple(sorted(hands[i], reverse=True)) for i in double
    }
    single = {i for i in aces_kings if by_suit(hands[i]) == [2, 1, 1, 0]}
    assert len(holdEm.omaha_hands("AK:xxyz")) == len(single)
    assert len(holdEm.omaha_hands("sd")) == sum(1 for s in suits if {0, 1} <= s)  # 2c = 0: suits c d h s
    assert len(holdEm.omaha_hands("ss*")) == sum(1 for h in hands if sum(1 for c in h if c % 4 == 3) >= 2)
    assert len(holdEm.omaha_hands("KsA")) == sum(1 for h in hands if 47 in h and any(c // 4 == 12 for c in h))


MAX_HANDS = 4_000_000  # OmahaRange::kMaxHands


def test_size_cap() -> None:
    assert comb(52, 6) == 20_358_520 > MAX_HANDS
    assert at_least(2, 4, 6) <= MAX_HANDS
    assert len(holdEm.omaha_hands("AA", "plo6")) == at_least(2, 4, 6)
    assert len(holdEm.omaha_hands("random", "plo5")) == comb(52, 5)  # 2,598,960 fit
    assert len(holdEm.omaha_hands("(" * 10 + "AA" + ")" * 10)) == at_least(2, 4, 4)


ALPHABET = "AKQJT98765432akqjtRONPXYZshdcwxyz*[]-,:!() 10%."


def test_fuzz_random_strings(plo4_hands: npt.NDArray[np.uint8]) -> None:
    """Random texts from the grammar's alphabet: each is a range or a ValueError, and every
    range read is the reference's on a sample of hands."""
    rng = random.Random(2024)
    sample = plo4_hands[rng.sample(range(len(plo4_hands)), 3000)]
    reader = RangeReader(sample)
    accepted = 0
    for _ in range(1500):
        text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 14)))
        game = rng.choice(["omaha", "plo5"])
        try:
            hands = holdEm.omaha_hands(text, game)
        except ValueError:
            continue
        accepted += 1
        assert hands.ndim == 2 and len(hands) > 0
        if game == "omaha":
            engine = listed_in(sample, hands)
            assert np.array_equal(engine, reader.evaluate(text)), text
    assert accepted > 50  # the fuzz reaches the matcher, not only the refusals


# --- holdem range --game omaha -------------------------------------------------------------


def test_the_command_line_counts_and_lists_an_omaha_range(plo4_hands: npt.NDArray[np.uint8]) -> None:
    expected = plo4_hands[RangeReader(plo4_hands).evaluate("AA:xxyy")]
    done = run_cli("range", "AA:xxyy", "--game", "Omaha", "--list")
    assert done.returncode == 0, done.stderr
    head, *listed = done.stdout.decode().splitlines()
    share = 100 * len(expected) / comb(52, 4)
    assert head == f"AA:xxyy: {len(expected):,} of {comb(52, 4):,} PLO4 hands ({share:.3f}%)"
    assert sorted(masks(np.array([holdEm.parse_cards(h) for h in listed]))) == sorted(masks(expected))
    done = run_cli("range", "RROO", "--game", "plo5", "--json")
    data = json.loads(done.stdout)
    assert data == {"range": "RROO", "game": "plo5", "hands": len(holdEm.omaha_hands("RROO", "plo5")),
                    "of": comb(52, 5), "share": data["hands"] / comb(52, 5)}  # fmt: skip
    # A weighted text: its weighted count, and each hand under a full weight listed with its '@'.
    aces, kings = (set(masks(holdEm.omaha_hands(t)).tolist()) for t in ("AA:xxyy", "KK!(AA:xxyy)"))
    done = run_cli("range", "AA:xxyy, KK@50", "--game", "omaha", "--list")
    head, *listed = done.stdout.decode().splitlines()
    assert head.endswith(f"hands ({100 * (len(aces) + len(kings)) / comb(52, 4):.3f}%), "
                         f"{len(aces) + len(kings) / 2:,.1f} weighted")  # fmt: skip
    for line in listed:
        hand, _, weight = line.partition("@")
        assert (weight == "50") == (int(masks(np.array([holdEm.parse_cards(hand)]))[0]) in kings), line
    data = json.loads(run_cli("range", "AA:xxyy, KK@50", "--game", "omaha", "--json").stdout)
    assert data["weighted_hands"] == len(aces) + len(kings) / 2
    for args, message in (
        (["AA", "--game", "omaha", "--plot", "x.png"], b"--plot draws the grid of a Hold'em or short-deck range"),
        (["QQ+", "--list"], b"--list is for the Omaha games"),
        (["AAKKQ", "--game", "omaha"], b"'AAKKQ' has 5 cards, a PLO4 hand 4"),
    ):
        done = run_cli("range", *args)
        assert done.returncode == 2 and message in done.stderr, (args, done.stderr)
