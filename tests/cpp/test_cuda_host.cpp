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
#include "equity/device_mc.hpp"
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

// The draw's select against a plain scan of the bits, on masks of every density.
void nth_set_bit_matches_a_scan() {
    std::uint64_t x = 0x9E3779B97F4A7C15ull;
    for (int round = 0; round < 3000; ++round) {
        x ^= x << 13;  // xorshift64
        x ^= x >> 7;
        x ^= x << 17;
        const std::uint64_t mask = round % 3 == 0 ? x & (x >> 1) & (x >> 2) : round % 3 == 1 ? x : x | (x >> 2);
        unsigned n = 0;
        for (unsigned bit = 0; bit < 64; ++bit)
            if ((mask >> bit) & 1) CHECK_EQ(holdem::device::nth_set_bit(mask, n++), bit);
    }
    for (unsigned bit = 0; bit < 64; ++bit) CHECK_EQ(holdem::device::nth_set_bit(std::uint64_t{1} << bit, 0), bit);
    CHECK_EQ(holdem::device::nth_set_bit(~std::uint64_t{0}, 63), 63u);
}

// draw_card: a deal's cards are distinct cards of the deck not used before, each card left
// about equally often (within 6 standard deviations over 430,000 draws).
void draw_card_is_uniform_over_the_cards_left() {
    holdem::device::DeviceSpot spot;
    const std::uint64_t known = 0b1011ull | (0b11ull << 20) | (std::uint64_t{1} << 51);  // six known cards
    spot.deck = ((std::uint64_t{1} << 52) - 1) & ~known;
    const std::uint64_t range_cards = (std::uint64_t{1} << 7) | (std::uint64_t{1} << 40);  // drawn from a range
    holdem::device::PhiloxStream rng(12345, 6);
    std::vector<int> seen(64, 0);
    const int deals = 61'429, per_deal = 7;  // 430,003 draws over the 44 cards left
    for (int d = 0; d < deals; ++d) {
        std::uint64_t used = range_cards;
        for (int k = 0; k < per_deal; ++k) {
            const unsigned c = holdem::device::draw_card(rng, spot, used);
            CHECK(c < 52);
            ++seen[c];
        }
        CHECK_EQ(__builtin_popcountll(used), per_deal + 2);  // no card drawn twice
    }
    const double expected = static_cast<double>(deals) * per_deal / 44, spread = std::sqrt(expected);
    for (unsigned c = 0; c < 64; ++c) {
        const bool left = (spot.deck & ~range_cards) >> c & 1;
        if (!left) CHECK_EQ(seen[c], 0);
        if (left) CHECK(std::fabs(seen[c] - expected) <= 6 * spread);
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
    nth_set_bit_matches_a_scan();
    draw_card_is_uniform_over_the_cards_left();
    gpu_entry_points_say_what_is_missing();
    return holdem_test::report("test_cuda_host");
}
