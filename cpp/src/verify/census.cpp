#include "holdem/verify/census.hpp"

#include <algorithm>
#include <memory>
#include <mutex>
#include <cstdint>
#include <vector>

#include "eval/batch_kernels.hpp"
#include "holdem/core/cancel.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem/legacy/hand.hpp"
#include "holdem/core/parallel.hpp"
#include "holdem/core/random.hpp"
#include "holdem/legacy/prime_evaluator.hpp"

namespace holdem {

namespace {

// Strength -> the other evaluator's value, first seen; counts contradictions.
struct OrderCheck {
    std::vector<std::int64_t> value = std::vector<std::int64_t>(kNumStrengths + 1, -1);
    std::uint64_t contradictions = 0;

    void record(Strength s, std::int64_t v) {
        if (value[s] < 0) value[s] = v;
        else if (value[s] != v) ++contradictions;
    }
    void merge(const OrderCheck& other) {
        for (std::size_t s = 0; s < value.size(); ++s)
            if (other.value[s] >= 0) record(static_cast<Strength>(s), other.value[s]);
        contradictions += other.contradictions;
    }
    // Contradictions plus strengths whose values are not strictly increasing.
    std::uint64_t disagreements() const {
        std::uint64_t bad = contradictions;
        std::int64_t last = -1;
        for (std::int64_t v : value) {
            if (v < 0) continue;
            if (v <= last) ++bad;
            last = v;
        }
        return bad;
    }
};

// Hands collected in rows, then run through each kernel of evaluate_batch,
// whose strengths must equal the fast evaluator's.
class BatchCheck {
public:
    explicit BatchCheck(std::size_t width) : width_(width) {}

    void add(const Card* hand, Strength expected) {
        std::copy(hand, hand + width_, rows_.begin() + static_cast<std::ptrdiff_t>(count_ * width_));
        expected_[count_] = expected;
        if (++count_ == kRows) run();
    }

    // Runs what is collected; returns the mismatches so far.
    std::uint64_t mismatches() {
        run();
        return mismatches_;
    }

private:
    static constexpr std::size_t kRows = 4096;

    void run() {
        for (const bool simd : {false, true})
            if (!simd || detail::avx2_kernel_available())
                check(detail::evaluate_block(rows_.data(), count_, width_, 0, count_, got_.data(), true, simd));
        count_ = 0;
    }
    // `valid_end`: where the kernel stopped (every collected hand is valid).
    void check(std::size_t valid_end) {
        mismatches_ += count_ - valid_end;
        for (std::size_t i = 0; i < valid_end; ++i) mismatches_ += got_[i] != expected_[i];
    }

    std::size_t width_;
    std::size_t count_ = 0;
    std::uint64_t mismatches_ = 0;
    std::vector<Card> rows_ = std::vector<Card>(kRows * 7);
    std::vector<Strength> expected_ = std::vector<Strength>(kRows), got_ = std::vector<Strength>(kRows);
};

struct CensusTally {
    std::array<std::uint64_t, kNumStrengths + 1> by_strength{};
    OrderCheck prime, brute;
    std::uint64_t direct_mismatches = 0;
    std::uint64_t batch_mismatches = 0;

    void merge(const CensusTally& other) {
        for (std::size_t s = 0; s < by_strength.size(); ++s) by_strength[s] += other.by_strength[s];
        prime.merge(other.prime);
        brute.merge(other.brute);
        direct_mismatches += other.direct_mismatches;
        batch_mismatches += other.batch_mismatches;
    }

    Census finish(bool brute_run) const {
        Census c;
        for (std::size_t s = 1; s < by_strength.size(); ++s) {
            c.hands += by_strength[s];
            c.category_counts[category(static_cast<Strength>(s))] += by_strength[s];
            c.distinct_strengths += by_strength[s] > 0;
        }
        c.hands += by_strength[0];  // strength 0 would be an evaluator bug; counted so it shows
        c.prime_disagreements = prime.disagreements();
        c.brute_disagreements = brute.disagreements() + direct_mismatches;
        c.brute_force_run = brute_run;
        c.batch_mismatches = batch_mismatches;
        return c;
    }
};

}  // namespace

Census five_card_census() {
    CensusTally t;
    BatchCheck batch(5);
    Card h[5];
    for (h[0] = 0; h[0] < 52; ++h[0])
        for (h[1] = h[0] + 1; h[1] < 52; ++h[1]) {
            throw_if_cancelled();  // a few milliseconds apart
            for (h[2] = h[1] + 1; h[2] < 52; ++h[2])
                for (h[3] = h[2] + 1; h[3] < 52; ++h[3])
                    for (h[4] = h[3] + 1; h[4] < 52; ++h[4]) {
                        const Strength s = evaluate(h, 5);
                        ++t.by_strength[s];
                        const PrimeRank p = prime_rank(h, 5);
                        const BruteForceRank b = brute_force_rank(h, 5);
                        t.prime.record(s, static_cast<std::int64_t>(p.packed()));
                        t.brute.record(s, b.score);
                        t.direct_mismatches += p.hand_code != b.hand_code || p.mfvp != b.mfvp;
                        batch.add(h, s);
                    }
        }
    t.batch_mismatches = batch.mismatches();
    return t.finish(true);
}

Census seven_card_census(int threads) {
    std::mutex mutex;
    CensusTally total;
    // Split the work on the first card (unequal chunks, so interleave them).
    const int workers = std::min(resolve_threads(threads), 46);
    parallel_chunks(static_cast<std::size_t>(workers), workers, [&](std::size_t w, std::size_t, std::size_t) {
        auto tally = std::make_unique<CensusTally>();
        BatchCheck batch(7);
        Card h[7];
        for (int first = static_cast<int>(w); first < 46; first += workers) {
            h[0] = static_cast<Card>(first);
            const HandAccumulator a0 = HandAccumulator().add(h[0]);
            for (h[1] = h[0] + 1; h[1] < 52; ++h[1]) {
                throw_if_cancelled();  // at most C(50, 5) hands apart
                const HandAccumulator a1 = a0.plus(h[1]);
                for (h[2] = h[1] + 1; h[2] < 52; ++h[2]) {
                    const HandAccumulator a2 = a1.plus(h[2]);
                    for (h[3] = h[2] + 1; h[3] < 52; ++h[3]) {
                        const HandAccumulator a3 = a2.plus(h[3]);
                        for (h[4] = h[3] + 1; h[4] < 52; ++h[4]) {
                            const HandAccumulator a4 = a3.plus(h[4]);
                            for (h[5] = h[4] + 1; h[5] < 52; ++h[5]) {
                                const HandAccumulator a5 = a4.plus(h[5]);
                                for (h[6] = h[5] + 1; h[6] < 52; ++h[6]) {
                                    const Strength s = a5.plus(h[6]).strength();
                                    ++tally->by_strength[s];
                                    tally->prime.record(s, static_cast<std::int64_t>(prime_packed(h, 7)));
                                    batch.add(h, s);
                                }
                            }
                        }
                    }
                }
            }
        }
        tally->batch_mismatches = batch.mismatches();
        std::lock_guard<std::mutex> lock(mutex);
        total.merge(*tally);
    });
    return total.finish(false);
}

Census random_census(std::uint64_t count, int size, std::uint64_t seed, int threads) {
    std::mutex mutex;
    CensusTally total;
    parallel_chunks(count, threads, [&](std::size_t, std::size_t begin, std::size_t end) {
        auto tally = std::make_unique<CensusTally>();
        BatchCheck batch(static_cast<std::size_t>(size));
        Card deck[kNumCards];
        for (std::size_t i = begin; i < end; ++i) {
            if (i % 4096 == 0) throw_if_cancelled();
            // Hand i has its own stream, so the hands do not depend on the thread count.
            Rng rng(stream_seed(seed, i));
            for (int c = 0; c < kNumCards; ++c) deck[c] = static_cast<Card>(c);
            draw_to_front(deck, kNumCards, static_cast<std::uint32_t>(size), rng);
            const Strength s = evaluate(deck, static_cast<std::size_t>(size));
            ++tally->by_strength[s];
            const BruteForceRank b = brute_force_rank(deck, static_cast<std::size_t>(size));
            tally->brute.record(s, b.score);
            batch.add(deck, s);
        }
        tally->batch_mismatches = batch.mismatches();
        std::lock_guard<std::mutex> lock(mutex);
        total.merge(*tally);
    });
    return total.finish(true);
}

}  // namespace holdem
