// The hands one Omaha pattern matches, built rank by rank from the aces down.
//
// A hand is its cards of the top rank it holds (U, some of that rank's four
// cards) and a hand L of the lower ranks; in the colex numbering the hands
// with that U are one run of indices whose contents are the numbering of L
// (omaha_hand_bits.hpp).  Whether U + L matches depends on U only through
// what U leaves to match: a set of states (which positions are still open,
// which suit variables are bound to what), L matching when it completes one
// of them.  So the matching hands are, run by run, prefixes of the bit sets
// of those residual sets, each computed once and copied word by word.  A
// rank variable is bound within one rank (all of its positions there or none
// of them), so no state ever carries a bound rank; that keeps the states few.
//
// Two ways to share the work, chosen by the pattern: when most ranks move
// the states alike (variables, few written ranks) the same residual sets
// come back rank after rank, and each set's bits are kept whole; when many
// ranks differ (lists, written ranks) the sets rarely repeat but their
// states do, and the bits are kept per state, a set being the OR of them.
#include <algorithm>
#include <map>
#include <unordered_map>
#include <utility>

#include "omaha_pattern.hpp"

namespace holdem::omaha_detail {

namespace {

// A state: bits 0..5 the open positions, then 3 bits per suit variable
// (0..3 its suit, kUnbound none yet).
using State = std::uint32_t;
constexpr State kOpenMask = 63;
constexpr int kBindShift = 6;
constexpr State kUnbound = 4;

State binding(State s, int var) { return (s >> (kBindShift + 3 * var)) & 7; }
State with_binding(State s, int var, State suit) {
    const int shift = kBindShift + 3 * var;
    return (s & ~(State{7} << shift)) | (suit << shift);
}

using StateSet = std::vector<State>;  // sorted, unique, no state another one dominates

// Bits set in 0..63 (the open positions; a table: the library builds without a popcount instruction).
struct BitCounts {
    int n[64] = {};
    constexpr BitCounts() {
        for (int i = 1; i < 64; ++i) n[i] = n[i >> 1] + (i & 1);
    }
};
constexpr BitCounts kBitCounts;
constexpr const int* kBits = kBitCounts.n;

// Set ids: indices into Filler::sets_; kEvery stands for a set holding a
// complete state (every hand matches).
constexpr int kEvery = -1;

std::uint64_t key(std::uint64_t a, std::uint64_t b, std::uint64_t c) { return (a << 32) | (b << 8) | c; }

class Filler {
public:
    Filler(const Pattern& pattern, int hole_cards) : p_(pattern), hole_cards_(hole_cards) {
        for (std::size_t i = 0; i < p_.positions.size(); ++i)
            if (p_.positions[i].rank_var >= 0) var_positions_[p_.positions[i].rank_var] |= 1u << i;
        // Ranks that every position (and the variables) treat alike move the states alike.
        std::map<std::uint32_t, int> classes;
        for (int rank = 0; rank < kNumRanks; ++rank) {
            std::uint32_t signature = (p_.var_ranks >> rank) & 1;
            for (std::size_t i = 0; i < p_.positions.size(); ++i)
                signature |= ((p_.positions[i].ranks >> rank) & 1u) << (i + 1);
            rank_class_[rank] = classes.emplace(signature, static_cast<int>(classes.size())).first->second;
        }
        per_state_ = classes.size() >= 3;  // measured: the faster way on each side of this line
        // Ranks below which the same positions can still find a card prune alike.
        std::map<std::uint32_t, int> prunes;
        for (int rank = 0; rank < kNumRanks; ++rank) {
            const unsigned below = (1u << rank) - 1;
            std::uint32_t signature = 0;
            for (std::size_t i = 0; i < p_.positions.size(); ++i) {
                const unsigned ranks = p_.positions[i].rank_var >= 0 ? p_.var_ranks : p_.positions[i].ranks;
                signature |= static_cast<std::uint32_t>((ranks & below) != 0) << i;
            }
            prune_class_[rank] = prunes.emplace(signature, static_cast<int>(prunes.size())).first->second;
            prune_open_[prune_class_[rank]] = signature;
        }
    }

    bool fill(HandBits& out) {
        if (p_.positions.empty()) {
            out.set_all();
            return true;
        }
        State start = static_cast<State>((1u << p_.positions.size()) - 1);
        for (int v = 0; v < kNumSuitVars; ++v) start = with_binding(start, v, kUnbound);
        const bool any = build(intern(StateSet{start}), hole_cards_, 0, kNumRanks, out);
        return any;
    }

private:
    struct Entry {
        HandBits bits;  // the hands of m cards of ranks below `ranks` that match
        int ranks = 0;
    };

    // ORs into `out` the hands of m cards whose top rank is in [from, to)
    // that some state of set `id` matches; returns whether any.
    bool build(int id, int m, int from, int to, HandBits& out) {
        bool any = false;
        for (int rank = from; rank < to; ++rank) {
            for (unsigned cards = 1; cards < 16; ++cards) {
                const int u = kBits[cards];
                if (u > m) continue;
                const int rest = m - u;
                const std::uint64_t length = choose(4 * rank, rest);
                if (length == 0) continue;
                std::uint64_t offset = 0;
                for (int suit = 0, j = rest + 1; suit < kNumSuits; ++suit)
                    if (cards >> suit & 1) offset += choose(4 * rank + suit, j++);
                if (per_state_) {
                    any = build_per_state(sets_[static_cast<std::size_t>(id)].front(), rank, cards, rest, offset,
                                          length, out) || any;
                    continue;
                }
                const int next = step(id, rank, cards, rest);
                if (next == kEvery) {
                    out.set_range(offset, offset + length);
                    any = true;
                } else if (!sets_[static_cast<std::size_t>(next)].empty() && rest > 0) {
                    const HandBits& lower = get(next, rest, rank);
                    any = out.or_prefix(offset, lower, length) || any;
                }
            }
        }
        return any;
    }

    // build's block of hands (rest more cards below `rank`) after `cards` of
    // `rank`, for the set {s}: the OR of its moved states' own bits.
    bool build_per_state(State s, int rank, unsigned cards, int rest, std::uint64_t offset, std::uint64_t length,
                         HandBits& out) {
        const StateSet& moved = state_moves(s, rank, cards);
        if (!moved.empty() && (moved.front() & kOpenMask) == 0) {  // complete: every such hand
            out.set_range(offset, offset + length);
            return true;
        }
        if (rest == 0) return false;
        bool any = false;
        const std::uint32_t fillable = prune_open_[prune_class_[rank]];
        for (const State t : moved) {
            if (kBits[t & kOpenMask] > rest || (t & kOpenMask & ~fillable) != 0) continue;
            auto single = singles_.find(t);
            if (single == singles_.end()) single = singles_.emplace(t, intern(StateSet{t})).first;
            any = out.or_prefix(offset, get(single->second, rest, rank), length) || any;
        }
        return any;
    }

    // The bits of set `id` for hands of m cards, valid at least below rank `to`.
    const HandBits& get(int id, int m, int to) {
        Entry& e = memo_[key(static_cast<std::uint64_t>(id), 0, static_cast<std::uint64_t>(m))];
        if (e.ranks < to) {
            if (e.ranks == 0) e.bits.reserve(choose(4 * (kNumRanks - 1), m));  // the most any caller asks for
            e.bits.resize(choose(4 * to, m));
            build(id, m, e.ranks, to, e.bits);
            e.ranks = to;
        }
        return e.bits;
    }

    int intern(StateSet set) {
        const auto [it, added] = set_ids_.emplace(std::move(set), static_cast<int>(sets_.size()));
        if (added) sets_.push_back(it->first);
        return it->second;
    }

    // What set `id` leaves to match after the cards `cards` (suits) of
    // `rank`, for hands with `rest` more cards of lower ranks: kEvery or a set.
    int step(int id, int rank, unsigned cards, int rest) {
        const std::uint64_t moved_key =
            key(static_cast<std::uint64_t>(id), static_cast<std::uint64_t>(rank_class_[rank]), cards);
        auto moved = moves_.find(moved_key);
        if (moved == moves_.end()) moved = moves_.emplace(moved_key, advance(id, rank, cards)).first;
        if (moved->second == kEvery) return kEvery;
        const int prune = prune_class_[rank];
        const std::uint64_t pruned_key = key(static_cast<std::uint64_t>(moved->second), static_cast<std::uint64_t>(prune),
                                             static_cast<std::uint64_t>(rest));
        auto pruned = pruned_.find(pruned_key);
        if (pruned == pruned_.end()) {
            // Keep the states whose open positions the lower ranks can still fill.
            StateSet kept;
            for (const State st : sets_[static_cast<std::size_t>(moved->second)])
                if (kBits[st & kOpenMask] <= rest && (st & kOpenMask & ~prune_open_[prune]) == 0) kept.push_back(st);
            pruned = pruned_.emplace(pruned_key, intern(std::move(kept))).first;
        }
        return pruned->second;
    }

    // The states set `id` moves to on the cards `cards` of `rank` (before
    // pruning), or kEvery when one of them is complete.
    int advance(int id, int rank, unsigned cards) {
        StateSet next;
        for (const State s : sets_[static_cast<std::size_t>(id)]) {
            const StateSet& moved = state_moves(s, rank, cards);
            if (!moved.empty() && (moved.front() & kOpenMask) == 0) return kEvery;
            next.insert(next.end(), moved.begin(), moved.end());
        }
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
        return intern(std::move(next));
    }

    // The states one state moves to on the cards `cards` of `rank`; a
    // complete state, if any, first.
    const StateSet& state_moves(State s, int rank, unsigned cards) {
        const std::uint64_t k = (std::uint64_t{s} << 12) | (static_cast<std::uint64_t>(rank_class_[rank]) << 4) | cards;
        auto it = state_moves_.find(k);
        if (it != state_moves_.end()) return it->second;
        StateSet next;
        const unsigned open = s & kOpenMask;
        unsigned optional = 0;  // open positions of no rank variable that may take this rank
        for (std::size_t i = 0; i < p_.positions.size(); ++i)
            if ((open >> i & 1) && p_.positions[i].rank_var < 0 && (p_.positions[i].ranks >> rank & 1))
                optional |= 1u << i;
        // No variable takes this rank, or exactly one does (with all its positions).
        assign(s, optional, 0, cards, next);
        if (p_.var_ranks >> rank & 1)
            for (int v = 0; v < p_.rank_vars; ++v)
                if ((var_positions_[v] & open) == var_positions_[v] && var_positions_[v] != 0)
                    assign(s, optional, var_positions_[v], cards, next);
        std::sort(next.begin(), next.end(), [](State a, State b) {
            return (a & kOpenMask) != 0 && (b & kOpenMask) != 0 ? a < b : (a & kOpenMask) < (b & kOpenMask);
        });
        next.erase(std::unique(next.begin(), next.end()), next.end());
        if (!next.empty() && (next.front() & kOpenMask) == 0) next.resize(1);
        else drop_dominated(next);
        return state_moves_.emplace(k, std::move(next)).first->second;
    }

    // The bits of a state's bound suit variables (a test for dominance).
    static State bound_fields(State s) {
        State fields = 0;
        for (int v = 0; v < kNumSuitVars; ++v)
            if (binding(s, v) != kUnbound) fields |= State{7} << (kBindShift + 3 * v);
        return fields;
    }

    // Fewer states, fewer distinct sets: drops each state b that some a
    // dominates (every completion of b completes a: a has no more open
    // positions, and each suit variable a binds, b binds alike).  A state
    // dominates only states with more open positions or more bindings, so
    // in that order each is checked against the kept ones before it.
    void drop_dominated(StateSet& states) {
        if (states.size() < 2) return;
        order_.clear();
        for (const State s : states) {
            const State fields = bound_fields(s);
            const int weight = kBits[s & kOpenMask] + __builtin_popcount(fields) / 3;
            order_.push_back({weight, s, fields});
        }
        std::sort(order_.begin(), order_.end(), [](const Ranked& x, const Ranked& y) { return x.weight < y.weight; });
        std::size_t kept = 0;
        for (std::size_t i = 0; i < order_.size(); ++i) {
            const State b = order_[i].state;
            bool dominated = false;
            for (std::size_t j = 0; j < kept && !dominated; ++j) {
                const State a = order_[j].state;
                dominated = (a & kOpenMask & ~b) == 0 && ((a ^ b) & order_[j].fields) == 0;
            }
            if (!dominated) order_[kept++] = order_[i];
        }
        states.clear();
        for (std::size_t j = 0; j < kept; ++j) states.push_back(order_[j].state);
        std::sort(states.begin(), states.end());
    }

    // Every way to give cards of `cards` to the `mandatory` positions (all)
    // and to any of the `optional` ones, from state s; the results into out.
    void assign(State s, unsigned optional, unsigned mandatory, unsigned cards, StateSet& out) {
        const unsigned todo = optional | mandatory;
        if (todo == 0) {
            out.push_back(s);
            return;
        }
        const int i = __builtin_ctz(todo);
        const unsigned bit = 1u << i;
        if (!(mandatory & bit)) assign(s, optional & ~bit, mandatory, cards, out);  // position i stays open
        const Position& pos = p_.positions[static_cast<std::size_t>(i)];
        for (int suit = 0; suit < kNumSuits; ++suit) {
            if (!(cards >> suit & 1) || !(pos.suits >> suit & 1)) continue;
            State t = s & ~State{bit};
            if (pos.suit_var >= 0) {
                const State b = binding(s, pos.suit_var);
                if (b == kUnbound) {
                    if (!(p_.var_suits >> suit & 1) || suit_taken(s, suit)) continue;
                    t = with_binding(t, pos.suit_var, static_cast<State>(suit));
                } else if (b != static_cast<State>(suit)) {
                    continue;
                }
            }
            assign(t, optional & ~bit, mandatory & ~bit, cards & ~(1u << suit), out);
        }
    }

    static bool suit_taken(State s, int suit) {
        for (int v = 0; v < kNumSuitVars; ++v)
            if (binding(s, v) == static_cast<State>(suit)) return true;
        return false;
    }

    const Pattern& p_;
    int hole_cards_;
    unsigned var_positions_[kMaxHoleCards] = {};
    int rank_class_[kNumRanks] = {};
    int prune_class_[kNumRanks] = {};
    std::uint32_t prune_open_[kNumRanks] = {};  // per prune class: the positions that can still be filled
    struct Ranked {
        int weight;  // open positions + bound suit variables
        State state, fields;
    };
    std::vector<Ranked> order_;  // drop_dominated's scratch
    std::vector<StateSet> sets_;
    std::map<StateSet, int> set_ids_;
    bool per_state_ = false;
    std::unordered_map<State, int> singles_;  // a state's set {state}
    std::unordered_map<std::uint64_t, StateSet> state_moves_;  // (state, rank class, cards) -> states
    std::unordered_map<std::uint64_t, int> moves_;   // (set, rank class, cards) -> set or kEvery
    std::unordered_map<std::uint64_t, int> pruned_;  // (set, rank, rest) -> set
    std::unordered_map<std::uint64_t, Entry> memo_;  // (set, m) -> bits
};

}  // namespace

bool fill_pattern(const Pattern& pattern, int hole_cards, HandBits& out) {
    return Filler(pattern, hole_cards).fill(out);
}

}  // namespace holdem::omaha_detail
