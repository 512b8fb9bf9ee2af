// Top shares in Omaha ranges: each PLO4 hand's suit class (the least of its
// 24 suit renamings, as codegen/compute_omaha_ranking.py picks it) and its
// place in the shipped ranking.
#include "omaha_top_share.hpp"

#include <algorithm>
#include <array>
#include <unordered_map>

#include "top_share.hpp"

namespace holdem::omaha_detail {

namespace {

// The four cards highest first, as one number that orders like the tuple.
std::uint32_t ordered_key(std::array<int, 4> cards) {
    std::sort(cards.begin(), cards.end(), [](int a, int b) { return a > b; });
    return static_cast<std::uint32_t>(cards[0] << 18 | cards[1] << 12 | cards[2] << 6 | cards[3]);
}

// The ranking's packing of a class: card i (highest first) at bits 6i.
std::uint32_t ranking_packing(std::uint32_t key) {
    return (key >> 18 & 63) | (key >> 12 & 63) << 6 | (key >> 6 & 63) << 12 | (key & 63) << 18;
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

Plo4Classes build_classes() {
    std::unordered_map<std::uint32_t, std::uint16_t> place;
    place.reserve(kOmahaRanking.size() * 2);
    for (std::size_t k = 0; k < kOmahaRanking.size(); ++k) place.emplace(kOmahaRanking[k], static_cast<std::uint16_t>(k));
    Plo4Classes out;
    out.place_of_hand.reserve(static_cast<std::size_t>(choose(kNumCards, 4)));
    out.hands_in_place.assign(kOmahaRanking.size(), 0);
    // Colex order: the highest card outermost.
    for (int d = 3; d < kNumCards; ++d)
        for (int c = 2; c < d; ++c)
            for (int b = 1; b < c; ++b)
                for (int a = 0; a < b; ++a) {
                    const std::uint16_t k = place.at(ranking_packing(class_key({d, c, b, a})));
                    out.place_of_hand.push_back(k);
                    ++out.hands_in_place[k];
                }
    return out;
}

}  // namespace

const Plo4Classes& plo4_classes() {
    static const Plo4Classes classes = build_classes();
    return classes;
}

void fill_top_share(double share, HandBits& out) {
    const Plo4Classes& classes = plo4_classes();
    const double target = share * static_cast<double>(classes.place_of_hand.size());
    const int length = range_detail::closest_prefix(kPlo4Classes, target,
                                                    [&](int k) { return classes.hands_in_place[static_cast<std::size_t>(k)]; });
    for (std::size_t i = 0; i < classes.place_of_hand.size(); ++i)
        if (classes.place_of_hand[i] < length) out.set(i);
}

}  // namespace holdem::omaha_detail
