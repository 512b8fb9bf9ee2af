// Top shares in Omaha ranges: each PLO4 or PLO5 hand's suit class and its
// place in the shipped rankings.  Built once per ranking, on first use.
#include "omaha_top_share.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <utility>
#include <vector>

#include "top_share.hpp"

namespace holdem::omaha_detail {

namespace {

// A hand's suit class, as a number: its four suits' rank sets (13 bits each)
// in decreasing order.  Renaming suits only permutes the four sets, so two
// hands share this number exactly when a renaming maps one onto the other.
std::uint64_t class_key(const int* cards, int n) {
    std::array<std::uint64_t, 4> suits{};
    for (int i = 0; i < n; ++i) suits[cards[i] & 3] |= std::uint64_t{1} << (cards[i] >> 2);
    std::sort(suits.begin(), suits.end());
    return suits[3] << 39 | suits[2] << 26 | suits[1] << 13 | suits[0];
}

// The class key of a ranking's entry (its cards six bits apiece).
std::uint64_t entry_key(std::uint32_t packed, int n) {
    std::array<int, 6> cards{};
    for (int i = 0; i < n; ++i) cards[i] = static_cast<int>(packed >> 6 * i & 63);
    return class_key(cards.data(), n);
}

// One ranking's place (0 = strongest) of every hand by colex index, and each
// place's count of hands.
struct Places {
    std::vector<std::uint32_t> place_of_hand;
    std::vector<std::uint32_t> hands_in_place;
};

template <std::size_t Classes>
Places build_places(const std::array<std::uint32_t, Classes>& ranking, int n) {
    std::vector<std::pair<std::uint64_t, std::uint32_t>> place_of_key;
    place_of_key.reserve(Classes);
    for (std::size_t k = 0; k < Classes; ++k)
        place_of_key.emplace_back(entry_key(ranking[k], n), static_cast<std::uint32_t>(k));
    std::sort(place_of_key.begin(), place_of_key.end());
    Places out;
    out.hands_in_place.assign(Classes, 0);
    out.place_of_hand.reserve(static_cast<std::size_t>(choose(kNumCards, n)));
    // Colex order: raise the lowest card that can rise, and reset the ones below it.
    std::array<int, 6> cards{0, 1, 2, 3, 4, 5};
    const auto top = static_cast<std::size_t>(n) - 1;
    while (cards[top] < kNumCards) {
        const std::uint64_t key = class_key(cards.data(), n);
        const auto at = std::lower_bound(place_of_key.begin(), place_of_key.end(), std::make_pair(key, 0u));
        if (at == place_of_key.end() || at->first != key)
            throw std::logic_error("an Omaha ranking misses the class of a hand");
        out.place_of_hand.push_back(at->second);
        ++out.hands_in_place[at->second];
        std::size_t j = 0;
        while (j < top && cards[j] + 1 == cards[j + 1]) ++j;
        ++cards[j];
        for (std::size_t i = 0; i < j; ++i) cards[i] = static_cast<int>(i);
    }
    return out;
}

// Each ranking's places, built the first time that ranking is asked for.
const Places& places(int hole_cards, OmahaRange::Shares ranking) {
    const bool hilo = ranking == OmahaRange::Shares::kHiLo;
    if (hole_cards == 4 && hilo) {
        static const Places plo4_hilo = build_places(kPlo4HiLoRanking, 4);
        return plo4_hilo;
    }
    if (hole_cards == 4) {
        static const Places plo4 = build_places(kPlo4Ranking, 4);
        return plo4;
    }
    if (hilo) {
        static const Places plo5_hilo = build_places(kPlo5HiLoRanking, 5);
        return plo5_hilo;
    }
    static const Places plo5 = build_places(kPlo5Ranking, 5);
    return plo5;
}

}  // namespace

void fill_top_share(double share, int hole_cards, OmahaRange::Shares ranking, HandBits& out) {
    if (!has_top_shares(hole_cards)) throw std::logic_error("no Omaha ranking for this many hole cards");
    const Places& p = places(hole_cards, ranking);
    const double target = share * static_cast<double>(p.place_of_hand.size());
    const int length = range_detail::closest_prefix(static_cast<int>(p.hands_in_place.size()), target, [&](int k) {
        return p.hands_in_place[static_cast<std::size_t>(k)];
    });
    const auto last = static_cast<std::uint32_t>(length);
    for (std::size_t i = 0; i < p.place_of_hand.size(); ++i)
        if (p.place_of_hand[i] < last) out.set(i);
}

}  // namespace holdem::omaha_detail
