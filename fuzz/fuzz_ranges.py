"""Fuzz target: the equity range parser (holdEm.parse_range) against the syntax's definition.

    python fuzz/fuzz_ranges.py [libFuzzer flags] [CORPUS_DIR ...]

Two kinds of input.  Generated ranges: items drawn from the documented
syntax (pairs, QQ+, 22-55, AKs/KQo/AK, A2s+, A2s-A5s, T9s-QJs, AhKh,
random, :weight), in any case, with their combos and weights worked out
here from the definition; parse_range must give exactly those.  Any text:
parse_range raises only ValueError, and what it returns is well formed
(two distinct cards, higher first; weights in (0, 1]); two texts it
accepts, joined by a comma, give the union of their combos with the
larger weight.
"""

from __future__ import annotations

import itertools
import sys

import atheris

with atheris.instrument_imports(include=["fuzz_support", "holdEm"]):
    import fuzz_support as fs

    import holdEm

RANKS = fs.RANK_CHARS
WEIGHTS = ["0.5", "0.25", "1", "0.75", "1.0", "0.1"]


def combo_text(a: int, b: int) -> str:
    high, low = max(a, b), min(a, b)
    return holdEm.format_card(high) + holdEm.format_card(low)


def pair_combos(rank: int) -> set[str]:
    return {combo_text(4 * rank + s, 4 * rank + t) for s, t in itertools.combinations(range(4), 2)}


def two_rank_combos(high: int, low: int, kind: str) -> set[str]:
    out = set()
    for s in range(4):
        for t in range(4):
            if (kind == "s" and s != t) or (kind == "o" and s == t):
                continue
            out.add(combo_text(4 * high + s, 4 * low + t))
    return out


@atheris.instrument_func
def generated_item(fdp: atheris.FuzzedDataProvider) -> tuple[str, set[str]]:
    """One range item and its combos, from the documented syntax."""
    form = fdp.ConsumeIntInRange(0, 8)
    if form == 0:  # QQ
        r = fdp.ConsumeIntInRange(0, 12)
        return RANKS[r] * 2, pair_combos(r)
    if form == 1:  # QQ+
        r = fdp.ConsumeIntInRange(0, 12)
        return RANKS[r] * 2 + "+", set().union(*(pair_combos(q) for q in range(r, 13)))
    if form == 2:  # 22-55
        lo = fdp.ConsumeIntInRange(0, 12)
        hi = fdp.ConsumeIntInRange(lo, 12)
        return f"{RANKS[lo] * 2}-{RANKS[hi] * 2}", set().union(*(pair_combos(q) for q in range(lo, hi + 1)))
    kind = fdp.PickValueInList(["s", "o", ""])
    high = fdp.ConsumeIntInRange(1, 12)
    low = fdp.ConsumeIntInRange(0, high - 1)
    if form == 3:  # AKs, KQo, AK
        return RANKS[high] + RANKS[low] + kind, two_rank_combos(high, low, kind)
    if form == 4:  # A2s+: the kicker up to one below the top card
        return RANKS[high] + RANKS[low] + kind + "+", set().union(
            *(two_rank_combos(high, k, kind) for k in range(low, high))
        )
    if form == 5:  # A2s-A5s: same top card
        top = fdp.ConsumeIntInRange(low, high - 1)
        text = f"{RANKS[high]}{RANKS[low]}{kind}-{RANKS[high]}{RANKS[top]}{kind}"
        return text, set().union(*(two_rank_combos(high, k, kind) for k in range(low, top + 1)))
    if form == 6:  # T9s-QJs: same gap
        gap = high - low
        top_high = fdp.ConsumeIntInRange(high, 12)
        text = f"{RANKS[high]}{RANKS[low]}{kind}-{RANKS[top_high]}{RANKS[top_high - gap]}{kind}"
        return text, set().union(*(two_rank_combos(h, h - gap, kind) for h in range(high, top_high + 1)))
    if form == 7:  # AhKh
        a = fdp.ConsumeIntInRange(0, 51)
        b = fdp.ConsumeIntInRange(0, 50)
        b += b >= a
        return combo_text(a, b), {combo_text(a, b)}
    return "random", {combo_text(a, b) for a, b in itertools.combinations(range(52), 2)}


def random_case(fdp: atheris.FuzzedDataProvider, text: str) -> str:
    mode = fdp.ConsumeIntInRange(0, 3)
    if mode == 1:
        return text.upper()
    if mode == 2:
        return text.lower()
    return text


@atheris.instrument_func
def check_generated(fdp: atheris.FuzzedDataProvider) -> None:
    expected: dict[str, float] = {}
    items = []
    for _ in range(fdp.ConsumeIntInRange(1, 6)):
        text, combos = generated_item(fdp)
        weight = 1.0
        if fdp.ConsumeIntInRange(0, 3) == 0:
            written = fdp.PickValueInList(WEIGHTS)
            text += ":" + written
            weight = float(written)
        items.append(random_case(fdp, text))
        for combo in combos:
            expected[combo] = max(expected.get(combo, 0.0), weight)
    text = "".join(item + fdp.PickValueInList([",", ", ", " ", " , "]) for item in items)
    got = holdEm.parse_range(text)
    if got != expected:
        missing = sorted(set(expected) - set(got))[:8]
        extra = sorted(set(got) - set(expected))[:8]
        wrong = sorted(c for c in set(got) & set(expected) if got[c] != expected[c])[:8]
        raise AssertionError(f"parse_range({text!r}): missing {missing}, extra {extra}, other weights {wrong}")


@atheris.instrument_func
def parsed_or_none(text: str) -> dict[str, float] | None:
    try:
        got = holdEm.parse_range(text)
    except ValueError as e:
        assert str(e), "an error without a message"
        return None
    for combo, weight in got.items():
        cards = holdEm.parse_cards(combo)  # two distinct cards
        assert len(cards) == 2 and cards[0] > cards[1], combo
        assert 0.0 < weight <= 1.0, (combo, weight)
    assert got, f"{text!r} was accepted as an empty range"
    return got


@atheris.instrument_func
def check_any_text(fdp: atheris.FuzzedDataProvider) -> None:
    first = fs.fuzz_text(fdp, 80)
    second = fs.fuzz_text(fdp, 40)
    a, b = parsed_or_none(first), parsed_or_none(second)
    if a is None or b is None:
        return
    both = parsed_or_none(first + "," + second)
    merged = {c: max(a.get(c, 0.0), b.get(c, 0.0)) for c in set(a) | set(b)}
    assert both == merged, (first, second)


def test_one_input(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    if fdp.ConsumeBool():
        check_generated(fdp)
    else:
        check_any_text(fdp)


def main() -> None:
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
