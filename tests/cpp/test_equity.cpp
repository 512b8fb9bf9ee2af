// Exact equity of AsKs against QhQd preflop: the calculator against a plain walk over all
// 1,712,304 boards (count wins and split pots, nothing else), and the published 46.2145%.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "check.hpp"
#include "holdem/holdem.hpp"

namespace {

// Player 0's share of the pot over every board of five cards from the 48 left.
double brute_force_equity(const std::vector<holdem::Card>& hand0, const std::vector<holdem::Card>& hand1) {
    holdem::CardMask used = 0;
    for (holdem::Card c : hand0) used |= holdem::card_bit(c);
    for (holdem::Card c : hand1) used |= holdem::card_bit(c);
    std::vector<holdem::Card> deck;
    for (int c = 0; c < holdem::kNumCards; ++c)
        if (!(used & holdem::card_bit(static_cast<holdem::Card>(c)))) deck.push_back(static_cast<holdem::Card>(c));
    const int n = static_cast<int>(deck.size());
    double share = 0.0;
    long long boards = 0;
    holdem::Card seven0[7] = {hand0[0], hand0[1]};
    holdem::Card seven1[7] = {hand1[0], hand1[1]};
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            for (int c = b + 1; c < n; ++c)
                for (int d = c + 1; d < n; ++d)
                    for (int e = d + 1; e < n; ++e) {
                        const holdem::Card board[5] = {deck[a], deck[b], deck[c], deck[d], deck[e]};
                        for (int i = 0; i < 5; ++i) seven0[2 + i] = seven1[2 + i] = board[i];
                        const holdem::Strength s0 = holdem::evaluate(seven0, 7);
                        const holdem::Strength s1 = holdem::evaluate(seven1, 7);
                        share += s0 > s1 ? 1.0 : s0 == s1 ? 0.5 : 0.0;
                        ++boards;
                    }
    CHECK_EQ(boards, 1712304LL);
    return share / static_cast<double>(boards);
}

void aks_vs_qq() {
    holdem::EquityOptions options;
    options.exact = holdem::ExactMode::kExact;
    options.threads = 2;
    const holdem::EquityResult result = holdem::calculate_equity({"AsKs", "QhQd"}, "", "", options);
    CHECK(result.exact);
    CHECK_EQ(result.equity.size(), 2u);
    CHECK_NEAR(result.equity[0], 0.462145, 1e-6);
    CHECK_NEAR(result.equity[0] + result.equity[1], 1.0, 1e-12);
    CHECK_NEAR(result.std_error[0], 0.0, 0.0);
    const double brute = brute_force_equity(holdem::parse_cards("AsKs"), holdem::parse_cards("QhQd"));
    CHECK_NEAR(result.equity[0], brute, 1e-12);
    CHECK_NEAR(result.win[0] + result.win[1] + result.tie[0], 1.0, 1e-12);
    CHECK_NEAR(result.equity[0], result.win[0] + result.tie[0] / 2, 1e-12);
}

void monte_carlo_is_close() {
    holdem::EquityOptions options;
    options.exact = holdem::ExactMode::kMonteCarlo;
    options.trials = 200000;
    options.seed = 7;
    options.threads = 2;
    const holdem::EquityResult result = holdem::calculate_equity({"AsKs", "QhQd"}, "", "", options);
    CHECK(!result.exact);
    CHECK(result.std_error[0] > 0.0);
    CHECK_NEAR(result.equity[0], 0.462145, 5 * result.std_error[0]);
}

// EquityOptions::count_codes: whole-deal counts by hand code that add up to the
// probabilities, and the same deals (so the same figures) as without it.
void monte_carlo_counts_codes() {
    const std::vector<std::vector<std::string>> spots = {
        {"AsKs", "QhQd"}, {"AsKs", "random", "random"}, {"Ah", "random", "7c7d"}, {"QQ+,AKs", "random"}, {"QQ+", "AK"}};
    const std::vector<std::string> boards = {"", "", "2c7sJd", "", "Kh9c2d3s"};
    for (std::size_t i = 0; i < spots.size(); ++i) {
        holdem::EquityOptions options;
        options.exact = holdem::ExactMode::kMonteCarlo;
        options.trials = 50001;  // a cut-short unit and group at the end
        options.seed = 11;
        options.threads = 2;
        const holdem::EquityResult plain = holdem::calculate_equity(spots[i], boards[i], "", options);
        CHECK(plain.hand_counts.empty() && plain.win_counts.empty() && plain.tie_counts.empty());
        options.count_codes = true;
        const holdem::EquityResult counted = holdem::calculate_equity(spots[i], boards[i], "", options);
        CHECK_EQ(counted.trials, options.trials);
        CHECK_EQ(counted.hand_counts.size(), spots[i].size());
        const double n = static_cast<double>(counted.trials);
        for (std::size_t p = 0; p < spots[i].size(); ++p) {
            CHECK_EQ(counted.equity[p], plain.equity[p]);
            CHECK_EQ(counted.std_error[p], plain.std_error[p]);
            std::uint64_t hands = 0, wins = 0, ties = 0;
            for (int c = 0; c < holdem::kNumCategories; ++c) {
                const auto code = static_cast<std::size_t>(c);
                CHECK_NEAR(static_cast<double>(counted.hand_counts[p][code]), plain.categories[p][code] * n, 1e-6);
                CHECK(counted.win_counts[p][code] + counted.tie_counts[p][code] <= counted.hand_counts[p][code]);
                hands += counted.hand_counts[p][code];
                wins += counted.win_counts[p][code];
                ties += counted.tie_counts[p][code];
            }
            CHECK_EQ(hands, counted.trials);
            CHECK_NEAR(static_cast<double>(wins), plain.win[p] * n, 1e-6);
            CHECK_NEAR(static_cast<double>(ties), plain.tie[p] * n, 1e-6);
        }
    }
    holdem::EquityOptions omaha;
    omaha.game = holdem::Game::kOmaha4;
    omaha.exact = holdem::ExactMode::kMonteCarlo;
    omaha.trials = 20000;
    omaha.count_codes = true;
    const holdem::EquityResult o = holdem::calculate_equity({"AsKsQhJh", "random"}, "", "", omaha);
    std::uint64_t hands = 0;
    for (auto h : o.hand_counts[1]) hands += h;
    CHECK_EQ(hands, o.trials);
    holdem::EquityOptions exact;
    exact.exact = holdem::ExactMode::kExact;
    exact.count_codes = true;  // Monte Carlo only: an enumeration leaves the counts empty
    CHECK(holdem::calculate_equity({"AsKs", "QhQd"}, "2c3c4c", "", exact).win_counts.empty());
}

// Next-card equity (one enumeration grouped by the card) against the exact
// equity of each board with that card added, and its mean against the flop's.
void next_card_matches_each_board() {
    holdem::EquityOptions exact;
    exact.exact = holdem::ExactMode::kExact;
    const std::vector<std::string> hands = {"AhKh", "QQ+,JcTc:0.5"};
    const holdem::NextCardResult result = holdem::next_card_equity(hands, "7h8h2c", "3d");
    CHECK_EQ(result.cards.size(), 46u);  // 52 - 3 on the board - 1 dead - AhKh
    double total = 0.0, mean = 0.0;
    for (std::size_t i = 0; i < result.cards.size(); ++i) {
        const std::string board = "7h8h2c" + holdem::card_to_string(result.cards[i]);
        const holdem::EquityResult after = holdem::calculate_equity(hands, board, "3d", exact);
        CHECK_NEAR(result.equity[i][0], after.equity[0], 1e-12);
        CHECK_NEAR(result.equity[i][1], after.equity[1], 1e-12);
        total += result.weights[i];
        mean += result.weights[i] * result.equity[i][0];
    }
    CHECK_NEAR(total, 1.0, 1e-12);
    const holdem::EquityResult now = holdem::calculate_equity(hands, "7h8h2c", "3d", exact);
    CHECK_NEAR(mean, now.equity[0], 1e-12);
    CHECK_NEAR(result.equity_now[0], now.equity[0], 1e-12);
    CHECK_THROWS(holdem::next_card_equity(hands, "7h8h2c9d5s"), std::invalid_argument, "3 or 4 cards");
}

// The same in Omaha (hi, and hi-lo's pot shares) with a partly known hand, on a turn.
void omaha_next_card_matches_each_board() {
    for (const holdem::Game game : {holdem::Game::kOmaha4, holdem::Game::kOmahaHiLo4}) {
        holdem::EquityOptions options;
        options.game = game;
        const std::vector<std::string> hands = {"Ah2h3d4d", "KsKd"};
        const holdem::NextCardResult result = holdem::next_card_equity(hands, "7c8d9sTh", "", options);
        CHECK_EQ(result.cards.size(), 42u);  // 52 - 4 on the board - 4 - 2 known
        options.exact = holdem::ExactMode::kExact;
        double mean = 0.0;
        for (std::size_t i = 0; i < result.cards.size(); ++i) {
            const std::string board = "7c8d9sTh" + holdem::card_to_string(result.cards[i]);
            const holdem::EquityResult after = holdem::calculate_equity(hands, board, "", options);
            CHECK_NEAR(result.equity[i][0], after.equity[0], 1e-12);
            CHECK_NEAR(result.weights[i], 1.0 / 42, 1e-12);
            mean += result.weights[i] * result.equity[i][1];
        }
        CHECK_NEAR(mean, holdem::calculate_equity(hands, "7c8d9sTh", "", options).equity[1], 1e-12);
    }
    holdem::EquityOptions omaha;
    omaha.game = holdem::Game::kOmaha4;
    CHECK_THROWS(holdem::next_card_equity({"AsKsQdJd", "random", "random"}, "2c3d4h", "", omaha),
                 std::invalid_argument, "too large");
}

void bad_input() {
    CHECK_THROWS(holdem::calculate_equity({"AsKs", "AsQd"}), std::invalid_argument, "As");
    CHECK_THROWS(holdem::calculate_equity({"AsKs", "QQ+,ZZ"}), std::invalid_argument, "ZZ");
}

// Ten players of AA-TT must share those twenty cards exactly: a deal takes thousands of range
// draws, an item of 4,096 deals seconds.  The time limit, a progress stop and a poll that throws
// (Ctrl-C in Python) end the run inside its first item, with no figures rather than late.
void stops_inside_a_slow_item() {
    const std::vector<std::string> seldom_fit(10, "AA,KK,QQ,JJ,TT");
    holdem::EquityOptions timed;
    timed.exact = holdem::ExactMode::kMonteCarlo;
    timed.threads = 2;
    timed.time_limit = 0.2;
    const holdem::EquityResult cut = holdem::calculate_equity(seldom_fit, "", "", timed);
    CHECK_EQ(cut.trials, std::uint64_t{0});
    CHECK(!cut.complete && std::isnan(cut.equity[0]) && cut.elapsed < 5.0);

    holdem::EquityOptions stopped;
    stopped.exact = holdem::ExactMode::kMonteCarlo;
    stopped.threads = 1;
    int reports = 0;
    stopped.progress = [&reports](const holdem::EquityResult&) { return ++reports < 2; };
    const holdem::EquityResult left = holdem::calculate_equity(seldom_fit, "", "", stopped);
    CHECK_EQ(reports, 2);
    CHECK(!left.complete && left.trials == 0);

    holdem::EquityOptions polled;
    polled.exact = holdem::ExactMode::kMonteCarlo;
    polled.threads = 2;
    int polls = 0;
    polled.poll = [&polls] {
        if (++polls == 3) throw std::runtime_error("interrupted");
    };
    CHECK_THROWS(holdem::calculate_equity(seldom_fit, "", "", polled), std::runtime_error, "interrupted");
}

}  // namespace

int main() {
    aks_vs_qq();
    monte_carlo_is_close();
    monte_carlo_counts_codes();
    next_card_matches_each_board();
    omaha_next_card_matches_each_board();
    bad_input();
    stops_inside_a_slow_item();
    return holdem_test::report("test_equity");
}
