#include "holdem/legacy/prime_evaluator.hpp"

#include "holdem/lookupBestHandPrimes.h"

namespace holdem {

namespace pt = prime_tables;

namespace {

// Linear probing in a generated table; 0 when the key is absent.
template <std::size_t N>
std::uint64_t probe(const std::uint64_t (&keys)[N], const std::uint64_t (&values)[N], unsigned bits,
                    std::uint64_t key) {
    std::size_t slot = (key * pt::kHashMultiplier) >> (64 - bits);
    while (keys[slot] != key) {
        if (keys[slot] == 0) return 0;
        slot = (slot + 1) & (N - 1);
    }
    return values[slot];
}

std::uint64_t lookup(const int* ranks, const int* suits, std::size_t n) {
    std::uint64_t face_product = 1, suit_product = 1;
    for (std::size_t i = 0; i < n; ++i) {
        face_product *= pt::kFacePrimes[ranks[i]];
        suit_product *= pt::kSuitPrimes[suits[i]];
    }
    const std::uint64_t flush_suit = probe(pt::kSuitProductKeys, pt::kSuitProductValues, pt::kSuitProductBits, suit_product);
    if (flush_suit) {
        // With at most 7 cards a flush always beats the non-flush hands.
        std::uint64_t flush_product = 1;
        for (std::size_t i = 0; i < n; ++i)
            if (static_cast<std::uint64_t>(suits[i]) + 1 == flush_suit) flush_product *= pt::kFacePrimes[ranks[i]];
        return probe(pt::kFlushFaceProductKeys, pt::kFlushFaceProductValues, pt::kFlushFaceProductBits, flush_product);
    }
    return probe(pt::kFaceProductKeys, pt::kFaceProductValues, pt::kFaceProductBits, face_product);
}

PrimeRank unpack(std::uint64_t packed) {
    return {static_cast<int>(packed >> pt::kMfvpBits),
            static_cast<std::int64_t>(packed & ((std::uint64_t{1} << pt::kMfvpBits) - 1))};
}

}  // namespace

std::uint64_t PrimeRank::packed() const {
    return static_cast<std::uint64_t>(hand_code) << pt::kMfvpBits | static_cast<std::uint64_t>(mfvp);
}

std::uint64_t prime_packed(const Card* cards, std::size_t n) {
    int ranks[7], suits[7];
    for (std::size_t i = 0; i < n; ++i) {
        ranks[i] = rank_of(cards[i]);
        suits[i] = suit_of(cards[i]);
    }
    return lookup(ranks, suits, n);
}

PrimeRank prime_rank(const Card* cards, std::size_t n) { return unpack(prime_packed(cards, n)); }

}  // namespace holdem
