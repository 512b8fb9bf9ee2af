// The time limit before the first deal: EquityOptions::time_spent (the caller's reading of the
// ranges) counts against it, a limit spent while the Omaha seats are built gives a run cut short
// (not an error), and OmahaRange::parse polls while it lists a PLO6 range's millions of hands.
#include <chrono>
#include <cmath>
#include <functional>
#include <limits>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "check.hpp"
#include "holdem/holdem.hpp"

namespace {

using holdem::Game;

std::vector<holdem::PlayerSpec> plo6_players() {
    std::vector<holdem::PlayerSpec> players;
    for (const char* text : {"AK", "RROO", "KQ"}) players.push_back(holdem::PlayerSpec::parse(text, Game::kOmaha6));
    return players;
}

bool all_nan(const std::vector<double>& figures) {
    for (double x : figures)
        if (!std::isnan(x)) return false;
    return true;
}

// The whole limit spent before the call: the first check of the seats ends it, with no figures.
void limit_spent_before_the_seats() {
    const std::vector<holdem::PlayerSpec> players = plo6_players();
    for (const holdem::ExactMode mode : {holdem::ExactMode::kAuto, holdem::ExactMode::kExact}) {
        holdem::EquityOptions options;
        options.game = Game::kOmaha6;
        options.exact = mode;
        options.time_limit = 0.05;
        options.time_spent = 0.05;
        const auto started = std::chrono::steady_clock::now();
        const holdem::EquityResult r = holdem::calculate_equity(players, {}, {}, options);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        CHECK(!r.complete && !r.exact && r.trials == 0);
        CHECK(all_nan(r.equity) && all_nan(r.win) && all_nan(r.tie) && all_nan(r.std_error));
        CHECK_EQ(r.equity.size(), std::size_t{3});
        CHECK_EQ(r.enumerated, mode == holdem::ExactMode::kExact);
        CHECK_EQ(r.progress, 0.0);
        CHECK(r.elapsed >= 0.05);  // counted from the call's start, the reading included
        CHECK(seconds < 1.0);      // (seating the three ranges alone took tens of milliseconds)
    }
}

// The same for the walks that answer only when complete: cut short, timed out.
void walks_cut_short_while_seating() {
    holdem::EquityOptions options;
    options.game = Game::kOmaha4;
    options.time_limit = 0.05;
    options.time_spent = 0.06;
    std::vector<holdem::PlayerSpec> players;
    for (const char* text : {"AA", "KK"}) players.push_back(holdem::PlayerSpec::parse(text, Game::kOmaha4));
    const std::vector<holdem::Card> board = holdem::parse_cards("2c7d9h");
    const holdem::HeadsUpBreakdown b = holdem::heads_up_breakdown(players, board, {}, 0, options);
    CHECK(!b.complete && b.timed_out && b.hands.empty());
    CHECK_EQ(b.progress, 0.0);
    const holdem::NextCardResult n = holdem::next_card_equity(players, board, {}, options);
    CHECK(!n.complete && n.timed_out);
}

// Time spent and no limit: the run is whole, its elapsed time counts the time spent.
void time_spent_without_a_limit() {
    holdem::EquityOptions options;
    options.exact = holdem::ExactMode::kMonteCarlo;
    options.trials = 4096;
    options.time_spent = 2.0;
    const holdem::EquityResult r = holdem::calculate_equity({"AsKs", "QhQd"}, "", "", options);
    CHECK(r.complete && r.trials == 4096 && r.elapsed >= 2.0);
}

void bad_time_spent() {
    for (const double bad : {-1.0, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
        holdem::EquityOptions options;
        options.time_spent = bad;
        CHECK_THROWS(holdem::calculate_equity({"AsKs", "QhQd"}, "", "", options), std::invalid_argument,
                     "time_spent must be a number of seconds");
    }
}

// A poll slower than the parser's 10 ms between polls passes every time it is asked: before the
// one pattern, then before each top card of the listing (47 in PLO6: the cards 5 to 51).  So the
// listing, tens of milliseconds, is stopped from inside.
void parse_polls_while_listing() {
    int polls = 0;
    const std::function<void()> slow = [&polls] {
        ++polls;
        std::this_thread::sleep_for(std::chrono::milliseconds(11));
    };
    const holdem::OmahaRange range = holdem::OmahaRange::parse("AK", 6, holdem::OmahaRange::Shares::kHigh, slow);
    CHECK_EQ(range.size(), std::size_t{2874548});
    CHECK_EQ(polls, 48);
    int calls = 0;
    const std::function<void()> stop = [&calls] {
        std::this_thread::sleep_for(std::chrono::milliseconds(11));
        if (++calls == 3) throw std::runtime_error("time limit");
    };
    CHECK_THROWS(holdem::OmahaRange::parse("AK", 6, holdem::OmahaRange::Shares::kHigh, stop), std::runtime_error,
                 "time limit");
}

}  // namespace

int main() {
    limit_spent_before_the_seats();
    walks_cut_short_while_seating();
    time_spent_without_a_limit();
    bad_time_spent();
    parse_polls_while_listing();
    return holdem_test::report("test_setup_time_limit");
}
