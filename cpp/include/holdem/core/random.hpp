// The library's one random generator (wyrand: Rng), unbiased draws below a
// bound (Lemire's multiply-and-reject) and a partial shuffle that deals cards.
// Each thread or work item owns its own generator; seed streams with
// `stream_seed` so the same seed gives the same deals whatever the thread
// count.  (The CUDA backend's threads use a counter-based generator instead:
// a deal there must not depend on the launch shape.)
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

// wyrand: Wang Yi's Weyl sequence folded through a 64x64->128-bit multiply
// (reported to pass BigCrush and PractRand), about a third of xoshiro256**'s
// instructions, which counts in the dealing loop.  Its state is the seed
// itself: the library seeds it with a mixed word (stream_seed, or a random
// one), so that nearby seeds start far apart.
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) : state_(seed) {}
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

// Moves `k` of deck[0..n) drawn uniformly, without replacement, to its front in the order drawn
// (the first k steps of a Fisher-Yates shuffle); k <= n.
template <class Item, class Generator>
void draw_to_front(Item* deck, std::uint32_t n, std::uint32_t k, Generator& generator) {
    for (std::uint32_t i = 0; i < k; ++i) {
        const std::uint32_t j = i + generator.below(n - i);
        const Item drawn = deck[j];
        deck[j] = deck[i];
        deck[i] = drawn;
    }
}

}  // namespace holdem
