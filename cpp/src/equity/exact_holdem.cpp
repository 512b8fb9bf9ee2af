// Exact Hold'em equity: every assignment of hole cards (weighted by the
// ranges) and every completion of the board.
//
// Hold'em boards are enumerated by rank multiset rather than card by card.
// Without a flush a hand's strength depends on ranks only, and a flush needs
// three or more board cards of one suit, so for each multiset of new board
// ranks we evaluate every player once on ranks, then visit only the suit
// patterns that can give someone a flush, each weighted by the number of
// boards that share it.  Hole-card assignments that are the same up to a
// suit permutation fixing the board and dead cards are evaluated once.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "exact.hpp"
#include "game_rules.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem_hands.hpp"
#include "problem.hpp"
#include "runner.hpp"
#include "showdown.hpp"

namespace holdem::equity_detail {

namespace {

constexpr int kBinomial[5][6] = {
    {1, 0, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 0}, {1, 2, 1, 0, 0, 0}, {1, 3, 3, 1, 0, 0}, {1, 4, 6, 4, 1, 0}};

// Submasks of each 5-bit mask with at least m bits, listed once.
class SubmaskLists {
public:
    SubmaskLists() {
        for (int mask = 0; mask < 32; ++mask)
            for (int m = 0; m <= 5; ++m) {
                begin_[mask][m] = static_cast<std::uint16_t>(items_.size());
                for (int sub = mask;; sub = (sub - 1) & mask) {
                    if (__builtin_popcount(static_cast<unsigned>(sub)) >= m) items_.push_back(static_cast<std::uint8_t>(sub));
                    if (sub == 0) break;
                }
                end_[mask][m] = static_cast<std::uint16_t>(items_.size());
            }
    }
    const std::uint8_t* begin(int mask, int m) const { return items_.data() + begin_[mask][m]; }
    const std::uint8_t* end(int mask, int m) const { return items_.data() + end_[mask][m]; }

private:
    std::vector<std::uint8_t> items_;
    std::uint16_t begin_[32][6]{};
    std::uint16_t end_[32][6]{};
};

const SubmaskLists& submask_lists() {
    static const SubmaskLists lists;
    return lists;
}

// Every completion of a Hold'em board for one assignment of hole cards,
// evaluated by Rules (game_rules.hpp: Hold'em or short deck, whose deck is
// the cards left once the board, dead and hole cards are out).
template <class Rules>
class HoldemBoards {
public:
    HoldemBoards(const Problem& problem)
        : n_(problem.players),
          k_(problem.board_missing()),
          fixed_used_(problem.board_mask | problem.dead_mask),
          category_of_(Rules::categories()),
          submasks_(submask_lists()) {
        for (Card c : problem.board) {
            board_key_ += tables::kRankKeys[rank_of(c)];
            board_suit_[suit_of(c)] |= static_cast<std::uint16_t>(1u << rank_of(c));
        }
    }

    // holes: two cards per player.
    void run(const Card* holes, WeightedShowdown& out) {
        out_ = &out;
        CardMask used = fixed_used_;
        for (int i = 0; i < 2 * n_; ++i) used |= card_bit(holes[i]);
        for (int r = 0; r < kNumRanks; ++r) {
            const unsigned free = static_cast<unsigned>(~(used >> (4 * r)) & 0xF);
            avail_suits_[r] = static_cast<std::uint8_t>(free);
            avail_[r] = __builtin_popcount(free);
        }
        hands_.set(holes, n_, board_key_, board_suit_);
        depth_ = 0;
        key_ = 0;
        ways_ = 1.0;
        if (k_ == 0) leaf();
        else descend(0, k_);
    }

private:
    void descend(int start, int remaining) {
        const std::uint32_t key0 = key_;
        const double ways0 = ways_;
        const int d = depth_;
        if (d >= 5) __builtin_unreachable();  // d distinct ranks among 5 - remaining cards
        for (int r = start; r < kNumRanks; ++r) {
            const int a = avail_[r];
            const int top = std::min(a, remaining);
            for (int m = 1; m <= top; ++m) {
                // Boards with this rank m times: with the suit-s card among
                // them, or (for each suit s) without it.
                rank_bit_[d] = 1u << r;
                with_[d] = kBinomial[a - 1][m - 1];
                for (int s = 0; s < 4; ++s) {
                    const int free = avail_suits_[r] >> s & 1;
                    without_[s][d] = free ? (m <= a - 1 ? kBinomial[a - 1][m] : 0.0) : kBinomial[a][m];
                    candidates_[s] = (candidates_[s] & ~(1 << d)) | free << d;
                }
                depth_ = d + 1;
                key_ = key0 + static_cast<std::uint32_t>(m) * tables::kRankKeys[r];
                ways_ = ways0 * kBinomial[a][m];
                if (m == remaining) leaf();
                else descend(r + 1, remaining - m);
            }
        }
        depth_ = d;
        key_ = key0;
        ways_ = ways0;
    }

    void leaf() {
        Strength plain[kMaxPlayers];
        Strength best[kMaxPlayers];
        for (int p = 0; p < n_; ++p) plain[p] = Rules::plain(hands_.base_key[p] + key_);
        double rest = ways_;
        const int depth = depth_;
        if (depth > 5) __builtin_unreachable();  // at most 5 new board cards
        const int all = (1 << depth) - 1;
        for (int s = 0; s < 4; ++s) {
            const int need = std::max(hands_.need[s], 0);
            if (need > depth) continue;
            const int candidates = candidates_[s] & all;
            const std::uint8_t* end = submasks_.end(candidates, need);
            for (const std::uint8_t* it = submasks_.begin(candidates, need); it != end; ++it) {
                const int sub = *it;
                double w = 1.0;
                unsigned suited = board_suit_[s];
                for (int i = 0; i < depth; ++i) {
                    if (sub >> i & 1) {
                        w *= with_[i];
                        suited |= rank_bit_[i];
                    } else {
                        w *= without_[s][i];
                    }
                }
                if (w == 0.0) continue;
                bool changed = false;
                for (int p = 0; p < n_; ++p) {
                    const Strength f = Rules::flush(suited | hands_.hole_suit[p][s]);
                    best[p] = std::max(plain[p], f);
                    changed |= f > plain[p];
                }
                if (!changed) continue;  // nobody's hand improves: counted with the plain boards
                out_->add(best, n_, w, category_of_);
                rest -= w;
            }
        }
        if (rest > 0.0) out_->add(plain, n_, rest, category_of_);
    }

    int n_;
    int k_;
    CardMask fixed_used_;
    const std::uint8_t* category_of_;
    const SubmaskLists& submasks_;
    std::uint32_t board_key_ = 0;
    std::uint16_t board_suit_[4] = {0, 0, 0, 0};

    HoldemHands hands_;
    int avail_[kNumRanks];
    std::uint8_t avail_suits_[kNumRanks];

    // The multiset being built: per position, its rank bit, the ways with
    // the suit-s card (any s) and without it (per s), and which positions'
    // ranks can come in suit s.
    int depth_ = 0;
    unsigned rank_bit_[5];
    double with_[5];
    double without_[4][5];
    int candidates_[4] = {0, 0, 0, 0};
    std::uint32_t key_ = 0;
    double ways_ = 1.0;
    WeightedShowdown* out_ = nullptr;
};

}  // namespace

std::vector<std::array<Card, kNumCards>> board_symmetries(const Problem& problem) {
    std::vector<std::array<Card, kNumCards>> maps;
    int perm[4] = {0, 1, 2, 3};
    do {
        std::array<Card, kNumCards> map{};
        for (int c = 0; c < kNumCards; ++c) map[static_cast<std::size_t>(c)] = make_card(rank_of(static_cast<Card>(c)), perm[c & 3]);
        auto image = [&](CardMask mask) {
            CardMask out = 0;
            for (int c = 0; c < kNumCards; ++c)
                if (mask >> c & 1) out |= card_bit(map[static_cast<std::size_t>(c)]);
            return out;
        };
        if (image(problem.board_mask) == problem.board_mask && image(problem.dead_mask) == problem.dead_mask)
            maps.push_back(map);
    } while (std::next_permutation(perm, perm + 4));
    return maps;
}

std::vector<std::vector<WeightedCombo>> holdem_choices(const Problem& problem) {
    std::vector<std::vector<WeightedCombo>> choices;
    for (const Seat& seat : problem.seats) {
        std::vector<WeightedCombo> list;
        if (seat.kind == Seat::Kind::kRange) {
            list = seat.combos;
        } else if (seat.kind == Seat::Kind::kFixed) {
            list.push_back({std::max(seat.known[0], seat.known[1]), std::min(seat.known[0], seat.known[1]), 1.0});
        } else if (seat.dealt == 1) {
            for (Card c = 0; c < kNumCards; ++c)
                if (!(problem.known_mask & card_bit(c)))
                    list.push_back({std::max(seat.known[0], c), std::min(seat.known[0], c), 1.0});
        } else {
            for (Card a = 1; a < kNumCards; ++a)
                for (Card b = 0; b < a; ++b)
                    if (!(problem.known_mask & (card_bit(a) | card_bit(b)))) list.push_back({a, b, 1.0});
        }
        choices.push_back(std::move(list));
    }
    return choices;
}

namespace {

// compose[i * n + j]: the index of the symmetry maps[i]^-1 o maps[j] (the
// symmetries form a group, so it is among them).
std::vector<std::size_t> composition_table(const std::vector<std::array<Card, kNumCards>>& maps) {
    const std::size_t n = maps.size();
    std::vector<std::size_t> compose(n * n, 0);
    for (std::size_t i = 0; i < n; ++i) {
        std::array<Card, kNumCards> inverse{};
        for (int c = 0; c < kNumCards; ++c) inverse[maps[i][static_cast<std::size_t>(c)]] = static_cast<Card>(c);
        for (std::size_t j = 0; j < n; ++j) {
            std::array<Card, kNumCards> product{};
            for (std::size_t c = 0; c < kNumCards; ++c) product[c] = inverse[maps[j][c]];
            compose[i * n + j] = static_cast<std::size_t>(std::find(maps.begin(), maps.end(), product) - maps.begin());
        }
    }
    return compose;
}

}  // namespace

HoldemClasses holdem_classes(const Problem& problem, Poller poller, bool by_symmetry) {
    const auto choices = holdem_choices(problem);
    const auto maps = board_symmetries(problem);
    const int n = problem.players;
    const bool merge = maps.size() > 1 && n <= kMaxIsomorphismPlayers;
    HoldemClasses classes;
    if (by_symmetry) classes.symmetries = merge ? maps : decltype(maps){maps.front()};  // the identity first
    const std::size_t group = classes.symmetries.size();
    const std::vector<std::size_t> compose = by_symmetry ? composition_table(classes.symmetries) : std::vector<std::size_t>{};
    std::vector<std::size_t> representative_map;  // per class: the symmetry that took its representative to the key
    std::unordered_map<std::uint64_t, std::uint32_t> index;
    if (merge) {  // room for the classes at once: rehashing tens of millions of keys as they come cost more
        double assignments = 1.0;
        for (const auto& list : choices) assignments *= static_cast<double>(list.size());
        index.reserve(static_cast<std::size_t>(std::min(assignments / static_cast<double>(maps.size()), 3e7)));
    }
    Card current[2 * kMaxPlayers];

    auto record = [&](double weight) {
        poller.tick();
        std::size_t best = 0;
        if (merge) {
            std::uint64_t key = std::numeric_limits<std::uint64_t>::max();
            for (std::size_t t = 0; t < maps.size(); ++t) {
                std::uint64_t k = 0;
                for (int p = 0; p < n; ++p)
                    k = k << 11 | static_cast<std::uint64_t>(combo_index(maps[t][current[2 * p]], maps[t][current[2 * p + 1]]));
                if (k < key) key = k, best = t;
            }
            const auto [it, inserted] = index.emplace(key, static_cast<std::uint32_t>(classes.size()));
            if (!inserted) {
                classes.weight[it->second] += weight;
                ++classes.count[it->second];
                // This assignment is maps[best]^-1 o maps[rep] of the representative.
                if (by_symmetry)
                    classes.weight_by_symmetry[it->second * group + compose[best * group + representative_map[it->second]]] += weight;
                return;
            }
        }
        classes.holes.insert(classes.holes.end(), current, current + 2 * n);
        classes.weight.push_back(weight);
        classes.count.push_back(1);
        if (by_symmetry) {
            representative_map.push_back(best);
            classes.weight_by_symmetry.resize(classes.weight_by_symmetry.size() + group, 0.0);
            classes.weight_by_symmetry[(classes.size() - 1) * group] = weight;  // the identity
        }
    };
    auto descend = [&](auto&& self, int p, CardMask used, double weight) -> void {
        if (p == n) { record(weight); return; }
        for (const WeightedCombo& c : choices[static_cast<std::size_t>(p)]) {
            const CardMask m = card_bit(c.high) | card_bit(c.low);
            if (used & m) continue;
            current[2 * p] = c.high;
            current[2 * p + 1] = c.low;
            self(self, p + 1, used | m, weight * c.weight);
        }
        poller.tick();
    };
    descend(descend, 0, 0, 1.0);
    return classes;
}

EquityResult run_exact_holdem(const Problem& problem, const HoldemClasses& classes, int threads,
                              const EquityOptions& options, double start) {
    if (classes.size() == 0) throw std::invalid_argument("no deal is possible: the players' hands always collide");
    const int n = problem.players;
    const int k = problem.board_missing();
    const auto boards = static_cast<std::uint64_t>(board_count(problem, free_after_holes(problem)));
    static constexpr std::size_t kChunk[6] = {512, 256, 128, 32, 8, 2};
    const std::size_t chunk = std::max<std::size_t>(1, kChunk[k] / static_cast<std::size_t>(std::max(1, n / 2)));
    const std::uint64_t items = (classes.size() + chunk - 1) / chunk;

    return with_rules(problem.game, [&](auto rules) {
        ItemFn work = [&](std::uint64_t item, Tally& out) {
            HoldemBoards<decltype(rules)> enumerate(problem);
            WeightedShowdown sums;
            const std::size_t begin = static_cast<std::size_t>(item) * chunk;
            const std::size_t end = std::min(classes.size(), begin + chunk);
            for (std::size_t c = begin; c < end; ++c) {
                sums.clear(n);
                enumerate.run(&classes.holes[2 * static_cast<std::size_t>(n) * c], sums);
                sums.add_to(out, n, classes.weight[c]);
                out.trials += classes.count[c] * boards;
            }
        };
        return finish(run_items(items, threads, work, exact_control(options, n, start)));
    });
}

}  // namespace holdem::equity_detail
