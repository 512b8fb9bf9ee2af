"""``POST /api/pushfold`` (the blinds' push/fold equilibrium): the answer is :func:`holdEm.push_fold`'s
(chips) or :func:`holdEm.push_fold_icm`'s (tournament equity), with its unit, its text lines and
notes; heads-up winner-take-all, ICM is the chip game (chips turned into equity in proportion);
bad bodies are refused with 400 naming the field (a body of both forms, unknown fields, wrong
types, NaN, huge lists, and the library's own checks of the values); a solver that the time limit
stops says so and answers what the library answers after as many iterations."""

from __future__ import annotations

import json
import warnings
from typing import Any

import pytest

pytest.importorskip("starlette")

with warnings.catch_warnings():  # newer Starlette prefers httpx2 for its test client; httpx still works
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from starlette.testclient import TestClient  # noqa: E402

import holdEm  # noqa: E402
from holdEm.web import ServerLimits, create_app  # noqa: E402

LIMITS = ServerLimits(time_limit=10.0, general_slots=2, fast_slots=2, queue_wait=5.0)

# Chip spots (stack, ante, small blind in big blinds) and ICM spots (stacks, payouts, blinds in chips).
CHIP_SPOTS = [
    {"stack": 10},
    {"stack": 2},
    {"stack": 7.5, "ante": 0.125, "small_blind": 0.4},
    {"stack": 25, "ante": 0, "small_blind": 0.5},
]
ICM_SPOTS = [
    {"stacks": [7500, 3000, 1600, 1400], "payouts": [0.5, 0.3, 0.2], "big_blind": 300},
    {"stacks": [2500, 4000, 3500], "payouts": [50, 30, 20], "big_blind": 200, "small_blind": 100, "ante": 25},
    {"stacks": [1000] * 10, "payouts": [10, 9, 8, 7, 6, 5, 4, 3, 2, 1], "big_blind": 100, "ante": 10},
    {"stacks": [3000, 3000, 500], "payouts": [1, 1], "big_blind": 100},  # a satellite's bubble: no push
]


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(LIMITS)) as test_client:
        yield test_client


def solved(client: TestClient, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/api/pushfold", json=body)
    assert response.status_code == 200, response.text
    return response.json()


def assert_answers(answer: dict[str, Any], solution: holdEm.PushFold) -> None:
    """The answer is the library's solution: every field of ``to_dict()``, the unit and the text."""
    expected = json.loads(json.dumps(solution.to_dict()))
    assert answer.keys() == expected.keys() | {"unit", "text", "notes"}
    classes = expected.pop("classes")
    for key, value in expected.items():
        assert answer[key] == pytest.approx(value, abs=1e-12), key
    assert list(answer["classes"]) == list(classes) == list(holdEm.HAND_CLASSES)
    for name, row in classes.items():
        assert answer["classes"][name] == pytest.approx(row, abs=1e-12), name
    assert answer["unit"] == solution.unit and answer["text"] == solution.text().splitlines()
    assert answer["notes"] == [] and answer["exploitability"] < 1e-9


@pytest.mark.parametrize("body", CHIP_SPOTS, ids=lambda b: f"{b['stack']} BB")
def test_chip_spots_equal_the_library(client: TestClient, body: dict[str, Any]) -> None:
    answer = solved(client, body)
    assert_answers(answer, holdEm.push_fold(body["stack"], **{k: v for k, v in body.items() if k != "stack"}))
    assert answer["unit"] == "BB" and answer["bb_value"] == pytest.approx(-answer["value"], abs=1e-12)


@pytest.mark.parametrize("body", ICM_SPOTS, ids=lambda b: f"{len(b['stacks'])} players")
def test_icm_spots_equal_the_library(client: TestClient, body: dict[str, Any]) -> None:
    answer = solved(client, body)
    given = {k: v for k, v in body.items() if k not in ("stacks", "payouts")}
    assert_answers(answer, holdEm.push_fold_icm(body["stacks"], body["payouts"], **given))
    assert answer["unit"] == "in prizes" and answer["stacks"] == body["stacks"]


def test_the_bubble_spot_is_the_published_one(client: TestClient) -> None:
    # The SB's big stack shoves any two; the BB, on the bubble, calls with 99+ only.
    answer = solved(client, ICM_SPOTS[0])
    assert answer["push_share"] == 1.0 and answer["push_range"] == "random" and answer["call_range"] == "99+"
    assert [answer["classes"][c]["call"] for c in ("99", "88", "AKs")] == [1.0, 0.0, 0.0]


@pytest.mark.parametrize(("stacks", "ante", "small_blind"), [((1000, 1000), 10, 40), ((1250, 2000), 0, None)])
def test_heads_up_winner_take_all_icm_is_the_chip_game(
    client: TestClient, stacks: tuple[int, int], ante: float, small_blind: float | None
) -> None:
    # Equity is then chips over all the chips: the same game, its results turned into equity in
    # proportion, so the same strategies; the SB's value in BB follows from its equity.
    big_blind = 100
    body = {"stacks": list(stacks), "payouts": [1], "big_blind": big_blind, "ante": ante, "small_blind": small_blind}
    icm = solved(client, body)
    sb = big_blind / 2 if small_blind is None else small_blind  # ICM's default: half the big blind
    chips = solved(client, {"stack": min(stacks) / big_blind, "ante": ante / big_blind, "small_blind": sb / big_blind})
    for name, row in chips["classes"].items():
        assert icm["classes"][name]["push"] == pytest.approx(row["push"], abs=1e-9), name
        assert icm["classes"][name]["call"] == pytest.approx(row["call"], abs=1e-9), name
    assert icm["push_range"] == chips["push_range"] and icm["call_range"] == chips["call_range"]
    assert (icm["value"] * sum(stacks) - stacks[0]) / big_blind == pytest.approx(chips["value"], abs=1e-9)


def test_the_answer_is_consistent_with_its_classes(client: TestClient) -> None:
    # Worked out from the per-class answer alone: the shares by combo counts, the ranges' classes.
    answer = solved(client, {"stack": 10})
    combos = {name: 6 if len(name) == 2 else 4 if name.endswith("s") else 12 for name in answer["classes"]}
    for who, share in (("push", "push_share"), ("call", "call_share")):
        held = sum(row[who] * combos[name] for name, row in answer["classes"].items())
        assert held / 1326 == pytest.approx(answer[share], abs=1e-12)
        grid = holdEm.Range(answer[f"{who}_range"]).grid().ravel()  # the range text, read back
        assert list(answer["classes"]) == list(holdEm.HAND_CLASSES)
        for name, weight in zip(holdEm.HAND_CLASSES, grid):
            assert weight == pytest.approx(answer["classes"][name][who], abs=1e-6), (who, name)


BAD_BODIES = [
    ({}, "stack", None, "stack is missing"),
    ({"ante": 0.1}, "stack", None, "stack is missing"),
    ({"stack": 0.5}, "stack", None, "stack must be a finite number more than the big blind plus the ante (1)"),
    ({"stack": 1.1, "ante": 0.2}, "stack", None, "more than the big blind plus the ante (1.2)"),
    ({"stack": 1e305}, "stack", None, "and at most 1e+09, got 1e+305"),
    ({"stacks": [1e300, 1e300], "payouts": [1], "big_blind": 1e-5}, "big_blind", None, "over 1e+09"),
    ({"stack": "10"}, "stack", None, "stack must be a number, not a string"),
    ({"stack": True}, "stack", None, "stack must be a number, not a boolean"),
    ({"stack": [10]}, "stack", None, "stack must be a number, not an array"),
    ({"stack": 10, "ante": -1}, "ante", None, "ante must be a finite number at least 0"),
    ({"stack": 10, "ante": "x"}, "ante", None, "ante must be a number"),
    ({"stack": 10, "small_blind": 0}, "small_blind", None, "small_blind must be a finite number above 0"),
    ({"stack": 10, "small_blind": 1.5}, "small_blind", None, "at most 1"),
    ({"stack": 10, "hands": ["AsKs"]}, "hands", None, "unknown field 'hands'"),
    ({"stack": 10, "stacks": [100, 100]}, "stacks", None, "stack and stacks are of two forms"),
    ({"stack": 10, "big_blind": 2}, "big_blind", None, "not both"),
    ({"stacks": [100, 100], "payouts": [1]}, "big_blind", None, "big_blind is missing"),
    ({"stacks": [100, 100], "big_blind": 10}, "payouts", None, "payouts is missing"),
    ({"payouts": [1], "big_blind": 10}, "stacks", None, "stacks is missing"),
    ({"stacks": "100,100", "payouts": [1], "big_blind": 10}, "stacks", None, "stacks must be an array of numbers"),
    ({"stacks": [100], "payouts": [1], "big_blind": 10}, "stacks", None, "stacks must hold 2 to 10 numbers"),
    ({"stacks": [100] * 11, "payouts": [1], "big_blind": 10}, "stacks", None, "got 11"),
    ({"stacks": [100] * 500, "payouts": [1], "big_blind": 10}, "stacks", None, "got 500"),
    ({"stacks": [100, 100], "payouts": [1] * 11, "big_blind": 10}, "payouts", None, "payouts must hold 1 to 10"),
    ({"stacks": [100, 100], "payouts": [], "big_blind": 10}, "payouts", None, "got 0"),
    ({"stacks": [100, "x"], "payouts": [1], "big_blind": 10}, "stacks", None, "stacks: item 2 must be a number"),
    ({"stacks": [100, None], "payouts": [1], "big_blind": 10}, "stacks", None, "item 2 must be a number, not null"),
    ({"stacks": [100, 100], "payouts": [1, False], "big_blind": 10}, "payouts", None, "item 2 must be a number"),
    ({"stacks": [100, 100], "payouts": [1], "big_blind": "10"}, "big_blind", None, "big_blind must be a number"),
    ({"stacks": [100, 100], "payouts": [1], "big_blind": 0}, "big_blind", None, "big_blind must be a finite number"),
    ({"stacks": [100, 100], "payouts": [1], "big_blind": 10, "small_blind": 20}, "small_blind", None, "at most 10"),
    ({"stacks": [100, 100], "payouts": [1], "big_blind": 10, "ante": -1}, "ante", None, "at least 0"),
    ({"stacks": [100, 100, -5], "payouts": [1], "big_blind": 10}, "stacks", None, "stacks must be at least 0"),
    ({"stacks": [100, 8], "payouts": [1], "big_blind": 10}, "stacks", None, "the big blind must have more"),
    ({"stacks": [4, 100], "payouts": [1], "big_blind": 10}, "stacks", None, "the small blind must have more"),
    ({"stacks": [100, 100, 1], "payouts": [1], "big_blind": 10, "ante": 1}, "stacks", None, "every other player"),
    ({"stacks": [100, 100], "payouts": [1, 2], "big_blind": 10}, "payouts", None, "each at most the one before"),
    ({"stacks": [100, 100], "payouts": [3, 2, 1], "big_blind": 10}, "payouts", None, "3 payouts for 2 players"),
]


@pytest.mark.parametrize(("body", "field", "index", "reason"), BAD_BODIES, ids=[b[3][:40] for b in BAD_BODIES])
def test_bad_bodies_are_refused_naming_the_field(
    client: TestClient, body: dict[str, Any], field: str, index: int | None, reason: str
) -> None:
    response = client.post("/api/pushfold", json=body)
    assert response.status_code == 400, response.text
    answer = response.json()
    assert reason in answer["error"] and answer["field"] == field and answer.get("index") == index, answer


@pytest.mark.parametrize(
    ("raw", "field", "reason"),
    [
        ('{"stack": NaN}', "stack", "stack must be a finite number, not nan"),
        ('{"stack": Infinity}', "stack", "stack must be a finite number, not inf"),
        ('{"stack": 1e400}', "stack", "not inf"),
        ('{"stack": 10, "ante": ' + "1" * 400 + "}", "ante", "ante is too large: a number of 400 digits"),
        ('{"stacks": [100, NaN], "payouts": [1], "big_blind": 10}', "stacks", "stacks: item 2 must be a finite"),
        ('{"stacks": [100, 100], "payouts": [' + "9" * 400 + '], "big_blind": 10}', "payouts", "400 digits"),
        ('{"stacks": [100, 100], "payouts": [1], "big_blind": -Infinity}', "big_blind", "not -inf"),
    ],
)
def test_numbers_that_are_no_finite_float_are_refused(client: TestClient, raw: str, field: str, reason: str) -> None:
    response = client.post("/api/pushfold", content=raw.encode(), headers={"content-type": "application/json"})
    assert response.status_code == 400 and response.json()["field"] == field, response.text
    assert reason in response.json()["error"]


def test_a_solver_stopped_by_the_time_limit_says_so() -> None:
    # This spot takes about 25,000 iterations (over a second here): 0.3 s allows a few thousand.
    body = {"stack": 59.04023992663553, "small_blind": 0.4}
    with TestClient(create_app(ServerLimits(time_limit=0.3, probe_time=0.1))) as short:
        answer = solved(short, body)
    assert len(answer["notes"]) == 1 and answer["notes"][0].startswith("stopped after ")
    assert "this server's time limit, 0.3 s" in answer["notes"][0] and answer["exploitability"] > 0
    # The answer is the library's after as many iterations (the solver is deterministic).
    solution = holdEm.push_fold(body["stack"], small_blind=0.4, max_iterations=answer["iterations"])
    assert answer["exploitability"] == pytest.approx(solution.exploitability, rel=1e-9)
    assert answer["push_range"] == str(solution.push_range()) and answer["value"] == pytest.approx(solution.value)
    assert answer["iterations"] < holdEm.push_fold(body["stack"], small_blind=0.4).iterations


def test_openapi_describes_it(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    post = spec["paths"]["/api/pushfold"]["post"]
    assert post["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("/PushFoldRequest")
    request = spec["components"]["schemas"]["PushFoldRequest"]
    assert set(request["properties"]) == {"stack", "ante", "small_blind", "stacks", "payouts", "big_blind"}
    assert set(spec["components"]["schemas"]["PushFold"]["properties"]) >= {"push_share", "classes", "unit", "text"}
