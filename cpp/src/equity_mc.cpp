// Monte Carlo equity: independent deals from exactly the distribution exact
// enumeration weighs.
//
// Range players' combos are drawn in proportion to their weights and the
// whole draw is rejected when two of them collide: what remains is the
// weighted distribution over collision-free assignments, with no bias
// however much the ranges overlap.  Then the board and every unknown hole
// card are dealt uniformly from the cards left.  Deals are independent, so
// the standard error is the plain sample estimate.
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>

#include "equity_internal.hpp"
#include "holdem/omaha.hpp"
#include "holdem/random.hpp"

namespace holdem::equity_detail {

namespace {

// Deals per work item: fixed, so that results do not depend on threads.
constexpr std::uint64_t kDealsPerItem = 4096;
// Consecutive rejected range draws before giving up on ranges that almost never fit.
constexpr std::uint64_t kMaxRejections = std::uint64_t{1} << 24;

// The cards no known hand holds, dealt by a partial Fisher-Yates shuffle.
// The shuffle's random indices come in batches from single 64-bit words
// (Brackett-Rozinsky and Lemire's batched version of Lemire's multiply and
// reject): exactly uniform, one multiplication per card.  The shuffle leaves
// a uniformly random sequence of distinct cards at the front whatever order
// the array was in, so the array is never reset; cards that range players
// hold in this deal are skipped, which leaves the others' order uniformly
// random.  The shuffle runs `draws + skips` steps, enough for any skipping.
class Deck {
public:
    Deck(CardMask known, int draws, int skips) : steps_(draws + skips) {
        for (Card c = 0; c < kNumCards; ++c)
            if (!(known & card_bit(c))) cards_[size_++] = c;
        // Batches of steps whose bounds multiply to less than 2^64.
        for (int s = 0; s < steps_;) {
            Batch& batch = batches_[batch_count_++];
            batch.begin = s;
            unsigned __int128 product = 1;
            while (s < steps_) {
                const unsigned __int128 next = product * static_cast<unsigned>(size_ - s);
                if (next >> 64) break;
                product = next;
                ++s;
            }
            batch.end = s;
            const auto p = static_cast<std::uint64_t>(product);
            batch.threshold = (0 - p) % p;  // 2^64 mod p
        }
    }

    // Shuffles the front; returns it: uniformly random distinct cards.
    const Card* draw(Rng& rng) {
        shuffle_front(rng);
        return cards_;
    }
    // Fills `out` with uniformly random distinct cards, none in `skip`.
    void draw(Rng& rng, CardMask skip, Card* out) {
        shuffle_front(rng);
        const Card* cards = cards_;
        const int steps = steps_;
        int kept = 0;
        for (int t = 0; t < steps; ++t) {
            const Card c = cards[t];
            out[kept] = c;
            kept += static_cast<int>(~skip >> c & 1);
        }
    }

private:
    // Fisher-Yates steps 0..steps-1.  (Locals, not members, in the loops:
    // byte stores may alias any member, which would force reloads.)
    void shuffle_front(Rng& rng) {
        Card* const cards = cards_;
        std::uint8_t* const swapped = swapped_;
        const int size = size_;
        for (int b = 0; b < batch_count_; ++b) {
            const int begin = batches_[b].begin;
            const int end = batches_[b].end;
            const std::uint64_t threshold = batches_[b].threshold;
            for (;;) {
                std::uint64_t low = rng.next();
                for (int s = begin; s < end; ++s) {
                    const unsigned __int128 x = static_cast<unsigned __int128>(low) * static_cast<std::uint64_t>(size - s);
                    const int j = s + static_cast<int>(x >> 64);
                    low = static_cast<std::uint64_t>(x);
                    swapped[s] = static_cast<std::uint8_t>(j);
                    const Card c = cards[j];
                    cards[j] = cards[s];
                    cards[s] = c;
                }
                if (low >= threshold) break;
                // Rare: undo the batch and draw it again, keeping it exactly uniform.
                for (int t = end - 1; t >= begin; --t) std::swap(cards[t], cards[swapped[t]]);
            }
        }
    }

    struct Batch {
        int begin = 0;
        int end = 0;
        std::uint64_t threshold = 0;
    };
    Card cards_[kNumCards] = {};
    std::uint8_t swapped_[kNumCards] = {};
    int size_ = 0;
    int steps_;
    Batch batches_[kNumCards];
    int batch_count_ = 0;
};

// Walker's alias method: O(1) draws in proportion to weights.
class AliasTable {
public:
    explicit AliasTable(const std::vector<WeightedCombo>& combos) : n_(static_cast<std::uint32_t>(combos.size())) {
        double total = 0.0;
        bool uniform = true;
        for (const auto& c : combos) {
            total += c.weight;
            uniform &= c.weight == combos[0].weight;
        }
        uniform_ = uniform;
        if (uniform_) return;
        threshold_.assign(n_, 0);
        alias_.assign(n_, 0);
        std::vector<double> scaled(n_);
        std::vector<std::uint32_t> small, large;
        for (std::uint32_t i = 0; i < n_; ++i) {
            scaled[i] = combos[i].weight * n_ / total;
            (scaled[i] < 1.0 ? small : large).push_back(i);
        }
        while (!small.empty() && !large.empty()) {
            const std::uint32_t s = small.back();
            small.pop_back();
            const std::uint32_t l = large.back();
            set(s, scaled[s], l);
            scaled[l] -= 1.0 - scaled[s];
            if (scaled[l] < 1.0) {
                large.pop_back();
                small.push_back(l);
            }
        }
        for (std::uint32_t i : small) set(i, 1.0, i);  // rounding leftovers
        for (std::uint32_t i : large) set(i, 1.0, i);
    }

    std::uint32_t sample(Rng& rng) const {
        const std::uint32_t i = rng.below(n_);
        if (uniform_) return i;
        return rng.next() < threshold_[i] ? i : alias_[i];
    }

private:
    void set(std::uint32_t i, double keep, std::uint32_t other) {
        if (keep >= 1.0) {
            threshold_[i] = std::numeric_limits<std::uint64_t>::max();
            alias_[i] = i;
        } else {
            threshold_[i] = static_cast<std::uint64_t>(std::ldexp(keep, 64));
            alias_[i] = other;
        }
    }

    std::uint32_t n_;
    bool uniform_ = true;
    std::vector<std::uint64_t> threshold_;
    std::vector<std::uint32_t> alias_;
};

// Per-item counters: integers for speed, turned into a Tally at the end.
struct Counters {
    std::uint32_t wins[kMaxPlayers] = {};
    std::uint32_t ties[kMaxPlayers] = {};
    double tie_share[kMaxPlayers] = {};
    double tie_square[kMaxPlayers] = {};
    std::uint32_t categories[kMaxPlayers][kNumCategories + 1] = {};

    // N > 0: the player count known at compile time (loops unroll); 0: n.
    template <int N>
    void showdown(const Strength* s, int runtime_n, const std::uint8_t* category_of) {
        const int n = N > 0 ? N : runtime_n;
        // Written without data-dependent branches on the common path: who
        // wins a deal is a coin toss to the branch predictor.
        Strength best = 0;
        for (int p = 0; p < n; ++p) {
            ++categories[p][category_of[s[p]]];
            best = std::max(best, s[p]);
        }
        int count = 0;
        for (int p = 0; p < n; ++p) count += s[p] == best;
        if (count == 1) {
            for (int p = 0; p < n; ++p) wins[p] += s[p] == best;
            return;
        }
        const double part = 1.0 / count;
        for (int p = 0; p < n; ++p)
            if (s[p] == best) {
                ++ties[p];
                tie_share[p] += part;
                tie_square[p] += part * part;
            }
    }

    void add_to(Tally& out, int n, std::uint64_t deals) const {
        for (int p = 0; p < n; ++p) {
            out.at(p, Tally::kWin) += wins[p];
            out.at(p, Tally::kTie) += ties[p];
            out.at(p, Tally::kShare) += wins[p] + tie_share[p];
            out.at(p, Tally::kShareSquared) += wins[p] + tie_square[p];
            for (int c = 0; c < kNumCategories; ++c) out.at(p, Tally::kCategory0 + c) += categories[p][c + 1];
        }
        out.weight += static_cast<double>(deals);
        out.trials += deals;
    }
};

struct RangeDraw {
    AliasTable alias;
    std::vector<CardMask> masks;
    std::vector<HandAccumulator> hands;  // Hold'em: the combo's two cards
    std::vector<WeightedCombo> combos;
};

// What both games' samplers share: seats, ranges and the draw of range combos.
class SamplerBase {
public:
    explicit SamplerBase(const Problem& problem)
        : problem_(problem), n_(problem.players), missing_(problem.board_missing()), category_of_(category_table().data()) {
        for (const Seat& seat : problem.seats) {
            if (seat.kind != Seat::Kind::kRange) continue;
            RangeDraw r{AliasTable(seat.combos), {}, {}, seat.combos};
            for (const auto& c : seat.combos) {
                r.masks.push_back(card_bit(c.high) | card_bit(c.low));
                r.hands.push_back(HandAccumulator().add(c.high).add(c.low));
            }
            ranges_.push_back(std::move(r));
        }
    }

protected:
    // Draws every range player's combo (indices into `chosen`); returns their cards.
    CardMask draw_ranges(Rng& rng, std::uint32_t* chosen) const {
        if (ranges_.size() == 1) {
            chosen[0] = ranges_[0].alias.sample(rng);
            return ranges_[0].masks[chosen[0]];
        }
        CardMask used = 0;
        if (ranges_.size() > 1) {
            std::uint64_t attempt = 0;
            for (;;) {
                used = 0;
                std::size_t j = 0;
                for (; j < ranges_.size(); ++j) {
                    const std::uint32_t i = ranges_[j].alias.sample(rng);
                    const CardMask m = ranges_[j].masks[i];
                    if (used & m) break;
                    used |= m;
                    chosen[j] = i;
                }
                if (j == ranges_.size()) break;
                if (++attempt == kMaxRejections)
                    throw std::invalid_argument("the ranges almost never fit together (no deal without a collision in " +
                                                std::to_string(kMaxRejections) + " draws)");
            }
        }
        return used;
    }

    // Cards dealt per deal: the rest of the board and every unknown hole card.
    int dealt_per_deal() const {
        int m = missing_;
        for (const Seat& seat : problem_.seats) m += seat.kind == Seat::Kind::kDealt ? seat.dealt : 0;
        return m;
    }

    const Problem& problem_;
    int n_;
    int missing_;
    const std::uint8_t* category_of_;
    std::vector<RangeDraw> ranges_;
};

class HoldemSampler : public SamplerBase {
public:
    explicit HoldemSampler(const Problem& problem) : SamplerBase(problem) {
        for (Card c : problem.board) board_.add(c);
        for (int p = 0; p < n_; ++p) {
            const Seat& seat = problem.seats[static_cast<std::size_t>(p)];
            HandAccumulator known;
            for (Card c : seat.known) known.add(c);
            hole_.push_back(known);
            if (seat.kind == Seat::Kind::kRange) range_seat_.push_back(p);
            if (seat.kind == Seat::Kind::kDealt) dealt_.push_back({p, seat.dealt});
        }
    }

    void run(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        switch (n_) {
            case 2: return run_with<2>(seed, deals, out);
            case 3: return run_with<3>(seed, deals, out);
            case 4: return run_with<4>(seed, deals, out);
            case 5: return run_with<5>(seed, deals, out);
            case 6: return run_with<6>(seed, deals, out);
            default: return run_with<0>(seed, deals, out);
        }
    }

private:
    struct Dealt {
        int player;
        int cards;
    };

    template <int N>
    void run_with(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        const int n = N > 0 ? N : n_;
        Rng rng(seed);
        Deck deck(problem_.known_mask, dealt_per_deal(), 2 * static_cast<int>(ranges_.size()));
        Counters counters;
        std::uint32_t chosen[kMaxPlayers];
        Strength s[kMaxPlayers];
        HandAccumulator hole[kMaxPlayers];
        Card dealt[kNumCards];
        std::copy(hole_.begin(), hole_.end(), hole);
        for (std::uint64_t d = 0; d < deals; ++d) {
            const CardMask taken = draw_ranges(rng, chosen);
            for (std::size_t r = 0; r < range_seat_.size(); ++r)
                hole[range_seat_[r]] = ranges_[r].hands[chosen[r]];
            const Card* cards = dealt;
            if (ranges_.empty()) cards = deck.draw(rng);
            else deck.draw(rng, taken, dealt);
            HandAccumulator board = board_;
            for (int i = 0; i < missing_; ++i) board.add(*cards++);
            for (const Dealt& seat : dealt_) {
                HandAccumulator hand = hole_[static_cast<std::size_t>(seat.player)];
                for (int j = 0; j < seat.cards; ++j) hand.add(*cards++);
                hole[seat.player] = hand;
            }
            for (int p = 0; p < n; ++p) s[p] = hole[p].plus(board).strength();
            counters.showdown<N>(s, n, category_of_);
        }
        counters.add_to(out, n, deals);
    }

    HandAccumulator board_;
    std::vector<HandAccumulator> hole_;  // the known cards of each player
    std::vector<int> range_seat_;        // player of each range
    std::vector<Dealt> dealt_;
};

class OmahaSampler : public SamplerBase {
public:
    explicit OmahaSampler(const Problem& problem) : SamplerBase(problem), h_(problem.hole_n) {}

    void run(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        Rng rng(seed);
        Deck deck(problem_.known_mask, dealt_per_deal(), 0);
        Counters counters;
        Strength s[kMaxPlayers];
        Card board[5];
        Card holes[kMaxPlayers * 6];
        const int known_board = static_cast<int>(problem_.board.size());
        std::copy(problem_.board.begin(), problem_.board.end(), board);
        for (int p = 0; p < n_; ++p) {
            const auto& known = problem_.seats[static_cast<std::size_t>(p)].known;
            std::copy(known.begin(), known.end(), holes + p * h_);
        }
        for (std::uint64_t d = 0; d < deals; ++d) {
            const Card* cards = deck.draw(rng);
            for (int i = known_board; i < 5; ++i) board[i] = *cards++;
            for (int p = 0; p < n_; ++p) {
                const Seat& seat = problem_.seats[static_cast<std::size_t>(p)];
                for (int j = static_cast<int>(seat.known.size()); j < h_; ++j) holes[p * h_ + j] = *cards++;
                s[p] = evaluate_omaha(board, holes + p * h_, static_cast<std::size_t>(h_));
            }
            counters.showdown<0>(s, n_, category_of_);
        }
        counters.add_to(out, n_, deals);
    }

private:
    int h_;
};

double standard_error(const Tally& t, int p) {
    const double n = t.weight;
    if (n < 2) return std::numeric_limits<double>::quiet_NaN();
    const double sum = t.at(p, Tally::kShare);
    const double variance = std::max(0.0, (t.at(p, Tally::kShareSquared) - sum * sum / n) / (n - 1));
    return std::sqrt(variance / n);
}

EquityResult sampled_result(const Tally& t) {
    EquityResult result;
    const double n = t.weight;
    for (int p = 0; p < t.players(); ++p) {
        result.equity.push_back(t.at(p, Tally::kShare) / n);
        result.win.push_back(t.at(p, Tally::kWin) / n);
        result.tie.push_back(t.at(p, Tally::kTie) / n);
        std::array<double, kNumCategories> cats{};
        for (int c = 0; c < kNumCategories; ++c) cats[static_cast<std::size_t>(c)] = t.at(p, Tally::kCategory0 + c) / n;
        result.categories.push_back(cats);
        result.std_error.push_back(standard_error(t, p));
    }
    result.trials = t.trials;
    result.exact = false;
    return result;
}

}  // namespace

EquityResult run_monte_carlo(const Problem& problem, int threads, const EquityOptions& options, double start) {
    std::uint64_t trials = options.trials;
    if (trials == 0 && options.target_stderr == 0.0 && options.time_limit == 0.0) trials = EquityOptions::kDefaultTrials;
    const std::uint64_t items =
        trials ? (trials + kDealsPerItem - 1) / kDealsPerItem : (std::uint64_t{1} << 50) / kDealsPerItem;
    auto deals_in = [&](std::uint64_t item) {
        return trials && item == items - 1 ? trials - item * kDealsPerItem : kDealsPerItem;
    };
    std::unique_ptr<HoldemSampler> holdem;
    std::unique_ptr<OmahaSampler> omaha;
    if (problem.game == Game::kHoldem) holdem = std::make_unique<HoldemSampler>(problem);
    else omaha = std::make_unique<OmahaSampler>(problem);
    const ItemFn work = [&](std::uint64_t item, Tally& out) {
        const std::uint64_t seed = stream_seed(options.seed, item);
        if (holdem) holdem->run(seed, deals_in(item), out);
        else omaha->run(seed, deals_in(item), out);
    };
    RunControl control;
    control.options = &options;
    control.players = problem.players;
    control.start = start;
    control.apply_time_limit = true;
    control.snapshot = sampled_result;
    if (options.target_stderr > 0.0) {
        control.enough = [&](const Tally& t) {
            for (int p = 0; p < t.players(); ++p)
                if (!(standard_error(t, p) <= options.target_stderr)) return false;
            return true;
        };
    }
    return sampled_result(run_items(items, threads, work, control).tally);
}

}  // namespace holdem::equity_detail
