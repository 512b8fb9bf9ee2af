// Small, fast, seedable random generators for dealing: xoshiro256** (Rng)
// and wyrand (DealRng, the Monte Carlo equity dealer), and unbiased draws
// below a bound (Lemire's multiply-and-reject, written once for both).  Each
// thread or work item owns its own generator; seed streams with
// `stream_seed` so the same seed gives the same deals whatever the thread
// count.
#pragma once

#include <cstdint>

namespace holdem {

// SplitMix64: expands one 64-bit seed into well-mixed state words.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// A seed for stream `index` of a run seeded with `seed`.
constexpr std::uint64_t stream_seed(std::uint64_t seed, std::uint64_t index) {
    std::uint64_t state = seed ^ (0xD1B54A32D192ED03ull * (index + 1));
    return splitmix64(state);
}

// Uniform integer in [0, bound), bound >= 1, without modulo bias (Lemire):
// the high half of 32 random bits times the bound, drawn again in the rare
// case the low half falls below 2^32 mod bound.  Generator: any class with
// a std::uint64_t next(); the top 32 bits of each word are used.
template <class Generator>
std::uint32_t uniform_below(Generator& generator, std::uint32_t bound) {
    std::uint64_t m = (generator.next() >> 32) * bound;
    if (static_cast<std::uint32_t>(m) < bound) {
        const std::uint32_t threshold = (0u - bound) % bound;
        while (static_cast<std::uint32_t>(m) < threshold) m = (generator.next() >> 32) * bound;
    }
    return static_cast<std::uint32_t>(m >> 32);
}

class Rng {
public:
    explicit constexpr Rng(std::uint64_t seed = 0) {
        for (auto& word : s_) word = splitmix64(seed);
    }

    constexpr std::uint64_t next() {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform integer in [0, bound), bound >= 1, without modulo bias.
    std::uint32_t below(std::uint32_t bound) { return uniform_below(*this, bound); }

    // Uniform double in [0, 1).
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4]{};
};

// The dealing generator: wyrand (Wang Yi's Weyl sequence folded through a
// 64x64->128-bit multiply; reported to pass BigCrush and PractRand), about a
// third of xoshiro256**'s instructions, which counts in the dealing loop.
// Each work item seeds its own from stream_seed(seed, item), so results
// never depend on the thread count.
class DealRng {
public:
    explicit DealRng(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        state_ += 0xa0761d6478bd642full;
        const Wide t = static_cast<Wide>(state_) * (state_ ^ 0xe7037ed1a0b428dbull);
        return static_cast<std::uint64_t>(t >> 64) ^ static_cast<std::uint64_t>(t);
    }
    // Uniform in [0, bound), bound >= 1, without bias.
    std::uint32_t below(std::uint32_t bound) { return uniform_below(*this, bound); }

private:
    // A GCC/Clang extension: marked so that -Wpedantic users of this header see no warning.
    __extension__ typedef unsigned __int128 Wide;
    std::uint64_t state_;
};

}  // namespace holdem
