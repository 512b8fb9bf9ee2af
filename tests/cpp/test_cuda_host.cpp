// The CUDA backend's device code on the CPU (every build, with or without CUDA), Hold'em and Omaha: the same
// counts for a seed whatever the grid it is split over, equities close to the exact ones,
// and the GPU entry points saying what is missing where there is no backend or device.
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "check.hpp"
#include "holdem/holdem.hpp"

namespace {

holdem::EquityResult on_host(const std::vector<std::string>& hands, const char* board, std::uint64_t trials,
                             std::uint64_t seed, unsigned blocks, unsigned threads,
                             holdem::Game game = holdem::Game::kHoldem) {
    std::vector<holdem::PlayerSpec> players;
    for (std::size_t i = 0; i < hands.size(); ++i) players.push_back(holdem::parse_player(hands[i], game, i));
    holdem::EquityOptions options;
    options.trials = trials;
    options.seed = seed;
    options.game = game;
    return holdem::calculate_equity_device_on_host(players, holdem::parse_cards(board), {}, options, blocks, threads);
}

void launch_shape_does_not_matter() {
    const std::vector<std::string> hands = {"AhKh", "QQ+,AKs:0.5", "random"};
    const holdem::EquityResult one = on_host(hands, "", 20'001, 7, 1, 1);
    for (auto [blocks, threads] : {std::pair{2u, 3u}, std::pair{5u, 64u}, std::pair{132u, 512u}}) {
        const holdem::EquityResult other = on_host(hands, "", 20'001, 7, blocks, threads);
        for (std::size_t p = 0; p < hands.size(); ++p) {
            CHECK_EQ(other.equity[p], one.equity[p]);
            CHECK_EQ(other.win[p], one.win[p]);
            CHECK_EQ(other.tie[p], one.tie[p]);
            CHECK(other.categories[p] == one.categories[p]);
        }
    }
    CHECK_EQ(one.trials, 20'001u);
    CHECK(on_host(hands, "", 20'001, 8, 1, 1).equity[0] != one.equity[0]);
}

void close_to_exact() {
    holdem::EquityOptions exact;
    exact.exact = holdem::ExactMode::kExact;
    const holdem::EquityResult want = holdem::calculate_equity({"AsKs", "JJ+,AQs:0.3"}, "Th7c2s", "", exact);
    const holdem::EquityResult got = on_host({"AsKs", "JJ+,AQs:0.3"}, "Th7c2s", 100'000, 3, 4, 32);
    CHECK(got.std_error[0] > 0);
    CHECK(std::fabs(got.equity[0] - want.equity[0]) <= 4 * got.std_error[0]);
}

// Omaha high: the same counts for any grid, close to the exact equity (PLO4 and PLO6).
void omaha_on_host() {
    const std::vector<std::string> hands = {"AsKsQhJh", "9c9d", "random"};
    const holdem::EquityResult one = on_host(hands, "Ts8s2c", 3'001, 5, 1, 1, holdem::Game::kOmaha4);
    const holdem::EquityResult other = on_host(hands, "Ts8s2c", 3'001, 5, 7, 33, holdem::Game::kOmaha4);
    for (std::size_t p = 0; p < hands.size(); ++p) {
        CHECK_EQ(other.equity[p], one.equity[p]);
        CHECK(other.categories[p] == one.categories[p]);
    }
    for (auto [game, a, b] : {std::tuple{holdem::Game::kOmaha4, "AsKsQhJh", "9c9d8c7d"},
                              std::tuple{holdem::Game::kOmaha6, "AsAhKdQdJcTc", "9s8s7h6h5d4d"}}) {
        holdem::EquityOptions exact;
        exact.exact = holdem::ExactMode::kExact;
        exact.game = game;
        const holdem::EquityResult want = holdem::calculate_equity({a, b}, "Ts8h2c", "", exact);
        const holdem::EquityResult got = on_host({a, b}, "Ts8h2c", 40'000, 3, 4, 32, game);
        CHECK(got.std_error[0] > 0);
        CHECK(std::fabs(got.equity[0] - want.equity[0]) <= 4 * got.std_error[0]);
    }
}

void gpu_entry_points_say_what_is_missing() {
    if (holdem::cuda_available()) return;
    const char* missing = holdem::cuda_built() ? "no CUDA device found" : "built without CUDA";
    std::vector<holdem::PlayerSpec> players = {holdem::PlayerSpec::parse("AsKs"), holdem::PlayerSpec::random()};
    CHECK_THROWS(holdem::calculate_equity_cuda(players, {}, {}), std::runtime_error, missing);
    const holdem::Card row[5] = {0, 1, 2, 3, 4};
    holdem::Strength out[1];
    CHECK_THROWS(holdem::evaluate_batch_cuda(row, 1, 5, out), std::runtime_error, missing);
    holdem::EquityOptions exact;
    exact.exact = holdem::ExactMode::kExact;
    CHECK_THROWS(holdem::calculate_equity_cuda(players, {}, {}, exact), std::invalid_argument, "Monte Carlo only");
}

}  // namespace

int main() {
    launch_shape_does_not_matter();
    close_to_exact();
    omaha_on_host();
    gpu_entry_points_say_what_is_missing();
    return holdem_test::report("test_cuda_host");
}
