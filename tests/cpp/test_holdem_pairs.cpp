// Exact heads-up Hold'em board by board (equity/exact_holdem_pairs.cpp, internal, so this test
// includes its private headers) against the class walk (equity/exact_holdem.cpp), which lists
// every assignment of hole cards and enumerates its boards: the same deals, so the same figures
// (to rounding) and the same trials, on spots of every kind of player (a range with weights,
// random, one known card, all cards), with dead cards, on every street, in all three two-card
// games; each seat's figures combo by combo against the class walk with that combo dealt, and
// next-card equity card by card against the class walk with that card dealt.
#include <cstddef>
#include <string>
#include <vector>

#include "check.hpp"
#include "equity/board_orbits.hpp"
#include "equity/exact.hpp"
#include "equity/game_rules.hpp"
#include "equity/problem.hpp"
#include "equity/runner.hpp"
#include "holdem/holdem.hpp"

namespace {

using namespace holdem;
using namespace holdem::equity_detail;

struct Spot {
    std::vector<std::string> hands;
    std::string board;
    std::string dead;
    Game game = Game::kHoldem;
};

const std::vector<Spot>& spots() {
    static const std::vector<Spot> all = {
        {{"QQ+:0.5,AKs,T9s:0.25", "random"}, "Jh8h2c", ""},
        {{"random", "22-66:0.3,KQo,A5s"}, "Kd7d3d", "Ad"},  // monotone: the flush sweep
        {{"As", "KK,QJs:0.4"}, "9s8s3d2c", ""},
        {{"Td9d", "random"}, "9s8s3d", ""},
        {{"AK:0.3,QQ,JTs:0.6", "AA:0.5,KQs,QJs:0.25,A5s"}, "Qh9c2h5s", ""},
        {{"random", "random"}, "AhAdAcKs", "2c"},
        {{"QQ,AhKh:0.7", "random"}, "AsAdAc5h2h", ""},               // the river
        {{"JJ+,AK", "random"}, "7c", "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s8c8d"},  // 4 cards to come
        {{"TT+,AKs:0.5", "random"}, "", "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s8c8d"},  // preflop
        {{"TT+,AKs,JTs:0.5,66", "random"}, "Ah9h8c", "", Game::kShortDeck},
        {{"random", "QQ+,AJs,T9s:0.4"}, "Ah9h8c7h", "", Game::kShortDeckTriton},
    };
    return all;
}

Problem problem_of(const Spot& spot, EquityOptions& options) {
    options.game = spot.game;
    options.exact = ExactMode::kExact;
    std::vector<PlayerSpec> players;
    for (const std::string& h : spot.hands) players.push_back(PlayerSpec::parse(h, spot.game));
    return make_problem(players, parse_cards(spot.board), parse_cards(spot.dead), options);
}

void check_same(const EquityResult& a, const EquityResult& b) {
    CHECK(a.exact && b.exact);
    CHECK_EQ(a.trials, b.trials);
    for (std::size_t p = 0; p < 2; ++p) {
        CHECK_NEAR(a.equity[p], b.equity[p], 1e-12);
        CHECK_NEAR(a.win[p], b.win[p], 1e-12);
        CHECK_NEAR(a.tie[p], b.tie[p], 1e-12);
        for (std::size_t c = 0; c < a.categories[p].size(); ++c) CHECK_NEAR(a.categories[p][c], b.categories[p][c], 1e-12);
    }
}

void same_figures_as_the_class_walk() {
    for (const Spot& spot : spots()) {
        EquityOptions options;
        const Problem problem = problem_of(spot, options);
        CHECK(holdem_pairs_apply(problem));
        const double start = now_seconds();
        const EquityResult by_class = run_exact_holdem(problem, holdem_classes(problem, Poller(options)), 1, options, start);
        check_same(run_exact_holdem_pairs(problem, 1, options, start), by_class);
        check_same(run_exact_holdem_pairs(problem, 3, options, start), by_class);  // any thread count
    }
}

// A seat's rows (deals, lone wins, ties, pot share per combo of its list): they add up to the
// seat's figures, and each combo's are those of the spot with that combo dealt to the seat.
void combo_by_combo() {
    for (const Spot& spot : spots()) {
        for (int first = 0; first < 2; ++first) {
            EquityOptions options;
            const Problem problem = problem_of(spot, options);
            const RunOutcome outcome = holdem_pairs_run(problem, PairWalk{first, false, true}, 2,
                                                    exact_control(options, 2, now_seconds()));
            const Tally& tally = outcome.tally;
            const auto combos = holdem_choices(problem)[static_cast<std::size_t>(first)];
            CHECK_EQ(tally.by_hand.size(), Tally::kByHandColumns * combos.size());
            double sums[Tally::kByHandColumns] = {};
            for (std::size_t i = 0; i < tally.by_hand.size(); ++i) sums[i % Tally::kByHandColumns] += tally.by_hand[i];
            CHECK_NEAR(sums[0], tally.weight, 1e-9 * tally.weight);
            CHECK_NEAR(sums[1], tally.at(first, Tally::kWin), 1e-9 * tally.weight);
            CHECK_NEAR(sums[2], tally.at(first, Tally::kTie), 1e-9 * tally.weight);
            CHECK_NEAR(sums[3], tally.at(first, Tally::kShare), 1e-9 * tally.weight);
            // A few combos, each dealt to the seat and walked by classes.
            for (std::size_t i = 0; i < combos.size(); i += combos.size() / 3 + 1) {
                const double* row = &tally.by_hand[Tally::kByHandColumns * i];
                Spot dealt = spot;
                dealt.hands[static_cast<std::size_t>(first)] = cards_to_string(std::vector<Card>{combos[i].high, combos[i].low});
                EquityOptions fixed_options;
                const Problem fixed = problem_of(dealt, fixed_options);
                const EquityResult r = run_exact_holdem(fixed, holdem_classes(fixed, Poller(fixed_options)), 1,
                                                        fixed_options, now_seconds());
                const auto p = static_cast<std::size_t>(first);
                CHECK(row[0] > 0.0);
                CHECK_NEAR(row[1] / row[0], r.win[p], 1e-12);
                CHECK_NEAR(row[2] / row[0], r.tie[p], 1e-12);
                CHECK_NEAR(row[3] / row[0], r.equity[p], 1e-12);
            }
        }
    }
}

// Next-card equity on a flop or turn (the walk's boards credited to the cards they draw, where it
// is the cheaper walk): each card's equity is the class walk's on the board with that card added.
void next_card_by_each_board() {
    for (const Spot& spot : spots()) {
        const std::size_t shown = parse_cards(spot.board).size();
        if (shown != 3 && shown != 4) continue;
        EquityOptions options;
        const Problem problem = problem_of(spot, options);
        std::vector<PlayerSpec> players;
        for (const std::string& h : spot.hands) players.push_back(PlayerSpec::parse(h, spot.game));
        const NextCardResult next =
            next_card_equity(players, parse_cards(spot.board), parse_cards(spot.dead), options);
        CHECK(next.complete && !next.cards.empty());
        for (std::size_t i = 0; i < next.cards.size(); i += 5) {  // every fifth card
            Spot longer = spot;
            longer.board += card_to_string(next.cards[i]);
            EquityOptions longer_options;
            const Problem with_card = problem_of(longer, longer_options);
            const EquityResult r = run_exact_holdem(with_card, holdem_classes(with_card, Poller(longer_options)), 1,
                                                    longer_options, now_seconds());
            CHECK_NEAR(next.equity[i][0], r.equity[0], 1e-12);
            CHECK_NEAR(next.equity[i][1], r.equity[1], 1e-12);
        }
        const EquityResult now = run_exact_holdem(problem, holdem_classes(problem, Poller(options)), 1, options,
                                                  now_seconds());
        CHECK_NEAR(next.equity_now[0], now.equity[0], 1e-12);
    }
}

// The public breakdown (heads_up_breakdown.hpp) on the same walk: the seat's combos that some deal
// holds, in its list's order, their deals adding up to all of them, each combo's share of the pot
// the class walk's with that combo dealt.
void the_breakdown_api() {
    const Spot spot{{"QQ+:0.5,AKs,T9s:0.25", "random"}, "Jh8h2c", "Ad"};
    std::vector<PlayerSpec> players;
    for (const std::string& h : spot.hands) players.push_back(PlayerSpec::parse(h));
    EquityOptions options;
    options.threads = 2;
    const HeadsUpBreakdown b = heads_up_breakdown(players, parse_cards(spot.board), parse_cards(spot.dead), 0, options);
    CHECK(b.complete);
    CHECK_EQ(b.hands.size(), 6u + 6 + 3 + 3 + 4);  // QQ, KK, AA without Ad, AKs without Ad, T9s
    double shares = 0.0, deals = 0.0;
    for (std::size_t i = 0; i < b.hands.size(); ++i) {
        shares += b.shares[i];
        deals += b.deals[i];
    }
    const Problem problem = problem_of(spot, options);
    const EquityResult all = run_exact_holdem(problem, holdem_classes(problem, Poller(options)), 1, options, 0.0);
    CHECK_NEAR(shares / deals, all.equity[0], 1e-12);
    Card cards[2];
    write_cards(b.hands[0], cards);
    Spot dealt = spot;
    dealt.hands[0] = cards_to_string(std::vector<Card>{cards[0], cards[1]});
    EquityOptions dealt_options;
    const Problem fixed = problem_of(dealt, dealt_options);
    const EquityResult r = run_exact_holdem(fixed, holdem_classes(fixed, Poller(dealt_options)), 1, dealt_options, 0.0);
    CHECK_NEAR(b.shares[0] / b.deals[0], r.equity[0], 1e-12);
}

// The walk by orbits spreads its sums by card and by combo over the orbits: the same rows as the
// walk of every board, for either seat first, on flops whose deals keep 2 to 6 suit permutations.
void orbits_spread_by_card_and_by_hand() {
    std::vector<Spot> flops = {
        {{"random", "random"}, "7h8h2h", ""},
        {{"QQ+,AKs", "random"}, "7c7d7h", "Ks"},
        {{"AK:0.3,AhKh", "random"}, "2c7c9c", "Ad"},
    };
    for (const Spot& spot : spots())
        if (spot.board.size() == 6) flops.push_back(spot);
    int grouped = 0;
    for (const Spot& spot : flops) {
        for (int first = 0; first < 2; ++first) {
            EquityOptions options;
            const Problem problem = problem_of(spot, options);
            const BoardOrbits orbits = pairs_walk_orbits(problem);
            grouped += orbits.size() > 1;
            const PairWalk every{first, true, true};
            PairWalk least = every;
            least.orbits = &orbits;
            const Tally a = holdem_pairs_run(problem, every, 2, exact_control(options, 2, now_seconds())).tally;
            const Tally b = holdem_pairs_run(problem, least, 2, exact_control(options, 2, now_seconds())).tally;
            CHECK_EQ(b.trials, a.trials);
            CHECK_EQ(b.next_card.size(), a.next_card.size());
            CHECK_EQ(b.by_hand.size(), a.by_hand.size());
            for (std::size_t i = 0; i < a.next_card.size(); ++i) CHECK_NEAR(b.next_card[i], a.next_card[i], 1e-12 * a.weight);
            for (std::size_t i = 0; i < a.by_hand.size(); ++i) CHECK_NEAR(b.by_hand[i], a.by_hand[i], 1e-12 * a.weight);
        }
    }
    CHECK(grouped >= 8);  // the test's own spots, and the list's with a symmetric flop
}

// The sweep's branch-free flush test reads the flush table at the empty rank mask for a hand
// without a flush: that must be no hand at all, in every game.
void no_flush_is_strength_zero() {
    CHECK_EQ(HoldemRules::flush(0), 0);
    CHECK_EQ(ShortDeckRules<ShortDeck::kStandard>::flush(0), 0);
    CHECK_EQ(ShortDeckRules<ShortDeck::kTriton>::flush(0), 0);
}

// The plan takes the board-by-board walk where it is the faster one, and the class walk for a
// known hand against a range (a class there costs less than a board).  Short deck's class walk
// visits nine ranks' multisets, a fifth of Hold'em's before the flop: it keeps the spots where
// that makes it the faster (QQ+,AKs v random preflop: 38 ms against the walk's 163 ms).
void the_plan_picks_the_faster_walk() {
    const std::vector<std::pair<Spot, bool>> cases = {
        {{{"random", "random"}, "7h8d2c", ""}, true},
        {{{"QQ+,AKs", "random"}, "7h8d2c", ""}, true},
        {{{"AsKs", "random"}, "7h8d2c", ""}, false},
        {{{"AsKs", "QhQd"}, "", ""}, false},
        {{{"QQ+,AKs", "random"}, "", ""}, false},  // preflop: 1.7 million boards
        {{{"QQ+,AKs", "random", "random"}, "7h8d2c", ""}, false},  // three players
        {{{"QQ+,AKs", "random"}, "", "", Game::kShortDeck}, false},
        {{{"20%", "20%"}, "", "", Game::kShortDeckTriton}, false},
        {{{"QQ+,AKs", "random"}, "7h", "", Game::kShortDeck}, false},
        {{{"random", "random"}, "7h8d9c", "", Game::kShortDeck}, true},
        // Whole ranks dead leave the class walk fewer rank multisets, as short deck's do (10 ms
        // against the walk's 84 ms; 8 ms against 30 ms).
        {{{"random", "AK:0.3,AhKh,QQ,JJ"}, "", "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s"}, false},
        {{{"QQ+,AKs", "random"}, "", "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s"}, false},
        {{{"random", "random"}, "", "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s"}, true},
    };
    for (const auto& [spot, pairs] : cases) {
        EquityOptions options;
        const Problem problem = problem_of(spot, options);
        CHECK_EQ(plan_exact(problem, options).holdem_pairs, pairs);
    }
}

// From three players on, the class walk's model counts the deals whose hands share no card: the
// ranges' products alone put a flop spot that runs in 0.42 s on one core at over a second, so
// exact=None sampled it.  The spots that run in more than a second stay above it.
void the_multiway_model_counts_the_deals_that_do_not_collide() {
    const std::vector<std::pair<Spot, bool>> cases = {  // (spot, modelled at a second or less)
        {{{"QQ+,AKs", "10%", "20%"}, "3d5hKh", ""}, true},            // 0.42 s measured
        {{{"22+,A2s+,KTs+,QJs", "20%", "QQ+,AKs"}, "9dTcKs", ""}, true},  // 0.74 s
        {{{"20%", "5%", "5%"}, "Js6cKd", ""}, false},                 // 1.3 s
        {{{"JJ+,AK", "random", "random"}, "", ""}, false},            // minutes
    };
    for (const auto& [spot, within] : cases) {
        EquityOptions options;
        const Problem problem = problem_of(spot, options);
        CHECK_EQ(plan_exact(problem, options).seconds <= 1.0, within);
    }
}

}  // namespace

int main() {
    same_figures_as_the_class_walk();
    combo_by_combo();
    next_card_by_each_board();
    the_breakdown_api();
    orbits_spread_by_card_and_by_hand();
    no_flush_is_strength_zero();
    the_plan_picks_the_faster_walk();
    the_multiway_model_counts_the_deals_that_do_not_collide();
    return holdem_test::report("test_holdem_pairs");
}
