// The original's "prime method": hand code and MFVP from products of primes,
// driven by the generated tables of lookupBestHandPrimes.h.
//
// Faces and suits each carry a prime (faces 2..A: 2, 3, 5, ..., 41; suits:
// 2, 3, 5, 7).  The product of suit primes says whether a suit holds five
// cards, the product of that suit's face primes gives the flush value, and the
// product of all face primes gives the best non-flush value.  Two hands
// compare by hand code, then by MFVP (larger wins, equal draws).
#pragma once

#include <cstddef>
#include <cstdint>

#include "holdem/core/cards.hpp"

namespace holdem {

struct PrimeRank {
    int hand_code = 0;       // 1..10
    std::int64_t mfvp = 0;   // the original's modified face value product
    // A single number ordering hands like (hand_code, mfvp).
    std::uint64_t packed() const;
    friend bool operator==(const PrimeRank& a, const PrimeRank& b) {
        return a.hand_code == b.hand_code && a.mfvp == b.mfvp;
    }
};

// 5, 6 or 7 distinct valid cards in the card numbering of docs/design.md (unchecked).
PrimeRank prime_rank(const Card* cards, std::size_t n);

// Packed value straight from the tables: hand_code << 40 | mfvp.
std::uint64_t prime_packed(const Card* cards, std::size_t n);

}  // namespace holdem
