// Top shares in Omaha ranges: each PLO4 hand's suit class (the least of its
// 24 suit renamings, as codegen/compute_omaha_ranking.py picks it) and its
// place in the shipped rankings.
#include "omaha_top_share.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <vector>

#include "top_share.hpp"

namespace holdem::omaha_detail {

namespace {

// The four cards highest first, as one number that orders like the tuple.
std::uint32_t ordered_key(std::array<int, 4> cards) {
    std::sort(cards.begin(), cards.end(), [](int a, int b) { return a > b; });
    return static_cast<std::uint32_t>(cards[0] << 18 | cards[1] << 12 | cards[2] << 6 | cards[3]);
}

// A class as the ranking packs it (card i, highest first, at bits 6i) made an ordered key.
std::uint32_t ordered_packing(std::uint32_t packed) {
    return (packed & 63) << 18 | (packed >> 6 & 63) << 12 | (packed >> 12 & 63) << 6 | (packed >> 18 & 63);
}

// The class of a hand: its least ordered key over the suit renamings.
std::uint32_t class_key(const std::array<int, 4>& hand) {
    static const auto kRenamings = [] {
        std::array<std::array<int, 4>, 24> all{};
        std::array<int, 4> p = {0, 1, 2, 3};
        int i = 0;
        do all[i++] = p;
        while (std::next_permutation(p.begin(), p.end()));
        return all;
    }();
    std::uint32_t best = ~std::uint32_t{0};
    for (const auto& p : kRenamings) {
        std::array<int, 4> renamed{};
        for (int i = 0; i < 4; ++i) renamed[i] = (hand[i] & ~3) | p[hand[i] & 3];
        best = std::min(best, ordered_key(renamed));
    }
    return best;
}

// Every PLO4 hand's class (its least ordered key) by colex index, and the
// classes' keys in increasing order.  Built once.
struct HandClasses {
    std::vector<std::uint16_t> class_of_hand;
    std::vector<std::uint32_t> keys;
};

HandClasses build_hand_classes() {
    std::vector<std::uint32_t> key_of_hand;
    key_of_hand.reserve(static_cast<std::size_t>(choose(kNumCards, 4)));
    // Colex order: the highest card outermost.
    for (int d = 3; d < kNumCards; ++d)
        for (int c = 2; c < d; ++c)
            for (int b = 1; b < c; ++b)
                for (int a = 0; a < b; ++a) key_of_hand.push_back(class_key({d, c, b, a}));
    HandClasses out;
    out.keys = key_of_hand;
    std::sort(out.keys.begin(), out.keys.end());
    out.keys.erase(std::unique(out.keys.begin(), out.keys.end()), out.keys.end());
    out.class_of_hand.reserve(key_of_hand.size());
    for (std::uint32_t key : key_of_hand)
        out.class_of_hand.push_back(
            static_cast<std::uint16_t>(std::lower_bound(out.keys.begin(), out.keys.end(), key) - out.keys.begin()));
    return out;
}

const HandClasses& hand_classes() {
    static const HandClasses classes = build_hand_classes();
    return classes;
}

// One ranking's place (0 = strongest) of each class, and each place's count of hands.
struct Places {
    std::vector<std::uint16_t> place_of_class;
    std::vector<std::uint32_t> hands_in_place;
};

Places build_places(const std::array<std::uint32_t, kPlo4Classes>& ranking) {
    const HandClasses& classes = hand_classes();
    Places out;
    out.place_of_class.assign(classes.keys.size(), 0);
    out.hands_in_place.assign(ranking.size(), 0);
    for (std::size_t k = 0; k < ranking.size(); ++k) {
        const std::uint32_t key = ordered_packing(ranking[k]);
        const auto at = std::lower_bound(classes.keys.begin(), classes.keys.end(), key);
        if (at == classes.keys.end() || *at != key) throw std::logic_error("the PLO4 ranking lists a hand that is no class");
        out.place_of_class[static_cast<std::size_t>(at - classes.keys.begin())] = static_cast<std::uint16_t>(k);
    }
    for (std::uint16_t c : classes.class_of_hand) ++out.hands_in_place[out.place_of_class[c]];
    return out;
}

const Places& places(OmahaRange::Shares ranking) {
    static const Places high = build_places(kOmahaRanking);
    static const Places hilo = build_places(kOmahaHiLoRanking);
    return ranking == OmahaRange::Shares::kHiLo ? hilo : high;
}

}  // namespace

void fill_top_share(double share, OmahaRange::Shares ranking, HandBits& out) {
    const std::vector<std::uint16_t>& class_of_hand = hand_classes().class_of_hand;
    const Places& p = places(ranking);
    const double target = share * static_cast<double>(class_of_hand.size());
    const int length = range_detail::closest_prefix(
        kPlo4Classes, target, [&](int k) { return p.hands_in_place[static_cast<std::size_t>(k)]; });
    for (std::size_t i = 0; i < class_of_hand.size(); ++i)
        if (p.place_of_class[class_of_hand[i]] < length) out.set(i);
}

}  // namespace holdem::omaha_detail
