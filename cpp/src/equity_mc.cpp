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
#include "holdem/random.hpp"  // stream_seed

namespace holdem::equity_detail {

namespace {

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
        const unsigned __int128 t = static_cast<unsigned __int128>(state_) * (state_ ^ 0xe7037ed1a0b428dbull);
        return static_cast<std::uint64_t>(t >> 64) ^ static_cast<std::uint64_t>(t);
    }
    // Uniform in [0, bound), bound >= 1, without bias (Lemire).
    std::uint32_t below(std::uint32_t bound) {
        std::uint64_t m = (next() >> 32) * bound;
        if (static_cast<std::uint32_t>(m) < bound) {
            const std::uint32_t threshold = (0u - bound) % bound;
            while (static_cast<std::uint32_t>(m) < threshold) m = (next() >> 32) * bound;
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

private:
    std::uint64_t state_;
};

// Deals per work item: fixed, so that results do not depend on threads.
constexpr std::uint64_t kDealsPerItem = 4096;
// Deals whose hand strengths are looked up together.
constexpr int kGroup = 8;
// Consecutive rejected range draws before giving up on ranges that almost never fit.
constexpr std::uint64_t kMaxRejections = std::uint64_t{1} << 24;

// The cards no known hand holds, dealt by a partial Fisher-Yates shuffle.
// Each step's random index comes from its own 32-bit half of a random word
// (Lemire's multiply and reject: exactly uniform; the reject branch is
// practically never taken), so the multiplications do not wait on each
// other.  The shuffle leaves uniformly random distinct cards at the front
// whatever order the array was in, so the array is never reset.  Cards that
// range players hold in a deal are first set aside at the back (positions
// are tracked for that), or, for a single range, each combo keeps its own
// array of the cards it leaves (see HoldemSampler), which saves the tracking.
class Deck {
public:
    Deck(CardMask known, int draws, int aside) : draws_(draws) {
        for (Card c = 0; c < kNumCards; ++c)
            if (!(known & card_bit(c))) {
                position_[c] = static_cast<std::uint8_t>(size_);
                cards_[size_++] = c;
            }
        reach_ = size_ - aside;
    }

    // Moves card c behind the cards this deal's draw can reach; the k-th
    // set-aside of a deal, before draw<true>.
    void set_aside(Card c, int k) {
        const int at = position_[c];
        const int last = size_ - 1 - k;
        const Card other = cards_[last];
        cards_[at] = other;
        position_[other] = static_cast<std::uint8_t>(at);
        cards_[last] = c;
        position_[c] = static_cast<std::uint8_t>(last);
    }

    // Uniformly random distinct cards (not set aside) at the front.
    // Track: keep positions for set_aside.  (Locals, not members, in the
    // loop: byte stores may alias any member, which would force reloads.)
    template <bool Track>
    const Card* draw(DealRng& rng) {
        return draw_into<Track>(rng, cards_, position_);
    }

    // As draw, on another array of the same reachable size (a range combo's own cards).
    template <bool Track>
    Card* draw_into(DealRng& rng, Card* const cards, std::uint8_t* const position) const {
        const std::uint32_t draws = static_cast<std::uint32_t>(draws_);
        const std::uint32_t reach = static_cast<std::uint32_t>(reach_);
        auto swap = [&](std::uint32_t s, std::uint32_t j) {
            const Card a = cards[s];
            const Card c = cards[j];
            cards[s] = c;
            cards[j] = a;
            if (Track) {
                position[c] = static_cast<std::uint8_t>(s);
                position[a] = static_cast<std::uint8_t>(j);
            }
        };
        // An offset below `bound` from 32 random bits.
        auto offset = [&](std::uint64_t random, std::uint32_t bound) {
            std::uint64_t m = random * bound;
            if (__builtin_expect(static_cast<std::uint32_t>(m) < bound, 0)) m = lemire_reject(m, bound, rng);
            return static_cast<std::uint32_t>(m >> 32);
        };
        std::uint32_t s = 0;
        for (; s + 1 < draws; s += 2) {
            const std::uint64_t word = rng.next();
            const std::uint32_t j0 = s + offset(word >> 32, reach - s);
            const std::uint32_t j1 = s + 1 + offset(word & 0xFFFFFFFFu, reach - s - 1);
            swap(s, j0);
            swap(s + 1, j1);
        }
        if (s < draws) swap(s, s + offset(rng.next() >> 32, reach - s));
        return cards;
    }

    int reach() const { return reach_; }

private:
    // The rare end of Lemire's method: redraw while in the rejected sliver.
    static std::uint64_t lemire_reject(std::uint64_t m, std::uint32_t bound, DealRng& rng) {
        const std::uint32_t threshold = (0u - bound) % bound;
        while (static_cast<std::uint32_t>(m) < threshold) m = (rng.next() >> 32) * bound;
        return m;
    }

    Card cards_[kNumCards] = {};
    std::uint8_t position_[kNumCards] = {};
    int size_ = 0;
    int reach_ = 0;
    int draws_;
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

    std::uint32_t size() const { return n_; }

    std::uint32_t sample(DealRng& rng) const {
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

// Range players' combos: drawn in proportion to their weights, the whole
// draw rejected when two collide.
class RangeDraws {
public:
    explicit RangeDraws(const Problem& problem) {
        for (int p = 0; p < problem.players; ++p) {
            const Seat& seat = problem.seats[static_cast<std::size_t>(p)];
            if (seat.kind != Seat::Kind::kRange) continue;
            Range r{p, AliasTable(seat.combos), {}, {}, {}};
            for (const auto& c : seat.combos) {
                r.masks.push_back(card_bit(c.high) | card_bit(c.low));
                r.hands.push_back(HandAccumulator().add(c.high).add(c.low));
                r.cards.push_back({c.high, c.low});
            }
            ranges_.push_back(std::move(r));
        }
    }

    int count() const { return static_cast<int>(ranges_.size()); }
    const AliasTable& alias(int r) const { return ranges_[static_cast<std::size_t>(r)].alias; }
    const HandAccumulator* hands(int r) const { return ranges_[static_cast<std::size_t>(r)].hands.data(); }
    int player(int r) const { return ranges_[static_cast<std::size_t>(r)].player; }
    const HandAccumulator& hand(int r, std::uint32_t i) const { return ranges_[static_cast<std::size_t>(r)].hands[i]; }
    const std::array<Card, 2>& cards(int r, std::uint32_t i) const { return ranges_[static_cast<std::size_t>(r)].cards[i]; }

    // One combo per range (indices into `chosen`), none colliding, and each
    // set aside in the deck.
    void draw(DealRng& rng, Deck& deck, std::uint32_t* chosen) const {
        const int n = count();
        if (n == 1) {
            chosen[0] = ranges_[0].alias.sample(rng);
        } else {
            for (std::uint64_t attempt = 0;; ++attempt) {
                if (attempt == kMaxRejections)
                    throw std::invalid_argument("the ranges almost never fit together (no deal without a collision in " +
                                                std::to_string(kMaxRejections) + " draws)");
                CardMask used = 0;
                int r = 0;
                for (; r < n; ++r) {
                    const std::uint32_t i = ranges_[static_cast<std::size_t>(r)].alias.sample(rng);
                    const CardMask m = ranges_[static_cast<std::size_t>(r)].masks[i];
                    if (used & m) break;
                    used |= m;
                    chosen[r] = i;
                }
                if (r == n) break;
            }
        }
        for (int r = 0; r < n; ++r) {
            const auto& c = cards(r, chosen[r]);
            deck.set_aside(c[0], 2 * r);
            deck.set_aside(c[1], 2 * r + 1);
        }
    }

private:
    struct Range {
        int player;
        AliasTable alias;
        std::vector<CardMask> masks;
        std::vector<HandAccumulator> hands;
        std::vector<std::array<Card, 2>> cards;
    };
    std::vector<Range> ranges_;
};

// Cards dealt per deal: the rest of the board and every unknown hole card.
int dealt_per_deal(const Problem& problem) {
    int m = problem.board_missing();
    for (const Seat& seat : problem.seats) m += seat.kind == Seat::Kind::kDealt ? seat.dealt : 0;
    return m;
}

// Adds count (0..5) cards: straight-line code, no loop to predict.
inline void add_cards(HandAccumulator& hand, const Card* cards, int count) {
    switch (count) {
        case 5: hand.add(cards[4]); [[fallthrough]];
        case 4: hand.add(cards[3]); [[fallthrough]];
        case 3: hand.add(cards[2]); [[fallthrough]];
        case 2: hand.add(cards[1]); [[fallthrough]];
        case 1: hand.add(cards[0]); [[fallthrough]];
        default: break;
    }
}

class HoldemSampler {
public:
    explicit HoldemSampler(const Problem& problem)
        : problem_(problem), ranges_(problem), category_of_(category_table().data()) {
        for (Card c : problem.board) board_.add(c);
        for (int p = 0; p < problem.players; ++p) {
            const Seat& seat = problem.seats[static_cast<std::size_t>(p)];
            HandAccumulator known;
            for (Card c : seat.known) known.add(c);
            hole_.push_back(known);
            if (seat.kind == Seat::Kind::kDealt) dealt_.push_back({p, seat.dealt});
        }
        if (ranges_.count() == 1) {
            const std::size_t combos = ranges_.alias(0).size();
            for (std::uint32_t i = 0; i < combos; ++i) {
                const CardMask taken = problem.known_mask | card_bit(ranges_.cards(0, i)[0]) | card_bit(ranges_.cards(0, i)[1]);
                for (Card c = 0; c < kNumCards; ++c)
                    if (!(taken & card_bit(c))) combo_decks_.push_back(c);
            }
        }
    }

    void run(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        const int ranges = std::min(ranges_.count(), 2);
        switch (problem_.players * 3 + ranges) {
            case 6: return run_with<2, 0>(seed, deals, out);
            case 7: return run_with<2, 1>(seed, deals, out);
            case 8: return run_with<2, 2>(seed, deals, out);
            case 9: return run_with<3, 0>(seed, deals, out);
            case 10: return run_with<3, 1>(seed, deals, out);
            case 11: return run_with<3, 2>(seed, deals, out);
            case 18: return run_with<6, 0>(seed, deals, out);
            case 19: return run_with<6, 1>(seed, deals, out);
            default:
                if (ranges == 0) return run_with<0, 0>(seed, deals, out);
                if (ranges == 1) return run_with<0, 1>(seed, deals, out);
                return run_with<0, 2>(seed, deals, out);
        }
    }

private:
    struct Dealt {
        int player;
        int cards;
    };

    // N > 0: the player count, known at compile time.  Ranges: 0, 1 or
    // 2 (two or more) range players.
    template <int N, int Ranges>
    void run_with(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        constexpr bool kTrack = Ranges > 0;
        const int n = N > 0 ? N : problem_.players;
        const int missing = problem_.board_missing();
        const int range_count = ranges_.count();
        const Dealt* const dealt = dealt_.data();
        const int dealt_count = static_cast<int>(dealt_.size());
        const bool all_two = std::all_of(dealt_.begin(), dealt_.end(), [](const Dealt& d) { return d.cards == 2; });
        const HandAccumulator board0 = board_;
        // The single range's tables, for the common case.
        const AliasTable* const alias = Ranges == 1 ? &ranges_.alias(0) : nullptr;
        const HandAccumulator* const range_hands = Ranges == 1 ? ranges_.hands(0) : nullptr;
        const int range_player = Ranges == 1 ? ranges_.player(0) : 0;
        DealRng rng(seed);
        Deck deck(problem_.known_mask, dealt_per_deal(problem_), 2 * range_count);
        // A single range: each combo shuffles its own array of the cards it leaves.
        std::vector<Card> combo_decks;
        if (Ranges == 1) combo_decks = combo_decks_;
        const int stride = deck.reach();
        Counters counters;
        std::uint32_t chosen[kMaxPlayers];
        HandAccumulator hole[kMaxPlayers];
        std::copy(hole_.begin(), hole_.end(), hole);
        // Deals go in groups: first every deal's hands, then all their
        // strengths, then the showdowns.  The table lookups of a group are
        // independent, so their cache misses overlap instead of queueing.
        HandAccumulator hands[kGroup * kMaxPlayers];
        Strength s[kGroup * kMaxPlayers];
        for (std::uint64_t done = 0; done < deals;) {
            const int group = static_cast<int>(std::min<std::uint64_t>(kGroup, deals - done));
            for (int g = 0; g < group; ++g) {
                const Card* cards;
                if constexpr (Ranges == 1) {
                    const std::uint32_t i = alias->sample(rng);
                    hole[range_player] = range_hands[i];
                    cards = deck.draw_into<false>(rng, combo_decks.data() + static_cast<std::size_t>(i) * stride, nullptr);
                } else {
                    if constexpr (Ranges == 2) {
                        ranges_.draw(rng, deck, chosen);
                        for (int r = 0; r < range_count; ++r) hole[ranges_.player(r)] = ranges_.hand(r, chosen[r]);
                    }
                    cards = deck.draw<kTrack>(rng);
                }
                HandAccumulator board = board0;
                add_cards(board, cards, missing);
                cards += missing;
                if (all_two) {
                    // Unknown Hold'em hands ("random"): two cards each, no jump table.
                    for (int k = 0; k < dealt_count; ++k, cards += 2)
                        hole[dealt[k].player] = HandAccumulator().add(cards[0]).add(cards[1]);
                } else {
                    for (int k = 0; k < dealt_count; ++k) {
                        HandAccumulator hand = hole_[static_cast<std::size_t>(dealt[k].player)];
                        add_cards(hand, cards, dealt[k].cards);
                        cards += dealt[k].cards;
                        hole[dealt[k].player] = hand;
                    }
                }
                for (int p = 0; p < n; ++p) hands[g * n + p] = hole[p].plus(board);
            }
            for (int i = 0; i < group * n; ++i) s[i] = hands[i].strength();
            for (int g = 0; g < group; ++g) counters.showdown<N>(s + g * n, n, category_of_);
            done += static_cast<std::uint64_t>(group);
        }
        counters.add_to(out, n, deals);
    }

    const Problem& problem_;
    RangeDraws ranges_;
    const std::uint8_t* category_of_;
    HandAccumulator board_;
    std::vector<HandAccumulator> hole_;  // the known cards of each player
    std::vector<Dealt> dealt_;
    std::vector<Card> combo_decks_;  // a single range: each combo's cards left, in a row
};

class OmahaSampler {
public:
    explicit OmahaSampler(const Problem& problem) : problem_(problem), category_of_(category_table().data()) {}

    void run(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        const int n = problem_.players;
        const int h = problem_.hole_n;
        DealRng rng(seed);
        Deck deck(problem_.known_mask, dealt_per_deal(problem_), 0);
        Counters counters;
        Strength s[kMaxPlayers];
        Card board[5];
        Card holes[kMaxPlayers * 6];
        int known[kMaxPlayers];
        const int known_board = static_cast<int>(problem_.board.size());
        std::copy(problem_.board.begin(), problem_.board.end(), board);
        for (int p = 0; p < n; ++p) {
            const auto& cards = problem_.seats[static_cast<std::size_t>(p)].known;
            std::copy(cards.begin(), cards.end(), holes + p * h);
            known[p] = static_cast<int>(cards.size());
        }
        for (std::uint64_t d = 0; d < deals; ++d) {
            const Card* cards = deck.draw<false>(rng);
            for (int i = known_board; i < 5; ++i) board[i] = *cards++;
            for (int p = 0; p < n; ++p) {
                for (int j = known[p]; j < h; ++j) holes[p * h + j] = *cards++;
                s[p] = evaluate_omaha(board, holes + p * h, static_cast<std::size_t>(h));
            }
            counters.showdown<0>(s, n, category_of_);
        }
        counters.add_to(out, n, deals);
    }

private:
    const Problem& problem_;
    const std::uint8_t* category_of_;
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
