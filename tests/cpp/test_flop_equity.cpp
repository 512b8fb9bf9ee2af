// Boards by orbits and equity flop by flop, heads-up (equity/board_orbits.cpp,
// equity/flop_classes.cpp, equity/flop_equity.cpp and the walk's orbits and flops in
// equity/exact_holdem_pairs.cpp; internal, so this test includes their private headers): the
// classes and orbits by their counts (every board counted once over its orbit, every flop in the
// class of its images), the walk by orbits against the walk of every board, the flop walk and
// the public call against each flop's own exact enumeration, the mean over the flops against the
// preflop equity, the deals against a count of every pair of combos, and bad input named.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "check.hpp"
#include "equity/board_orbits.hpp"
#include "equity/exact.hpp"
#include "equity/flop_classes.hpp"
#include "equity/omaha_boards.hpp"
#include "equity/problem.hpp"
#include "equity/runner.hpp"
#include "holdem/holdem.hpp"

namespace {

using namespace holdem;
using namespace holdem::equity_detail;

using Flop = std::array<Card, 3>;

std::vector<SuitPerm> every_perm() {
    std::vector<SuitPerm> perms;
    SuitPerm perm = {0, 1, 2, 3};
    do perms.push_back(perm);
    while (std::next_permutation(perm.begin(), perm.end()));
    return perms;
}

Card permuted(Card c, const SuitPerm& perm) { return make_card(rank_of(c), perm[static_cast<std::size_t>(suit_of(c))]); }

CardMask permuted(CardMask mask, const SuitPerm& perm) {
    CardMask out = 0;
    for (Card c = 0; c < kNumCards; ++c)
        if (mask >> c & 1) out |= card_bit(permuted(c, perm));
    return out;
}

std::vector<Flop> every_flop(CardMask out) {
    std::vector<Flop> flops;
    for (Card a = 0; a < kNumCards; ++a)
        for (Card b = a + 1; b < kNumCards; ++b)
            for (Card c = b + 1; c < kNumCards; ++c)
                if (!(out & (card_bit(a) | card_bit(b) | card_bit(c)))) flops.push_back({a, b, c});
    return flops;
}

// Under a group, each board's multiplicity is its orbit's size on the least board of the orbit and 0
// elsewhere, so they add up to the number of boards; each flop is in the class of its images.
void orbits_count_every_board_once() {
    const std::vector<SuitPerm> all = every_perm();
    std::vector<SuitPerm> fixing_hearts;  // the suit 2 stays
    for (const SuitPerm& p : all)
        if (p[2] == 2) fixing_hearts.push_back(p);
    const std::vector<std::vector<SuitPerm>> groups = {all, fixing_hearts, {all[0]}};
    const std::vector<std::size_t> classes_expected = {1755, 5252, 22100};  // Burnside's counts
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const BoardOrbits orbits(groups[g]);
        const FlopClasses classes(orbits, every_flop(0));
        CHECK_EQ(classes.count(), classes_expected[g]);
        int flops = 0;
        for (std::size_t c = 0; c < classes.count(); ++c) flops += classes.flops_in_class(static_cast<int>(c));
        CHECK_EQ(flops, 22100);
        const std::vector<Flop> sample = every_flop(0);
        for (std::size_t i = 0; i < sample.size(); i += 97) {
            const Flop& f = sample[i];
            for (const SuitPerm& p : groups[g])
                CHECK_EQ(classes.class_of(permuted(f[0], p), permuted(f[1], p), permuted(f[2], p)),
                         classes.class_of(f[0], f[1], f[2]));
        }
        std::uint64_t boards = 0;
        for (CardMask b0 = 0; b0 < kNumCards; ++b0)
            for (CardMask b1 = b0 + 1; b1 < kNumCards; ++b1)
                for (CardMask b2 = b1 + 1; b2 < kNumCards; ++b2)
                    for (CardMask b3 = b2 + 1; b3 < kNumCards; ++b3)
                        for (CardMask b4 = b3 + 1; b4 < kNumCards; ++b4)
                            boards += static_cast<std::uint64_t>(orbits.multiplicity(
                                CardMask{1} << b0 | CardMask{1} << b1 | CardMask{1} << b2 | CardMask{1} << b3 |
                                CardMask{1} << b4));
        CHECK_EQ(boards, std::uint64_t{2598960});
    }
}

struct Spot {
    std::vector<std::string> hands;
    std::string dead;
    Game game = Game::kHoldem;
};

// Twenty low cards out keep each spot's boards and flops few.
const std::string kNoLowCards = "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s";

const std::vector<Spot>& spots() {
    static const std::vector<Spot> all = {
        {{"QQ+:0.5,AKs,T9s:0.25", "random"}, kNoLowCards},
        {{"As", "KK,QJs:0.4,T9s"}, kNoLowCards + "Ad"},
        {{"AhKh", "random"}, kNoLowCards},
        {{"AK:0.3,QQ,JTs:0.6", "AA:0.5,KQs,QJs:0.25,A9s"}, kNoLowCards + "7c"},
        {{"TT+,AKs,JTs:0.5,66", "random"}, "", Game::kShortDeck},
        {{"random", "QQ+,AJs,T9s:0.4"}, "", Game::kShortDeckTriton},
    };
    return all;
}

std::vector<PlayerSpec> players_of(const Spot& spot) {
    std::vector<PlayerSpec> players;
    for (const std::string& h : spot.hands) players.push_back(PlayerSpec::parse(h, spot.game));
    return players;
}

EquityOptions exact_options(const Spot& spot) {
    EquityOptions options;
    options.game = spot.game;
    options.exact = ExactMode::kExact;
    return options;
}

// The group by its definition: every suit permutation that maps the dead cards and each player's
// combos (weights too) onto themselves.
std::vector<SuitPerm> symmetries_of(const Problem& problem) {
    std::vector<SuitPerm> kept;
    const auto choices = holdem_choices(problem);
    for (const SuitPerm& p : every_perm()) {
        bool keeps = permuted(problem.dead_mask, p) == problem.dead_mask;
        for (const auto& list : choices)
            for (const WeightedCombo& c : list) {
                bool found = false;
                for (const WeightedCombo& d : list)
                    found |= (card_bit(d.high) | card_bit(d.low)) ==
                                 (card_bit(permuted(c.high, p)) | card_bit(permuted(c.low, p))) &&
                             d.weight == c.weight;
                keeps &= found;
            }
        if (keeps) kept.push_back(p);
    }
    return kept;
}

EquityResult on_the_flop(const Spot& spot, const Flop& flop) {
    return calculate_equity(players_of(spot), {flop.begin(), flop.end()}, parse_cards(spot.dead), exact_options(spot));
}

// Equity by the least board of each orbit, counted once per board of it, is equity by every board:
// the same deals (trials), the same sums to rounding.
void orbits_count_every_board() {
    for (const Spot& spot : spots()) {
        const EquityOptions options = exact_options(spot);
        const Problem problem = make_problem(players_of(spot), {}, parse_cards(spot.dead), options);
        const BoardOrbits orbits = deal_orbits(problem);
        CHECK_EQ(orbits.size(), symmetries_of(problem).size());
        PairWalk by_orbits;
        by_orbits.orbits = &orbits;
        const RunOutcome every = holdem_pairs_run(problem, PairWalk{}, 2, exact_control(options, 2, now_seconds()));
        const RunOutcome least = holdem_pairs_run(problem, by_orbits, 2, exact_control(options, 2, now_seconds()));
        CHECK_EQ(least.tally.trials, every.tally.trials);
        CHECK_NEAR(least.tally.weight, every.tally.weight, 1e-12 * every.tally.weight);
        for (int p = 0; p < 2; ++p)
            for (int f = 0; f < Tally::kFields; ++f)
                CHECK_NEAR(least.tally.at(p, f), every.tally.at(p, f), 1e-12 * every.tally.weight);
    }
}

// The walk's sums by class: each class's equity is that of the exact enumeration on one of its
// flops, and the mean over every flop (each board counted once per flop it holds) is the preflop
// equity.
void the_walk_is_each_flops_enumeration() {
    for (const Spot& spot : spots()) {
        const EquityOptions options = exact_options(spot);
        const Problem problem = make_problem(players_of(spot), {}, parse_cards(spot.dead), options);
        const std::vector<Flop> flops = every_flop(problem.known_mask);
        const BoardOrbits orbits(symmetries_of(problem));
        const FlopClasses classes(orbits, flops);
        PairWalk walk;
        walk.orbits = &orbits;
        walk.flops = &classes;
        const RunOutcome outcome = holdem_pairs_run(problem, walk, 2, exact_control(options, 2, now_seconds()));
        CHECK(outcome.complete());
        const std::vector<double>& rows = outcome.tally.by_flop;
        CHECK_EQ(rows.size(), 3 * classes.count());
        std::vector<bool> checked(classes.count());
        for (std::size_t i = 0; i < flops.size(); i += 11) {
            const auto cls = static_cast<std::size_t>(classes.class_of_given(i));
            if (checked[cls] || rows[3 * cls] <= 0.0) continue;
            checked[cls] = true;
            const EquityResult r = on_the_flop(spot, flops[i]);
            CHECK_NEAR(rows[3 * cls + 1] / rows[3 * cls], r.equity[0], 1e-12);
            CHECK_NEAR(rows[3 * cls + 2] / rows[3 * cls], r.equity[1], 1e-12);
        }
        double weight = 0.0, share = 0.0;
        for (std::size_t c = 0; c < classes.count(); ++c) weight += rows[3 * c], share += rows[3 * c + 1];
        const EquityResult preflop = calculate_equity(players_of(spot), {}, parse_cards(spot.dead), options);
        CHECK_NEAR(share / weight, preflop.equity[0], 1e-12);
    }
}

// The weight of the deals that miss a flop, pair by pair.
double deals_by_pairs(const Problem& problem, const Flop& flop) {
    const auto choices = holdem_choices(problem);
    const CardMask out = card_bit(flop[0]) | card_bit(flop[1]) | card_bit(flop[2]);
    double deals = 0.0;
    for (const WeightedCombo& a : choices[0])
        for (const WeightedCombo& b : choices[1]) {
            const CardMask ma = card_bit(a.high) | card_bit(a.low), mb = card_bit(b.high) | card_bit(b.low);
            if (!(ma & mb) && !((ma | mb) & out)) deals += a.weight * b.weight;
        }
    return deals;
}

// The public call, by whichever walk it chooses: each flop's equity and deals; wide ranges take the
// walk of every board, a few combos the flops one by one.
void the_public_call() {
    std::vector<Spot> all = spots();
    all.push_back({{"AsKs", "QhQd"}, ""});
    all.push_back({{"random", "random"}, kNoLowCards});
    for (const Spot& spot : all) {
        EquityOptions options;
        options.game = spot.game;
        options.threads = 2;
        const Problem problem = make_problem(players_of(spot), {}, parse_cards(spot.dead), options);
        const std::vector<Flop> flops = every_flop(problem.known_mask);
        const FlopEquities result = heads_up_flop_equities(players_of(spot), flops, parse_cards(spot.dead), options);
        CHECK(result.complete);
        CHECK_EQ(result.equity.size(), flops.size());
        for (std::size_t i = 0; i < flops.size(); i += 37) {
            CHECK_NEAR(result.deals[i], deals_by_pairs(problem, flops[i]), 1e-9 * result.deals[i]);
            if (result.deals[i] <= 0.0) {
                CHECK(std::isnan(result.equity[i][0]));
                continue;
            }
            const EquityResult r = on_the_flop(spot, flops[i]);
            CHECK_NEAR(result.equity[i][0], r.equity[0], 1e-12);
            CHECK_NEAR(result.equity[i][1], r.equity[1], 1e-12);
        }
        if (spot.hands[0] == "AsKs") CHECK(!result.by_board);
        if (spot.hands[0] == "random" && spot.hands[1] == "random") CHECK(result.by_board);
    }
}

void bad_input_is_named() {
    const auto players = parse_players({"AsKs", "random"}, Game::kHoldem);
    const auto dead = parse_cards("2c");
    const auto flop = [](const char* text) {
        const std::vector<Card> c = parse_cards(text);
        return Flop{c[0], c[1], c[2]};
    };
    CHECK_THROWS(heads_up_flop_equities(parse_players({"AA", "KK", "QQ"}, Game::kHoldem), {flop("2h3h4h")}, {}),
                 std::invalid_argument, "two players of Hold'em or short deck, got 3 players");
    CHECK_THROWS(heads_up_flop_equities(players, {flop("2h3h4h"), flop("2c3c4c")}, dead), std::invalid_argument,
                 "flop 2: 2c is dead");
    CHECK_THROWS(heads_up_flop_equities(players, {flop("AsQd2h")}, dead), std::invalid_argument,
                 "flop 1: As is in a player's hand");
    CHECK_THROWS(heads_up_flop_equities(players, {Flop{7, 7, 9}}, dead), std::invalid_argument, "flop 1: 3s twice");
    CHECK_THROWS(heads_up_flop_equities(players, {Flop{7, 8, 60}}, dead), std::invalid_argument,
                 "card number 60 is not a card");
    EquityOptions short_deck;
    short_deck.game = Game::kShortDeck;
    CHECK_THROWS(heads_up_flop_equities(parse_players({"AA", "KK"}, Game::kShortDeck), {flop("5c7d8h")}, {}, short_deck),
                 std::invalid_argument, "flop 1: 5c is not in the short deck");
}

}  // namespace

int main() {
    orbits_count_every_board_once();
    orbits_count_every_board();
    the_walk_is_each_flops_enumeration();
    the_public_call();
    bad_input_is_named();
    return holdem_test::report("test_flop_equity");
}
