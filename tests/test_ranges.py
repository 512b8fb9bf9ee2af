"""The Hold'em range syntax (holdEm.parse_range), checked against combos built from first principles."""

from __future__ import annotations

import itertools
import re

import pytest

import holdEm

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def combo(a: str, b: str) -> str:
    """A combo as parse_range names it: the higher card number first."""
    ca, cb = holdEm.parse_cards(a)[0], holdEm.parse_cards(b)[0]
    return a + b if ca > cb else b + a


def hand_class(high: str, low: str, kind: str = "") -> set[str]:
    """Every combo of a hand class like ('A', 'K', 's'), from the definition."""
    out = set()
    for s1, s2 in itertools.product(SUITS, SUITS):
        a, b = high + s1, low + s2
        if a == b or (high == low and s1 > s2):
            continue
        if kind == "s" and s1 != s2:
            continue
        if kind == "o" and s1 == s2:
            continue
        out.add(combo(a, b))
    return out


def classes(*specs: tuple[str, str, str]) -> set[str]:
    return set().union(*(hand_class(*s) for s in specs))


def keys(text: str) -> set[str]:
    return set(holdEm.parse_range(text))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("QQ", classes(("Q", "Q", ""))),
        ("QQ+", classes(("Q", "Q", ""), ("K", "K", ""), ("A", "A", ""))),
        ("22-55", classes(*[(r, r, "") for r in "2345"])),
        ("55-22", classes(*[(r, r, "") for r in "2345"])),
        ("AKs", classes(("A", "K", "s"))),
        ("KQo", classes(("K", "Q", "o"))),
        ("AK", classes(("A", "K", "s"), ("A", "K", "o"))),
        ("KA", classes(("A", "K", ""))),
        ("A2s+", classes(*[("A", r, "s") for r in "23456789TJQK"])),
        ("KTo+", classes(("K", "T", "o"), ("K", "J", "o"), ("K", "Q", "o"))),
        ("AT+", classes(*[("A", r, "") for r in "TJQK"])),
        ("A2s-A5s", classes(*[("A", r, "s") for r in "2345"])),
        ("A5s-A2s", classes(*[("A", r, "s") for r in "2345"])),
        ("T9s-QJs", classes(("T", "9", "s"), ("J", "T", "s"), ("Q", "J", "s"))),
        ("QJo-T9o", classes(("T", "9", "o"), ("J", "T", "o"), ("Q", "J", "o"))),
        ("K9-KJ", classes(("K", "9", ""), ("K", "T", ""), ("K", "J", ""))),
        ("AhKh", {"AhKh"}),
        ("KhAh", {"AhKh"}),
        ("2c3d", {combo("2c", "3d")}),
    ],
)
def test_items(text: str, expected: set[str]) -> None:
    assert keys(text) == expected
    assert all(w == 1.0 for w in holdEm.parse_range(text).values())


def test_random_is_every_combo() -> None:
    every = {combo(a, b) for a, b in itertools.combinations([r + s for r in RANKS for s in SUITS], 2)}
    assert len(every) == 1326
    assert keys("random") == every
    assert keys("RANDOM") == every
    assert keys("22+,A2+,K2+,Q2+,J2+,T2+,92+,82+,72+,62+,52+,42+,32") == every


def test_counts() -> None:
    assert len(keys("QQ+,AKs")) == 22
    assert len(keys("22+")) == 78
    assert len(keys("A2s+")) == 48
    assert len(keys("KTo+")) == 36


def test_case_spaces_and_commas() -> None:
    expected = keys("QQ+,AKs,KQo,AhKh")
    for text in ("qq+ aks kqo ahkh", "QQ+, AKs,  KQo ,AhKh", " QQ+\tAKS\nKQO,,AHKH "):
        assert keys(text) == expected


def test_ten_written_as_10() -> None:
    assert keys("A10s") == keys("ATs")
    assert keys("1010+") == keys("TT+")
    assert keys("10h9h") == {"Th9h"}


def test_weights() -> None:
    r = holdEm.parse_range("AK:0.5")
    assert len(r) == 16 and set(r.values()) == {0.5}
    # A combo listed twice keeps the larger weight, in either order.
    for text in ("AKs,AK:0.5", "AK:0.5,AKs", "AK:0.5 AKs:1"):
        r = holdEm.parse_range(text)
        assert all(r[c] == 1.0 for c in hand_class("A", "K", "s"))
        assert all(r[c] == 0.5 for c in hand_class("A", "K", "o"))
    r = holdEm.parse_range("QQ+:0.25,KK:0.75,AhAs:1")
    assert r["QsQh"] == 0.25 and r["KsKd"] == 0.75 and r["AsAh"] == 1.0 and r["AsAd"] == 0.25


@pytest.mark.parametrize(
    "text, item",
    [
        ("AKx", "AKx"),
        ("QQs", "QQs"),
        ("QQo", "QQo"),
        ("QQ+,AK-Q9", "AK-Q9"),
        ("AKs-AQo", "AKs-AQo"),
        ("QQ-AK", "QQ-AK"),
        ("XX", "XX"),
        ("A", "A"),
        ("AKs++", "AKs++"),
        ("AK-", "AK-"),
        ("AK:0", "AK:0"),
        ("AK:1.5", "AK:1.5"),
        ("AK:-1", "AK:-1"),
        ("AK:abc", "AK:abc"),
        ("AK:nan", "AK:nan"),
        ("AK:inf", "AK:inf"),
        ("AK:", "AK:"),
        (":0.5", ":0.5"),
        ("AK:0.5:0.5", "AK:0.5:0.5"),
        ("AhAh", "AhAh"),
        ("Z9s", "Z9s"),
        ("QQ+, AKs, 72z", "72z"),
    ],
)
def test_malformed_items_are_named(text: str, item: str) -> None:
    with pytest.raises(ValueError, match="invalid range item") as info:
        holdEm.parse_range(text)
    assert repr(item)[1:-1] in str(info.value)


@pytest.mark.parametrize("text", ["", "   ", ",,"])
def test_empty_range(text: str) -> None:
    with pytest.raises(ValueError, match="empty range"):
        holdEm.parse_range(text)


def test_not_a_string() -> None:
    with pytest.raises(TypeError):
        holdEm.parse_range(["AK"])  # type: ignore[arg-type]


def test_range_in_equity_reports_the_player() -> None:
    with pytest.raises(ValueError, match=r"player 2: invalid range item 'AKx'"):
        holdEm.equity(["AsKs", "QQ+,AKx"])


def test_range_emptied_by_card_removal() -> None:
    with pytest.raises(ValueError, match="player 2: the range has no hand left"):
        holdEm.equity(["AsKs", "AA"], board="AhAd2c")
    with pytest.raises(ValueError, match="player 1: the range has no hand left"):
        holdEm.equity(["AKs", "KsKh", "KdKc"], dead="As Ah Ad Ac")


def test_ranges_that_never_fit_together() -> None:
    with pytest.raises(ValueError, match="no deal is possible"):
        holdEm.equity(["AA", "AA", "AA"])
    with pytest.raises(ValueError, match="no deal is possible"):
        holdEm.equity(["AhAs,KhKs", "AhKh,AsKs"], exact=False, trials=1000)


# --- Equilab's weight syntax: [50]...[/50] blocks and :50% --------------------------------------------------------


def weights_of(*parts: tuple[set[str], float]) -> dict[str, float]:
    """Combo -> weight from (combos, weight) pairs built from first principles; later parts overwrite."""
    out: dict[str, float] = {}
    for combos, weight in parts:
        out.update(dict.fromkeys(combos, weight))
    return out


QQ_PLUS = classes(("Q", "Q", ""), ("K", "K", ""), ("A", "A", ""))
AKS = hand_class("A", "K", "s")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("QQ+:50%", weights_of((QQ_PLUS, 0.5))),
        ("QQ+:100%", weights_of((QQ_PLUS, 1.0))),
        ("AKs:12.5%", weights_of((AKS, 0.125))),
        ("QQ+:0.5", weights_of((QQ_PLUS, 0.5))),
        ("[50]QQ+,AKs[/50]", weights_of((QQ_PLUS | AKS, 0.5))),
        ("[50] QQ+, AKs [/50]", weights_of((QQ_PLUS | AKS, 0.5))),
        ("[50]QQ+[/50]", weights_of((QQ_PLUS, 0.5))),
        ("[25]QQ+[/25],AKs", weights_of((QQ_PLUS, 0.25), (AKS, 1.0))),
        ("AKs,[25]QQ+[/25],[75]JJ[/75]", weights_of((AKS, 1.0), (QQ_PLUS, 0.25), (hand_class("J", "J"), 0.75))),
        ("[100]AKs[/100]", weights_of((AKS, 1.0))),
        ("[12.5]AKs[/12.5]", weights_of((AKS, 0.125))),
        # '@' and a percentage, as Omaha ranges weigh their hands.
        ("QQ+@50", weights_of((QQ_PLUS, 0.5))),
        ("AKs@12.5%,QQ+", weights_of((AKS, 0.125), (QQ_PLUS, 1.0))),
        # Outside a block, weight 1 again; a combo listed twice keeps the larger weight.
        ("[50]AK[/50],AKs", weights_of((hand_class("A", "K"), 0.5), (AKS, 1.0))),
    ],
)
def test_equilab_weights(text: str, expected: dict[str, float]) -> None:
    assert holdEm.parse_range(text) == pytest.approx(expected, abs=0)


@pytest.mark.parametrize(
    "text, message",
    [
        ("AK:150%", "invalid range item 'AK:150%': a weight must be above 0% and at most 100%"),
        ("AK:0%", "a weight must be above 0% and at most 100%"),
        ("AK:-5%", "a weight must be above 0% and at most 100%"),
        ("AK:%", "the weight after ':' must be a number, like 0.5 or 50%"),
        ("AK:50%%", "the weight after ':' must be a number"),
        ("AK:2", "a weight must be above 0 and at most 1 (100%)"),
        ("[150]AK[/150]", "invalid range block '[150]': a weight must be above 0% and at most 100%"),
        ("[-50]AK[/-50]", "invalid range block '[-50]': a weight must be above 0%"),
        ("[0]AK[/0]", "invalid range block '[0]'"),
        ("[abc]AK[/abc]", "invalid range block '[abc]': a block's weight is a percentage"),
        ("[]AK[/]", "invalid range block '[]'"),
        ("[50]AK", "invalid range block '[50]': it is never closed (end it with [/50])"),
        ("AK[/50]", "invalid range block '[/50]': it closes no block"),
        ("[50]AK[/40]", "invalid range block '[/40]': it does not match '[50]'"),
        ("[50]AK,[25]QQ[/25][/50]", "invalid range block '[25]': inside '[50]', which is not closed yet"),
        ("[50AK", "invalid range block '[50AK': no ']'"),
        ("[50]AK:0.5[/50]", "invalid range item 'AK:0.5': a weight after ':' inside a [50]...[/50] block"),
        ("[50]AK@50[/50]", "invalid range item 'AK@50': a weight after '@' inside a [50]...[/50] block"),
        ("AK@0.5x", "invalid range item 'AK@0.5x': the weight after '@' must be a percentage, like 50"),
        ("AK@150", "a weight must be above 0% and at most 100%"),
        ("AK@0", "a weight must be above 0% and at most 100%"),
        (
            "AK:0,5",
            "invalid range item 'AK:0': a weight must be above 0 and at most 1 (100%): leave out a hand of "
            "weight 0 (and for a fraction like 0,5 write 0.5)",
        ),
        ("AK:50", "a weight must be above 0 and at most 1 (100%); for 50% write AK:50%"),
    ],
)
def test_bad_weights_and_blocks(text: str, message: str) -> None:
    with pytest.raises(ValueError) as info:
        holdEm.parse_range(text)
    assert message in str(info.value)


@pytest.mark.parametrize(
    "text, message",
    [  # other tools' and players' spellings: each refusal says how the grammar writes it
        ("Ax", "invalid range item 'Ax': A and any lower card is written A2+"),
        ("Kxs", "K and any lower card is written K2s+"),
        ("qxo", "Q and any lower card is written Q2o+"),
        ("XX", "any two cards are 'random'"),
        ("any2", "any two cards are 'random'"),
        ("QQ-", "a pair and the pairs below it is written 22-QQ"),
        ("QQ+;AKs", "separate the items with ',' or spaces"),
        ("QQ+|AKs", "separate the items with ',' or spaces"),
        ("QQ+\uff0cAKs", "separate the items with ',' or spaces"),  # a full-width comma
        ("TT\u201377", "an interval is written with '-', like TT-77"),  # an en dash
        ("AA=0.5", "a weight goes after ':' or '@'"),
        ("AA(50%)", "a weight goes after ':' or '@'"),
        ("50%AKs", "a weight goes after the hand with ':' and no space"),
        ("AKs 0.5", "invalid range item '0.5': a weight goes after the hand with ':' and no space"),
        ("top 10%", "a share of the hands is written 10%"),
    ],
)
def test_other_spellings_are_refused_with_how_to_write_them(text: str, message: str) -> None:
    with pytest.raises(ValueError) as info:
        holdEm.parse_range(text)
    assert message in str(info.value)
    # What each says to write is read, and means what it says (checked by brute force where it can).
    for written in re.findall(r"written (\S+?)(?:,|$)", str(info.value)):
        holdEm.parse_range(written)


def test_a_star_is_random_as_in_omaha_ranges() -> None:
    assert holdEm.parse_range("*") == holdEm.parse_range("random") and len(holdEm.parse_range("*:0.5")) == 1326
    aces = {c for c in holdEm.parse_range("random") if "A" in c and c[0] != c[2]}  # what "Ax" means
    assert set(holdEm.parse_range("A2+")) == aces  # what its refusal says to write


HINT = "(a range looks like QQ+,AKs,A5s-A2s,KQo:0.5,[50]JJ[/50])"


@pytest.mark.parametrize("text", ["XYZ", "QQ+,72z", "AKs++", "A", "", "AK[/50]"])
def test_errors_show_the_grammar(text: str) -> None:
    """An item or text the parser cannot read at all gets an example of what it reads."""
    with pytest.raises(ValueError) as info:
        holdEm.parse_range(text)
    assert str(info.value).endswith(HINT)


@pytest.mark.parametrize(
    "text, card",
    [("AhXd", "Xd"), ("XhKd", "Xh"), ("AhKx", "Kx"), ("Xd", "Xd"), ("QQ+,AhXd", "Xd"), ("10hXd", "Xd")],
)
def test_a_bad_card_in_a_combo_is_named(text: str, card: str) -> None:
    with pytest.raises(ValueError) as info:
        holdEm.parse_range(text)
    assert f"'{card}' is not a card (a card is a rank 2-9, T, J, Q, K or A and a suit c, d, h or s" in str(info.value)


def test_one_card_is_not_a_hand() -> None:
    with pytest.raises(ValueError, match=r"invalid range item 'Kh': one card is not a hand \(a combo has two cards"):
        holdEm.parse_range("Kh")


def test_blocks_and_percentages_reach_equity() -> None:
    """The weights mean the same in equity however they are written."""
    forms = ["[50]QQ+,AKs[/50],JJ", "QQ+:50%,AKs:50%,JJ", "QQ+:0.5,AKs:0.5,JJ:1"]
    results = [holdEm.equity(["AhKd", form], board="2c7d9h", exact=True).equity for form in forms]
    assert results[0] == results[1] == results[2]
