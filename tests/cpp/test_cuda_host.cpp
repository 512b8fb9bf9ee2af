// The CUDA backend's device code on the CPU (every build, with or without CUDA), Hold'em and Omaha, each
// deal (DeviceDeal): the same counts for a seed whatever the grid it is split over, equities close to
// the exact ones, decks that deal uniformly, and the GPU entry points saying what is missing where
// there is no backend or device.
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

holdem::EquityResult on_host(holdem::DeviceDeal deal, const std::vector<std::string>& hands, const char* board,
                             std::uint64_t trials, std::uint64_t seed, unsigned blocks, unsigned threads,
                             holdem::Game game = holdem::Game::kHoldem) {
    std::vector<holdem::PlayerSpec> players;
    for (std::size_t i = 0; i < hands.size(); ++i) players.push_back(holdem::parse_player(hands[i], game, i));
    holdem::EquityOptions options;
    options.trials = trials;
    options.seed = seed;
    options.game = game;
    return holdem::calculate_equity_device_on_host(players, holdem::parse_cards(board), {}, options, blocks, threads,
                                                   deal);
}

void launch_shape_does_not_matter(holdem::DeviceDeal deal) {
    const std::vector<std::string> hands = {"AhKh", "QQ+,AKs:0.5", "random"};
    const holdem::EquityResult one = on_host(deal, hands, "", 20'001, 7, 1, 1);
    for (auto [blocks, threads] : {std::pair{2u, 3u}, std::pair{5u, 64u}, std::pair{132u, 512u}}) {
        const holdem::EquityResult other = on_host(deal, hands, "", 20'001, 7, blocks, threads);
        for (std::size_t p = 0; p < hands.size(); ++p) {
            CHECK_EQ(other.equity[p], one.equity[p]);
            CHECK_EQ(other.win[p], one.win[p]);
            CHECK_EQ(other.tie[p], one.tie[p]);
            CHECK(other.categories[p] == one.categories[p]);
        }
    }
    CHECK_EQ(one.trials, 20'001u);
    CHECK(on_host(deal, hands, "", 20'001, 8, 1, 1).equity[0] != one.equity[0]);
}

void close_to_exact(holdem::DeviceDeal deal) {
    holdem::EquityOptions exact;
    exact.exact = holdem::ExactMode::kExact;
    const holdem::EquityResult want = holdem::calculate_equity({"AsKs", "JJ+,AQs:0.3"}, "Th7c2s", "", exact);
    const holdem::EquityResult got = on_host(deal, {"AsKs", "JJ+,AQs:0.3"}, "Th7c2s", 100'000, 3, 4, 32);
    CHECK(got.std_error[0] > 0);
    CHECK(std::fabs(got.equity[0] - want.equity[0]) <= 4 * got.std_error[0]);
}

// Omaha high: the same counts for any grid, close to the exact equity (PLO4 and PLO6).
void omaha_on_host(holdem::DeviceDeal deal) {
    const std::vector<std::string> hands = {"AsKsQhJh", "9c9d", "random"};
    const holdem::EquityResult one = on_host(deal, hands, "Ts8s2c", 3'001, 5, 1, 1, holdem::Game::kOmaha4);
    const holdem::EquityResult other = on_host(deal, hands, "Ts8s2c", 3'001, 5, 7, 33, holdem::Game::kOmaha4);
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
        const holdem::EquityResult got = on_host(deal, {a, b}, "Ts8h2c", 40'000, 3, 4, 32, game);
        CHECK(got.std_error[0] > 0);
        CHECK(std::fabs(got.equity[0] - want.equity[0]) <= 4 * got.std_error[0]);
    }
}

const holdem::device::DeviceTables& host_tables() {
    static const holdem::device::DeviceTables tables = holdem::device::tables_in(holdem::device::host_table_block());
    return tables;
}

// Every 16-bit word once, through the 16-bit CountdownDraws: the words it keeps deal each tuple of
// digits below (count, count - 1, ...) exactly equally often, as many times as 2^16 / P whole (P the
// bounds' product), and it keeps exactly that many words.  Then the 32-bit one: digits in range.
struct EveryWord {
    std::uint32_t word = 0;
    std::uint32_t next() { return word++; }
};

void countdown_draws_are_exact(unsigned count) {
    constexpr unsigned kDigits = holdem::device::CountdownDraws<std::uint16_t>::kPerWord;
    unsigned bounds[kDigits], product = 1;
    for (unsigned i = 0; i < kDigits; ++i) product *= bounds[i] = count > i ? count - i : 1;
    const unsigned kept = 65536 / product * product;  // words kept: 2^16 less 2^16 mod P
    std::vector<unsigned> seen(product, 0);
    EveryWord source;
    holdem::device::CountdownDraws<std::uint16_t> draws;
    for (unsigned deal = 0; deal < kept; ++deal) {
        draws.start(count);
        unsigned tuple = 0;
        for (unsigned i = 0; i < kDigits && i < count; ++i) {
            const unsigned digit = draws.next(source);
            CHECK(digit < bounds[i]);
            tuple = tuple * bounds[i] + digit;
        }
        for (unsigned i = count; i < kDigits; ++i) tuple *= bounds[i];
        ++seen[tuple];
    }
    CHECK(source.word <= 65536);  // no word twice
    for (unsigned t = 0; t < product; ++t) CHECK_EQ(seen[t], 65536 / product);

    holdem::device::PhiloxStream rng(1, 2);
    holdem::device::CountdownDraws<> wide;
    for (int deal = 0; deal < 1000; ++deal) {
        wide.start(count);
        for (unsigned i = 0; i < count; ++i) CHECK(wide.next(rng) < count - i);
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
            if ((mask >> bit) & 1) CHECK_EQ(holdem::device::nth_set_bit(mask, n++, host_tables()), bit);
    }
    for (unsigned bit = 0; bit < 64; ++bit) CHECK_EQ(holdem::device::nth_set_bit(std::uint64_t{1} << bit, 0, host_tables()), bit);
    CHECK_EQ(holdem::device::nth_set_bit(~std::uint64_t{0}, 63, host_tables()), 63u);
}

// A stream's hand codes (by the floors reached up to six players, in fields from seven): every
// strength once, each counted under its code (strength.hpp's category) and no other; and every
// eighth strength together (at most 358 a code: a stream's 256 deals and more fit).
template <int N>
void stream_counts_count_hand_codes() {
    using holdem::device::kCategory1;
    holdem::device::StreamCounts<N> all;
    std::vector<std::uint32_t> want(11, 0);
    for (int s = 1; s <= 7462; ++s) {
        const int code = holdem::category(static_cast<holdem::Strength>(s));
        holdem::device::StreamCounts<N> one;
        one.codes.add(1, static_cast<std::uint16_t>(s));
        for (int c = 1; c <= 10; ++c) {
            CHECK_EQ(one.field(1, kCategory1 + c - 1), c == code ? 1u : 0u);
            CHECK_EQ(one.field(0, kCategory1 + c - 1), 0u);
        }
        if (s % 8 != 0) continue;
        all.codes.add(0, static_cast<std::uint16_t>(s));
        ++want[static_cast<std::size_t>(code)];
    }
    for (int c = 1; c <= 10; ++c) CHECK_EQ(all.field(0, kCategory1 + c - 1), want[static_cast<std::size_t>(c)]);
}

// The lanes of a set of cards given as card bits (the deal's card sets are lanes).
std::uint64_t lanes_of(std::uint64_t cards) {
    std::uint64_t lanes = 0;
    for (unsigned c = 0; c < 52; ++c)
        if ((cards >> c) & 1) lanes |= holdem::device::card_lane(c);
    return lanes;
}

// Every card from its lane's bit: its number and key.
void lane_bits_name_their_cards() {
    for (unsigned c = 0; c < 52; ++c) {
        const unsigned bit = static_cast<unsigned>(__builtin_ctzll(holdem::device::card_lane(c)));
        CHECK_EQ(holdem::device::card_of_lane_bit(bit), c);
        CHECK_EQ(holdem::device::lane_bit_key(bit, host_tables()), holdem::device::card_key(c, host_tables()));
    }
}

// A spot whose deck is `cards` (card bits); `ranges` marks it as one with ranges (ShuffleDeck
// then skips the cards already used).
holdem::device::DeviceSpot spot_with_deck(std::uint64_t cards, bool ranges) {
    holdem::device::DeviceSpot spot;
    spot.deck = lanes_of(cards);
    spot.range_size[0] = ranges ? 1 : 0;
    return spot;
}

// A deck's draws: a deal's cards are distinct cards of the deck not used before (a range's two
// cards), with their keys and lanes; each card left about equally often (within 6 standard
// deviations over 430,000 draws).
template <class Deck>
void deck_draws_the_cards_left_uniformly() {
    const std::uint64_t known = 0b1011ull | (0b11ull << 20) | (std::uint64_t{1} << 51);  // six known cards
    const std::uint64_t deck_cards = ((std::uint64_t{1} << 52) - 1) & ~known;
    const holdem::device::DeviceSpot spot = spot_with_deck(deck_cards, true);
    const std::uint64_t range_cards = (std::uint64_t{1} << 7) | (std::uint64_t{1} << 40);  // drawn from a range
    unsigned char slot[holdem::device::ShuffleDeck::kBytesPerStream];
    Deck deck(spot, holdem::device::StreamData{host_tables(), nullptr, slot, 4});
    holdem::device::PhiloxStream rng(12345, 6);
    std::vector<int> seen(64, 0);
    const int deals = 61'429, per_deal = 7;  // 430,003 draws over the 44 cards left
    for (int d = 0; d < deals; ++d) {
        std::uint64_t used = lanes_of(range_cards);
        deck.new_deal(used);
        for (int k = 0; k < per_deal; ++k) {
            const holdem::device::DealtCard c = deck.draw(rng, used, host_tables());
            CHECK(c.card < 52);
            CHECK_EQ(c.key, holdem::device::card_key(c.card, host_tables()));
            CHECK_EQ(c.lane, holdem::device::card_lane(c.card));
            CHECK(used & c.lane);
            ++seen[c.card];
        }
        CHECK_EQ(__builtin_popcountll(used), per_deal + 2);  // no card drawn twice
    }
    const double expected = static_cast<double>(deals) * per_deal / 44, spread = std::sqrt(expected);
    for (unsigned c = 0; c < 64; ++c) {
        const bool left = (deck_cards & ~range_cards) >> c & 1;
        if (!left) CHECK_EQ(seen[c], 0);
        if (left) CHECK(std::fabs(seen[c] - expected) <= 6 * spread);
    }
}

// A deck of six cards without ranges: each deal's ordered triple uniform over the 120 (each count
// within 6 standard deviations), and the first cards of consecutive deals independent
// (ShuffleDeck starts each deal from the order the last one left).
template <class Deck>
void deals_are_uniform_and_independent() {
    constexpr unsigned kCards[6] = {3, 9, 17, 30, 44, 51};
    std::uint64_t mask = 0;
    int index[52] = {};
    for (int i = 0; i < 6; ++i) {
        mask |= std::uint64_t{1} << kCards[i];
        index[kCards[i]] = i;
    }
    unsigned char slot[holdem::device::ShuffleDeck::kBytesPerStream];
    Deck deck(spot_with_deck(mask, false), holdem::device::StreamData{host_tables(), nullptr, slot, 4});
    holdem::device::PhiloxStream rng(2026, 12);
    std::vector<int> triples(216, 0), firsts(36, 0);
    const int deals = 360'000;
    int last_first = -1;
    for (int d = 0; d < deals; ++d) {
        std::uint64_t used = 0;
        deck.new_deal(used);
        int t[3];
        for (int& x : t) x = index[deck.draw(rng, used, host_tables()).card];
        ++triples[static_cast<std::size_t>(36 * t[0] + 6 * t[1] + t[2])];
        if (last_first >= 0) ++firsts[static_cast<std::size_t>(6 * last_first + t[0])];
        last_first = t[0];
    }
    auto within = [](int count, double expected) { return std::fabs(count - expected) <= 6 * std::sqrt(expected); };
    for (int a = 0; a < 6; ++a)
        for (int b = 0; b < 6; ++b) {
            CHECK(within(firsts[static_cast<std::size_t>(6 * a + b)], (deals - 1) / 36.0));
            for (int c = 0; c < 6; ++c) {
                const int n = triples[static_cast<std::size_t>(36 * a + 6 * b + c)];
                if (a == b || b == c || a == c) CHECK_EQ(n, 0);
                else CHECK(within(n, deals / 120.0));
            }
        }
}

// The device's deck layout (a word of each of 32 lanes in turn): 32 streams' decks interleaved in
// one buffer deal the very cards each deals alone in plain bytes, none overwriting another's.
void interleaved_decks_keep_apart() {
    const holdem::device::DeviceSpot spot = spot_with_deck(((std::uint64_t{1} << 52) - 1) & ~0xF0F0ull, false);
    constexpr unsigned kLanes = 32, kRow = 4 * kLanes, kRows = 13;
    std::vector<unsigned char> shared(kRows * kRow);
    std::vector<holdem::device::ShuffleDeck> together;
    std::vector<std::vector<unsigned char>> alone_slots(kLanes, std::vector<unsigned char>(52));
    std::vector<holdem::device::ShuffleDeck> alone;
    std::vector<holdem::device::PhiloxStream> rng_together, rng_alone;
    for (unsigned lane = 0; lane < kLanes; ++lane) {
        together.emplace_back(spot, holdem::device::StreamData{host_tables(), nullptr, shared.data() + 4 * lane, kRow});
        alone.emplace_back(spot, holdem::device::StreamData{host_tables(), nullptr, alone_slots[lane].data(), 4});
        rng_together.emplace_back(99, lane);
        rng_alone.emplace_back(99, lane);
    }
    for (int d = 0; d < 200; ++d)
        for (unsigned lane = 0; lane < kLanes; ++lane) {  // the lanes in turn, as a warp's would interleave
            together[lane].new_deal(0);
            alone[lane].new_deal(0);
            std::uint64_t used = 0;
            for (int k = 0; k < 9; ++k)
                CHECK_EQ(together[lane].draw(rng_together[lane], used, host_tables()).card,
                         alone[lane].draw(rng_alone[lane], used, host_tables()).card);
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
    for (holdem::DeviceDeal deal : {holdem::DeviceDeal::kSelect, holdem::DeviceDeal::kShuffle}) {
        launch_shape_does_not_matter(deal);
        close_to_exact(deal);
        omaha_on_host(deal);
    }
    for (unsigned count : {1u, 2u, 3u, 7u, 11u, 15u}) countdown_draws_are_exact(count);
    nth_set_bit_matches_a_scan();
    lane_bits_name_their_cards();
    stream_counts_count_hand_codes<2>();
    stream_counts_count_hand_codes<8>();
    deck_draws_the_cards_left_uniformly<holdem::device::SelectDeck>();
    deck_draws_the_cards_left_uniformly<holdem::device::ShuffleDeck>();
    deals_are_uniform_and_independent<holdem::device::SelectDeck>();
    deals_are_uniform_and_independent<holdem::device::ShuffleDeck>();
    interleaved_decks_keep_apart();
    gpu_entry_points_say_what_is_missing();
    return holdem_test::report("test_cuda_host");
}
