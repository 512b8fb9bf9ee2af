// Monte Carlo equity: independent deals from exactly the distribution exact
// enumeration weighs.
//
// Range players' combos are drawn in proportion to their weights and the
// whole draw is rejected when two of them collide: what remains is the
// weighted distribution over collision-free assignments, with no bias
// however much the ranges overlap.  Then the board and every unknown hole
// card are dealt uniformly from the cards left.  Preflop, a few deals share
// their hole cards (a unit: the hole cards, then as many boards); units are
// independent, and the standard error is the sample estimate over units.
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "monte_carlo.hpp"
#include "holdem/evaluator.hpp"
#include "holdem/omaha.hpp"
#include "holdem/random.hpp"  // DealRng, stream_seed
#include "problem.hpp"
#include "runner.hpp"
#include "showdown.hpp"

namespace holdem::equity_detail {

namespace {

// Deals per work item: fixed, so that results do not depend on threads.
constexpr std::uint64_t kDealsPerItem = 4096;
// Deals whose hand strengths are looked up together.
constexpr int kGroup = 8;
// Preflop deals sharing their hole cards (see HoldemSampler::run_with).
constexpr int kBoardsPerUnit = 4;
// A single range with up to this many combos gives each its own deck (at
// most 52 KB of them); more share one deck with the range's cards set aside.
constexpr std::size_t kMaxComboDecks = 128;
// Consecutive rejected range draws before giving up on ranges that almost never fit.
constexpr std::uint64_t kMaxRejections = std::uint64_t{1} << 24;

// A card as the Hold'em dealing shuffles it: its evaluator key (which uses
// bits 0..47), with the card number in the top byte.  Summing entries sums
// the keys (the top byte's sum is never read), so dealt cards need no
// lookup; whole 64-bit words also move faster than bytes in the shuffle.
using KeyedCard = std::uint64_t;
constexpr int kCardShift = 56;

constexpr bool keys_leave_top_bits_free() {
    for (int c = 0; c < kNumCards; ++c)
        if (detail::kCardKeys[static_cast<std::size_t>(c)] >> 48) return false;
    // Seven cards' suit counters stay below 16: no carry out of bit 47.
    return (detail::kSuitCounterStart >> 44) + 7 < 16;
}
static_assert(keys_leave_top_bits_free(), "KeyedCard needs evaluator keys below 2^48");

constexpr KeyedCard keyed(Card c) { return detail::kCardKeys[c] | (KeyedCard{c} << kCardShift); }
constexpr Card card_of(KeyedCard k) { return static_cast<Card>(k >> kCardShift); }
constexpr Card card_of(Card c) { return c; }

// Digits per chain: three bounds of at most 52 multiply to under 2^17.1,
// which leaves a rejection chance of at most 2^-14.9 in 32 bits (a first
// bound of up to 1326, a range's combo, raises it to 2^-10.2).
constexpr int kDigitsPerChain = 3;
constexpr int kMaxDigits = kNumCards + 1;
constexpr int kMaxChains = (kMaxDigits + kDigitsPerChain - 1) / kDigitsPerChain;

// The cards no known hand holds, dealt by a partial Fisher-Yates shuffle;
// Entry is Card or KeyedCard.
//
// The shuffle's offsets are read as digits of mixed-radix draws: the high
// half of low * bound is a digit, the low half carries on to the next
// bound.  A chain of digits read from 32 random bits this way is exactly
// Lemire's multiply-and-reject on the product of their bounds
// (Brackett-Rozinsky and Lemire, "Batched ranged random integer
// generation"): exactly uniform and independent once the final low half is
// checked against that product's threshold.  Three digits to a chain and
// two chains to a random word keep the multiplications that wait on each
// other few, with one well-predicted check per chain.
//
// The shuffle leaves uniformly random distinct cards at the front whatever
// order the array was in, so the array is never reset.  Cards that range
// players hold in a deal are first set aside at the back (positions are
// tracked for that), or, for a single range, each combo keeps its own array
// of the cards it leaves (see HoldemSampler), which saves the tracking.
template <typename Entry>
class BasicDeck {
public:
    struct Ignore {
        void operator()(int, Entry) const {}
    };

    // first_bound > 0: each deal draws one more digit first, below
    // first_bound (a range's combo; draw_into<..., true>).
    BasicDeck(CardMask known, int draws, int aside, std::uint32_t first_bound = 0)
        : draws_(draws), first_bound_(first_bound) {
        for (Card c = 0; c < kNumCards; ++c)
            if (!(known & card_bit(c))) {
                position_[c] = static_cast<std::uint8_t>(size_);
                cards_[size_++] = entry(c);
            }
        reach_ = size_ - aside;
        // Lemire's threshold for each chain: 2^32 mod the product of its bounds.
        const bool first = first_bound_ > 0;
        const int digits = draws_ + (first ? 1 : 0);
        for (int chain = 0; chain * kDigitsPerChain < digits; ++chain) {
            std::uint64_t product = 1;
            for (int i = chain * kDigitsPerChain; i < std::min(digits, (chain + 1) * kDigitsPerChain); ++i)
                product *= bound(i, first, static_cast<std::uint32_t>(reach_), first_bound_);
            threshold_[chain] = static_cast<std::uint32_t>((std::uint64_t{1} << 32) % product);
        }
    }

    static Entry entry(Card c) {
        if constexpr (std::is_same_v<Entry, KeyedCard>) return keyed(c);
        else return c;
    }

    // Moves card c behind the cards this deal's draw can reach; the k-th
    // set-aside of a deal, before draw<true>.
    void set_aside(Card c, int k) {
        const int at = position_[c];
        const int last = size_ - 1 - k;
        const Entry other = cards_[last];
        cards_[at] = other;
        position_[card_of(other)] = static_cast<std::uint8_t>(at);
        cards_[last] = entry(c);
        position_[c] = static_cast<std::uint8_t>(last);
    }

    // Uniformly random distinct cards (not set aside) at the front.
    // Track: keep positions for set_aside.  Draws: the count of draws known
    // at compile time (the loops unroll), 0 for any.  out: where the drawn
    // cards are also written (else the deck array is returned).
    // take(s, card), if given, is called with each drawn card in turn (to
    // sum keys as they come, in registers).
    template <bool Track, int Draws = 0, typename Take = Ignore>
    const Entry* draw(DealRng& rng, Entry* out = nullptr, Take&& take = Take()) {
        std::uint8_t* const position = position_;
        return draw_into<Track, Draws, false>(rng, [this](std::uint32_t) { return cards_; }, position, out, take);
    }

    // As draw, on the array pick(first) returns, where `first` is the extra
    // first digit (below first_bound; 0 without First): a range combo's own
    // array of the same reachable size.  (Locals, not members, in the loop:
    // stores through the array may alias any member, which would force reloads.)
    template <bool Track, int Draws, bool First, typename Pick, typename Take = Ignore>
    Entry* draw_into(DealRng& rng, Pick&& pick, std::uint8_t* const position, Entry* const out = nullptr,
                     Take&& take = Take()) const {
        const int draws = Draws > 0 ? Draws : draws_;
        const int digits = draws + (First ? 1 : 0);
        const std::uint32_t reach = static_cast<std::uint32_t>(reach_);
        const std::uint32_t first_bound = first_bound_;
        Entry* cards = First ? nullptr : pick(0);
        // Digit i moves a random card of those left into place i - First.
        auto use = [&](int i, std::uint32_t digit) {
            if (First && i == 0) {
                cards = pick(digit);
                return;
            }
            const int s = i - (First ? 1 : 0);
            const std::size_t j = static_cast<std::size_t>(s) + digit;  // unsigned: no sign extension
            const Entry a = cards[s];
            const Entry c = cards[j];
            cards[s] = c;
            cards[j] = a;
            if (out) out[s] = c;
            take(s, c);
            if (Track) {
                position[card_of(c)] = static_cast<std::uint8_t>(s);
                position[card_of(a)] = static_cast<std::uint8_t>(j);
            }
        };
        std::uint64_t word = 0;
#pragma GCC unroll 18
        for (int chain = 0; chain * kDigitsPerChain < digits; ++chain) {
            const int begin = chain * kDigitsPerChain;
            const int count = std::min(kDigitsPerChain, digits - begin);
            // Two chains to a random word.
            if (chain % 2 == 0) word = rng.next();
            std::uint32_t bits = static_cast<std::uint32_t>(chain % 2 == 0 ? word >> 32 : word);
            std::uint32_t digit[kDigitsPerChain] = {};
            for (;;) {
                std::uint32_t low = bits;
#pragma GCC unroll 3
                for (int k = 0; k < count; ++k) {
                    const std::uint64_t m = std::uint64_t{low} * bound(begin + k, First, reach, first_bound);
                    digit[k] = static_cast<std::uint32_t>(m >> 32);
                    low = static_cast<std::uint32_t>(m);
                }
                if (__builtin_expect(low >= threshold_[chain], 1)) break;
                bits = static_cast<std::uint32_t>(rng.next() >> 32);
            }
#pragma GCC unroll 3
            for (int k = 0; k < count; ++k) use(begin + k, digit[k]);
        }
        return out ? out : cards;
    }

    int reach() const { return reach_; }

private:
    // The bound of digit i: the first bound, then the shuffle's offsets.
    static std::uint32_t bound(int i, bool first, std::uint32_t reach, std::uint32_t first_bound) {
        if (first) return i == 0 ? first_bound : reach - static_cast<std::uint32_t>(i - 1);
        return reach - static_cast<std::uint32_t>(i);
    }

    Entry cards_[kNumCards] = {};
    std::uint8_t position_[kNumCards] = {};
    std::uint32_t threshold_[kMaxChains] = {};
    int size_ = 0;
    int reach_ = 0;
    int draws_;
    std::uint32_t first_bound_;
};

using Deck = BasicDeck<Card>;
using KeyDeck = BasicDeck<KeyedCard>;

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

    std::uint32_t sample(DealRng& rng) const { return resolve(rng.below(n_), rng); }

    // The combo for a uniform draw i below size(): i, or its alias.
    std::uint32_t resolve(std::uint32_t i, DealRng& rng) const {
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

// Bits per category counter in Counters::recent: counts up to 63.
constexpr int kRecentBits = 6;
static_assert(kRecentBits * kNumCategories <= 64, "ten counters in a word");

// The bit offset of each strength's hand-code counter in Counters::recent.
const std::array<std::uint8_t, kNumStrengths + 1>& category_shift_table() {
    static const auto table = [] {
        std::array<std::uint8_t, kNumStrengths + 1> t{};
        for (int s = 1; s <= kNumStrengths; ++s)
            t[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(kRecentBits * (category(static_cast<Strength>(s)) - 1));
        return t;
    }();
    return table;
}

// Per-item counters: integers for speed, turned into a Tally at the end.
struct Counters {
    std::uint32_t wins[kMaxPlayers] = {};
    std::uint32_t ties[kMaxPlayers] = {};
    double tie_share[kMaxPlayers] = {};
    double tie_square[kMaxPlayers] = {};
    std::uint32_t categories[kMaxPlayers][kNumCategories + 1] = {};
    // Each player's latest hand codes, counted in kRecentBits-bit fields of
    // one word (an add to a register, where a counter picked by the hand
    // code would be a store whose address waits on the lookup).
    std::uint64_t recent[kMaxPlayers] = {};
    int recent_deals = 0;

    // One deal, without data-dependent branches: who wins is a coin toss
    // to the branch predictor, and the branch would wait on the strength
    // lookups.  Returns whether the pot is split, which the caller settles
    // with split() (rare) after a group of deals.
    // Units: also count the current unit's wins (see close_unit).
    template <int N, bool Units = false>
    bool count(const Strength* s, int runtime_n, const std::uint8_t* category_shift) {
        if constexpr (N == 2) {
            // Heads-up: two comparisons.
            recent[0] += std::uint64_t{1} << category_shift[s[0]];
            recent[1] += std::uint64_t{1} << category_shift[s[1]];
            const unsigned first = s[0] > s[1];
            const unsigned second = s[1] > s[0];
            wins[0] += first;
            wins[1] += second;
            if (Units) {
                unit_wins[0] += first;
                unit_wins[1] += second;
            }
            return s[0] == s[1];
        }
        const int n = N > 0 ? N : runtime_n;
        Strength best = 0;
        for (int p = 0; p < n; ++p) {
            recent[p] += std::uint64_t{1} << category_shift[s[p]];
            best = std::max(best, s[p]);
        }
        int count = 0;
        for (int p = 0; p < n; ++p) count += s[p] == best;
        const bool alone = count == 1;
        for (int p = 0; p < n; ++p) {
            const unsigned won = (s[p] == best) & alone;
            wins[p] += won;
            if (Units) unit_wins[p] += won;
        }
        return !alone;
    }

    // A split pot (count() returned true).
    void split(const Strength* s, int n) {
        const Strength best = *std::max_element(s, s + n);
        const double part = 1.0 / static_cast<double>(std::count(s, s + n, best));
        for (int p = 0; p < n; ++p)
            if (s[p] == best) {
                ++ties[p];
                tie_share[p] += part;
                tie_square[p] += part * part;
                unit_ties[p] += part;
            }
    }

    // After `deals` more deals counted in `recent`: empties it before any
    // field could overflow.
    void counted(int deals, int n) {
        recent_deals += deals;
        if (recent_deals > (1 << kRecentBits) - 1 - kGroup) flush_recent(n);
    }

    void flush_recent(int n) {
        for (int p = 0; p < n; ++p) {
            for (int c = 0; c < kNumCategories; ++c)
                categories[p][c + 1] += static_cast<std::uint32_t>((recent[p] >> (kRecentBits * c)) & ((1u << kRecentBits) - 1));
            recent[p] = 0;
        }
        recent_deals = 0;
    }

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

    // Deals that share cards form one unit for the standard error: each
    // player's share total over the unit (counted by count<N, true> and
    // split), squared, times 1 / its deal count.
    void close_unit(int n, double per_deal) {
        for (int p = 0; p < n; ++p) {
            const double total = unit_wins[p] + unit_ties[p];
            unit_squares[p] += total * total * per_deal;
            unit_wins[p] = 0;
            unit_ties[p] = 0.0;
        }
        ++units;
    }

    void add_to(Tally& out, int n, std::uint64_t deals) {
        flush_recent(n);
        for (int p = 0; p < n; ++p) {
            out.at(p, Tally::kWin) += wins[p];
            out.at(p, Tally::kTie) += ties[p];
            out.at(p, Tally::kShare) += wins[p] + tie_share[p];
            // Units of one deal: a share's square is 1 for a win.
            out.at(p, Tally::kShareSquared) += units ? unit_squares[p] : wins[p] + tie_square[p];
            for (int c = 0; c < kNumCategories; ++c) out.at(p, Tally::kCategory0 + c) += categories[p][c + 1];
        }
        out.weight += static_cast<double>(deals);
        out.trials += deals;
        out.units += units ? units : deals;
    }

    std::uint32_t unit_wins[kMaxPlayers] = {};
    double unit_ties[kMaxPlayers] = {};
    double unit_squares[kMaxPlayers] = {};
    std::uint64_t units = 0;  // closed units; 0: every deal its own unit
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
                r.keys.push_back(detail::kCardKeys[c.high] + detail::kCardKeys[c.low]);
                r.cards.push_back({c.high, c.low});
            }
            ranges_.push_back(std::move(r));
        }
    }

    int count() const { return static_cast<int>(ranges_.size()); }
    const AliasTable& alias(int r) const { return ranges_[static_cast<std::size_t>(r)].alias; }
    // Each combo's two card keys, summed.
    const std::uint64_t* keys(int r) const { return ranges_[static_cast<std::size_t>(r)].keys.data(); }
    int player(int r) const { return ranges_[static_cast<std::size_t>(r)].player; }
    const std::array<Card, 2>& cards(int r, std::uint32_t i) const { return ranges_[static_cast<std::size_t>(r)].cards[i]; }

    // One combo per range (indices into `chosen`), none colliding, and each
    // set aside in the deck.
    void draw(DealRng& rng, KeyDeck& deck, std::uint32_t* chosen) const {
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
        std::vector<std::uint64_t> keys;
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

class HoldemSampler {
public:
    explicit HoldemSampler(const Problem& problem)
        : problem_(problem),
          ranges_(problem),
          category_shift_(category_shift_table().data()),
          draws_(dealt_per_deal(problem)),
          missing_(problem.board_missing()),
          reach_(kNumCards - __builtin_popcountll(problem.known_mask) - 2 * ranges_.count()) {
        for (Card c : problem.board) board_key_ += detail::kCardKeys[c];
        int at = 0;  // among the dealt hole cards
        all_two_ = true;
        for (int p = 0; p < problem.players; ++p) {
            const Seat& seat = problem.seats[static_cast<std::size_t>(p)];
            std::uint64_t key = 0;
            for (Card c : seat.known) key += detail::kCardKeys[c];
            known_keys_.push_back(key);
            HandAccumulator known;
            for (Card c : problem.board) known.add(c);
            for (Card c : seat.known) known.add(c);
            holdings_.push_back({known, at, seat.kind == Seat::Kind::kDealt ? seat.dealt : 0, -1});
            if (seat.kind == Seat::Kind::kDealt) {
                dealt_.push_back({p, seat.dealt, key});
                all_two_ &= seat.dealt == 2;
                at += seat.dealt;
            }
        }
        for (int r = 0; r < ranges_.count(); ++r) holdings_[static_cast<std::size_t>(ranges_.player(r))].range = r;
        combo_decks_used_ = ranges_.count() == 1 && ranges_.alias(0).size() <= kMaxComboDecks;
        if (combo_decks_used_) {
            const std::size_t combos = ranges_.alias(0).size();
            for (std::uint32_t i = 0; i < combos; ++i) {
                const CardMask taken = problem.known_mask | card_bit(ranges_.cards(0, i)[0]) | card_bit(ranges_.cards(0, i)[1]);
                for (Card c = 0; c < kNumCards; ++c)
                    if (!(taken & card_bit(c))) combo_decks_.push_back(keyed(c));
            }
        }
    }

    void run(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        // 1: a single range with its combos' own decks; 2: ranges set aside in one deck.
        const int ranges = ranges_.count() == 0 ? 0 : combo_decks_used_ ? 1 : 2;
        const int shape = problem_.players * 3 + ranges;
        // Preflop with hole cards to deal (random hands or ranges) and the
        // cards for a unit's boards: units share their hole cards.
        const bool shared = problem_.board.empty() && (!dealt_.empty() || ranges > 0) &&
                            draws_ + 5 * (kBoardsPerUnit - 1) <= reach_;
        // The commonest spots, preflop with every unknown hand random: the
        // count of random hands known at compile time unrolls the dealing.
        if (shared && all_two_) {
            switch (shape * 32 + static_cast<int>(dealt_.size())) {
                case 7 * 32 + 1: return run_with<2, 1, 1, true>(seed, deals, out);    // range v random
                case 7 * 32 + 0: return run_with<2, 1, 0, true>(seed, deals, out);    // range v hand
                case 8 * 32 + 0: return run_with<2, 2, 0, true>(seed, deals, out);    // range v range
                case 6 * 32 + 1: return run_with<2, 0, 1, true>(seed, deals, out);    // hand v random
                case 9 * 32 + 2: return run_with<3, 0, 2, true>(seed, deals, out);    // hand v 2 random
                case 18 * 32 + 5: return run_with<6, 0, 5, true>(seed, deals, out);   // hand v 5 random
                default: break;
            }
        }
        if (shared) {
            if (ranges == 0) return run_with<0, 0, -1, true>(seed, deals, out);
            if (ranges == 1) return run_with<0, 1, -1, true>(seed, deals, out);
            return run_with<0, 2, -1, true>(seed, deals, out);
        }
        switch (shape) {
            case 6: return run_with<2, 0, -1, false>(seed, deals, out);
            case 7: return run_with<2, 1, -1, false>(seed, deals, out);
            case 8: return run_with<2, 2, -1, false>(seed, deals, out);
            case 9: return run_with<3, 0, -1, false>(seed, deals, out);
            case 10: return run_with<3, 1, -1, false>(seed, deals, out);
            case 11: return run_with<3, 2, -1, false>(seed, deals, out);
            case 18: return run_with<6, 0, -1, false>(seed, deals, out);
            case 19: return run_with<6, 1, -1, false>(seed, deals, out);
            default:
                if (ranges == 0) return run_with<0, 0, -1, false>(seed, deals, out);
                if (ranges == 1) return run_with<0, 1, -1, false>(seed, deals, out);
                return run_with<0, 2, -1, false>(seed, deals, out);
        }
    }

private:
    struct Dealt {
        int player;
        int cards;
        std::uint64_t known_key;  // the summed keys of its known cards
    };

    // Hands are evaluated from summed card keys alone (the board's once,
    // then each player's two cards); the cards themselves are gathered
    // only in the rare case of five or more of a suit (flush_strength).
    // N > 0: the player count, known at compile time.  Ranges: 0, 1 or
    // 2 (two or more) range players.  Random >= 0: the board is dealt whole
    // and every dealt hand is a random one, Random of them (known at
    // compile time: the dealing unrolls); -1: any.
    //
    // Shared: preflop deals come in units of kBoardsPerUnit that share
    // their hole cards (random hands and range combos): those are dealt
    // once, then as many boards.  Each deal of a unit is dealt exactly as
    // a lone deal would be (its board a uniformly random draw from the
    // cards left: disjoint parts of one shuffle), so each deal's outcome
    // has exactly the right distribution and the mean of all deals stays
    // unbiased.  Deals of a unit are not independent, so the standard
    // error is taken over units.  A unit costs less than as many lone
    // deals and adds little variance: preflop, the hole cards explain only
    // a few percent of a share's variance (2-5% measured, 2 to 9 players),
    // the board the rest.
    template <int N, int Ranges, int Random, bool Shared>
    void run_with(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        constexpr int kUnit = Shared ? kBoardsPerUnit : 1;
        constexpr int kHoleDraws = 2 * (Random > 0 ? Random : 0);
        constexpr int kDraws = Random < 0 ? 0 : kHoleDraws + 5 * kUnit;
        static_assert(kGroup % kUnit == 0, "units fill groups");
        const int n = N > 0 ? N : problem_.players;
        const int missing = Random >= 0 ? 5 : problem_.board_missing();
        const int hole_draws = Random >= 0 ? kHoleDraws : draws_ - missing;
        const int range_count = ranges_.count();
        const Dealt* const dealt = dealt_.data();
        const int dealt_count = Random >= 0 ? Random : static_cast<int>(dealt_.size());
        const bool all_two = Random >= 0 || all_two_;
        const std::uint64_t board0 = board_key_;
        // The single range's tables, for the common case.
        const AliasTable* const alias = Ranges == 1 ? &ranges_.alias(0) : nullptr;
        const std::uint64_t* const range_keys = Ranges == 1 ? ranges_.keys(0) : nullptr;
        const int range_player = Ranges == 1 ? ranges_.player(0) : 0;
        DealRng rng(seed);
        // Dealt in this order: the hole cards, then each board.  A single
        // range's combo is the first draw of each unit.
        KeyDeck deck(problem_.known_mask, hole_draws + missing * kUnit, 2 * range_count,
                     Ranges == 1 ? ranges_.alias(0).size() : 0);
        // A single range: each combo shuffles its own array of the cards it leaves.
        std::vector<KeyedCard> combo_decks(Ranges == 1 ? combo_decks_.size() : 0);
        if (Ranges == 1) std::copy(combo_decks_.begin(), combo_decks_.end(), combo_decks.begin());
        KeyedCard* const combo_base = combo_decks.data();
        const std::size_t stride = static_cast<std::size_t>(deck.reach());
        Counters counters;
        std::uint32_t chosen[kMaxPlayers] = {};
        std::uint64_t hole[kMaxPlayers];  // each player's summed hole-card keys
        std::copy(known_keys_.begin(), known_keys_.end(), hole);
        // Deals go in groups: first every deal's keys, then all their
        // strengths, then the showdowns.  The table lookups of a group are
        // independent, so their cache misses overlap instead of queueing.
        // A flush (five or more of a suit, rare) is looked up from the
        // cards, so each deal's cards and combos are kept for the strength
        // pass: deciding there, with the keys ready, keeps the mispredicted
        // branch cheap.
        std::uint64_t hand_keys[kGroup * kMaxPlayers];
        Strength s[kGroup * kMaxPlayers];
        KeyedCard drawn[kGroup][kNumCards];
        // Without ranges, each unit of a group shuffles its own copy of the
        // deck: its cards stay in place for the flush lookups (no copy),
        // and consecutive units do not wait on each other's stores.
        std::vector<KeyDeck> decks(Ranges == 0 ? kGroup : 0, deck);
        // Each deal's dealt board cards and dealt hole cards (in dealt order).
        const KeyedCard* deal_board[kGroup];
        const KeyedCard* deal_holes[kGroup];
        std::uint32_t combos[kGroup][kMaxPlayers];
        for (std::uint64_t done = 0; done < deals;) {
            const int group = static_cast<int>(std::min<std::uint64_t>(kGroup, deals - done));
            // Units of kUnit deals; the last may be cut short (its extra deals dealt, never counted).
            for (int g = 0; g < group; g += kUnit) {
                const KeyedCard* cards;
                // Preflop with random hands only: keys summed as the cards come.
                std::uint64_t board[kUnit];
                std::fill(board, board + kUnit, board0);
                std::uint64_t pairs[Random > 0 ? Random : 1] = {};
                auto take = [&](int at, KeyedCard c) {
                    if constexpr (Random > 0) {
                        if (at < kHoleDraws) {
                            pairs[at / 2] += c;
                            return;
                        }
                    }
                    if constexpr (Random >= 0) board[(at - kHoleDraws) / 5] += c;
                };
                if constexpr (Ranges == 1) {
                    cards = deck.draw_into<false, kDraws, true>(
                        rng,
                        [&](std::uint32_t first) {
                            chosen[0] = alias->resolve(first, rng);
                            return combo_base + chosen[0] * stride;
                        },
                        nullptr, drawn[g], take);
                    hole[range_player] = range_keys[chosen[0]];
                } else {
                    if constexpr (Ranges == 2) {
                        ranges_.draw(rng, deck, chosen);
                        for (int r = 0; r < range_count; ++r) hole[ranges_.player(r)] = ranges_.keys(r)[chosen[r]];
                    }
                    if constexpr (Ranges == 0) cards = decks[static_cast<std::size_t>(g)].draw<false, kDraws>(rng, nullptr, take);
                    else cards = deck.draw<true, kDraws>(rng, drawn[g], take);
                }
                if constexpr (Random >= 0) {
#pragma GCC unroll 8
                    for (int k = 0; k < Random; ++k) hole[dealt[k].player] = pairs[k];
                } else {
                    const KeyedCard* next = cards;
                    if (all_two) {
                        // Unknown Hold'em hands ("random"): two cards each.
                        for (int k = 0; k < dealt_count; ++k, next += 2)
                            hole[dealt[k].player] = next[0] + next[1];
                    } else {
                        for (int k = 0; k < dealt_count; ++k) {
                            std::uint64_t key = dealt[k].known_key;
                            for (int j = 0; j < dealt[k].cards; ++j) key += *next++;
                            hole[dealt[k].player] = key;
                        }
                    }
                    for (int i = 0; i < kUnit; ++i)
                        for (int k = 0; k < missing; ++k) board[i] += *next++;
                }
#pragma GCC unroll 4
                for (int i = 0; i < kUnit; ++i) {
                    const int d = g + i;
                    for (int p = 0; p < n; ++p) hand_keys[d * n + p] = board[i] + hole[p];
                    deal_holes[d] = cards;
                    deal_board[d] = cards + hole_draws + missing * i;
                    if (Ranges == 1) combos[d][0] = chosen[0];
                    if (Ranges == 2)
                        for (int r = 0; r < range_count; ++r) combos[d][r] = chosen[r];
                }
            }
            for (int g = 0; g < group; ++g)
                for (int p = 0; p < n; ++p) {
                    const std::uint64_t key = hand_keys[g * n + p];
                    s[g * n + p] = __builtin_expect((key & detail::kFlushBits) != 0, 0)
                                       ? flush_strength(p, deal_board[g], deal_holes[g], combos[g])
                                       : detail::non_flush_strength(key);
                }
            for (int u = 0; u < group; u += kUnit) {
                const int unit = std::min(kUnit, group - u);
                int splits[kUnit];
                int split_count = 0;
                for (int g = u; g < u + unit; ++g) {
                    splits[split_count] = g;
                    split_count += counters.count<N, Shared>(s + g * n, n, category_shift_);
                }
                for (int i = 0; i < split_count; ++i) counters.split(s + splits[i] * n, n);
                if (Shared) counters.close_unit(n, unit == kUnit ? 1.0 / kUnit : 1.0 / unit);
            }
            counters.counted(group, n);
            done += static_cast<std::uint64_t>(group);
        }
        counters.add_to(out, n, deals);
    }

    // Player p's strength when its summed key shows five or more of a suit
    // (rare): its seven cards accumulated again, suits and all.  board: the
    // deal's dealt board cards; holes: its dealt hole cards, in dealt order.
    [[gnu::noinline]] Strength flush_strength(int p, const KeyedCard* board, const KeyedCard* holes,
                                              const std::uint32_t* chosen) const {
        const Holding& h = holdings_[static_cast<std::size_t>(p)];
        HandAccumulator hand = h.known;
        for (int i = 0; i < missing_; ++i) hand.add(card_of(board[i]));
        for (int i = 0; i < h.dealt; ++i) hand.add(card_of(holes[h.dealt_at + i]));
        if (h.range >= 0)
            for (Card c : ranges_.cards(h.range, chosen[h.range])) hand.add(c);
        return hand.strength();
    }

    const Problem& problem_;
    RangeDraws ranges_;
    const std::uint8_t* category_shift_;
    int draws_;                                          // cards dealt per deal
    std::uint64_t board_key_ = detail::kSuitCounterStart;  // the known board's keys, summed from the start value
    std::vector<std::uint64_t> known_keys_;              // each player's known hole cards' keys, summed
    // For flush_strength: what each player holds besides the dealt board.
    struct Holding {
        HandAccumulator known;  // the known board and known hole cards
        int dealt_at;           // where its dealt cards lie among the dealt hole cards
        int dealt;              // how many
        int range;              // its range's index, -1 for none
    };
    std::vector<Holding> holdings_;
    int missing_;  // board cards dealt
    int reach_;    // cards a deal can draw from
    std::vector<Dealt> dealt_;
    bool all_two_ = true;                                // every dealt player gets two cards
    bool combo_decks_used_ = false;
    std::vector<KeyedCard> combo_decks_;  // a single range: each combo's cards left, in a row
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

// The standard error of a player's equity: the spread of independent
// units' shares.  With n deals in G units, S the summed share and Q the
// summed squared unit totals each divided by its unit's deal count, it is
// sqrt((Q/n - (S/n)^2) / (G - 1)); one deal a unit gives the usual sample
// estimate.
double standard_error(const Tally& t, int p) {
    const double n = t.weight;
    const double units = static_cast<double>(t.units);
    if (units < 2) return std::numeric_limits<double>::quiet_NaN();
    const double mean = t.at(p, Tally::kShare) / n;
    const double variance = std::max(0.0, t.at(p, Tally::kShareSquared) / n - mean * mean);
    return std::sqrt(variance / (units - 1));
}

EquityResult sampled_result(const Tally& t) {
    EquityResult result = tally_result(t);
    for (int p = 0; p < t.players(); ++p) result.std_error.push_back(standard_error(t, p));
    result.exact = false;
    return result;
}

// How far a run is towards its stops: the largest of the shares of the
// trials and of the time asked for, and of the standard error asked for
// (which shrinks as one over the square root of the deals).
double sampled_progress(const RunOutcome& outcome, std::uint64_t trials, const EquityOptions& options) {
    double done = 0.0;
    if (trials) done = static_cast<double>(outcome.tally.trials) / static_cast<double>(trials);
    if (options.time_limit > 0) done = std::max(done, outcome.elapsed / options.time_limit);
    if (options.target_stderr > 0) {
        double worst = 0.0;
        for (int p = 0; p < outcome.tally.players(); ++p) worst = std::max(worst, standard_error(outcome.tally, p));
        if (worst > 0) done = std::max(done, std::pow(options.target_stderr / worst, 2));
    }
    return std::min(done, 1.0);
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
    auto snapshot = [&](const RunOutcome& outcome) {
        EquityResult result = sampled_result(outcome.tally);
        result.progress = sampled_progress(outcome, trials, options);
        result.complete = false;  // set by the caller once the run has ended
        result.elapsed = outcome.elapsed;
        return result;
    };
    RunControl control;
    control.options = &options;
    control.players = problem.players;
    control.start = start;
    control.apply_time_limit = true;
    control.snapshot = snapshot;
    if (options.target_stderr > 0.0) {
        control.enough = [&](const Tally& t) {
            for (int p = 0; p < t.players(); ++p)
                if (!(standard_error(t, p) <= options.target_stderr)) return false;
            return true;
        };
    }
    const RunOutcome outcome = run_items(items, threads, work, control);
    EquityResult result = snapshot(outcome);
    // Monte Carlo is done when it reaches any stop it was given; only the
    // progress callback cuts it short.
    result.complete = outcome.reason != StopReason::kCallback;
    if (result.complete) result.progress = 1.0;
    return result;
}

}  // namespace holdem::equity_detail
