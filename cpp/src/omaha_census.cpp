#include "holdem/omaha_census.hpp"

#include <algorithm>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <utility>

#include "holdem/cards.hpp"
#include "holdem/hand.hpp"
#include "holdem/omaha.hpp"
#include "holdem/parallel.hpp"
#include "holdem/random.hpp"

namespace holdem {

namespace {

// The best brute-force score over every two of the hole and three of the board.
std::int64_t brute_force_omaha(const Card* board, const Card* hole, std::size_t hole_n) {
    std::int64_t best = -1;
    for (std::size_t i = 0; i < hole_n; ++i)
        for (std::size_t j = i + 1; j < hole_n; ++j)
            for (int a = 0; a < 5; ++a)
                for (int b = a + 1; b < 5; ++b)
                    for (int c = b + 1; c < 5; ++c) {
                        const Card five[5] = {hole[i], hole[j], board[a], board[b], board[c]};
                        best = std::max(best, brute_force_rank(five, 5).score);
                    }
    return best;
}

void record(OmahaCensus& census, Strength s, std::int64_t score) {
    if (census.brute_score[s] < 0) census.brute_score[s] = score;
    else if (census.brute_score[s] != score) ++census.brute_contradictions;
}

}  // namespace

void OmahaCensus::merge(const OmahaCensus& other) {
    hands += other.hands;
    for (std::size_t c = 0; c < category_counts.size(); ++c) category_counts[c] += other.category_counts[c];
    naive_disagreements += other.naive_disagreements;
    brute_checked += other.brute_checked;
    brute_contradictions += other.brute_contradictions;
    for (std::size_t s = 0; s < brute_score.size(); ++s)
        if (other.brute_score[s] >= 0) record(*this, static_cast<Strength>(s), other.brute_score[s]);
}

std::uint64_t OmahaCensus::brute_disagreements() const {
    std::uint64_t bad = brute_contradictions;
    std::int64_t last = -1;
    for (std::int64_t v : brute_score) {
        if (v < 0) continue;
        if (v <= last) ++bad;
        last = v;
    }
    return bad;
}

OmahaCensus omaha_random_census(std::uint64_t begin, std::uint64_t end, std::size_t hole_n, std::uint64_t seed,
                                int threads, std::uint64_t brute_every) {
    if (hole_n < kOmahaMinHole || hole_n > kOmahaMaxHole)
        throw std::invalid_argument("an Omaha hand needs 4, 5 or 6 hole cards, got " + std::to_string(hole_n));
    if (end < begin) throw std::invalid_argument("census range ends before it begins");
    std::mutex mutex;
    OmahaCensus total;
    parallel_chunks(end - begin, threads, [&](std::size_t, std::size_t from, std::size_t to) {
        auto part = std::make_unique<OmahaCensus>();
        const std::size_t dealt = kOmahaBoardCards + hole_n;
        for (std::uint64_t i = begin + from; i < begin + to; ++i) {
            Card deck[kNumCards];
            for (int c = 0; c < kNumCards; ++c) deck[c] = static_cast<Card>(c);
            Rng rng(stream_seed(seed, i));
            for (std::size_t k = 0; k < dealt; ++k)  // partial Fisher-Yates
                std::swap(deck[k], deck[k + rng.below(static_cast<std::uint32_t>(kNumCards - k))]);
            const Card* board = deck;
            const Card* hole = deck + kOmahaBoardCards;
            const Strength s = evaluate_omaha(board, hole, hole_n);
            ++part->hands;
            ++part->category_counts[category(s)];
            part->naive_disagreements += s != evaluate_omaha_naive(board, hole, hole_n);
            if (brute_every && i % brute_every == 0) {
                ++part->brute_checked;
                record(*part, s, brute_force_omaha(board, hole, hole_n));
            }
        }
        std::lock_guard<std::mutex> lock(mutex);
        total.merge(*part);
    });
    return total;
}

}  // namespace holdem
