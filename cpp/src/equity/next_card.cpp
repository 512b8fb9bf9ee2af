// Next-card equity: each player's exact equity after each card that can come
// on a flop or a turn, from one enumeration of every deal.
//
// On a turn each river card makes one board.  On a flop each unordered
// pair {x, y} of new cards makes one board, and that board's showdown counts
// both for "x came next" (then y) and for "y came next" (then x): the
// per-card sums add up to twice the flop's, so their mean is the flop
// equity.  As in exact_holdem.cpp boards go by rank (the showdown without
// flushes is the same for every suit choice, a flush already made aside),
// and only the suit choices that make someone a flush are visited one by one, each a correction
// (flush showdown minus plain showdown) to the cards it uses.  Hole-card
// assignments equal up to a board symmetry are enumerated once and their
// per-card sums mapped through the symmetry.
#include "holdem/equity/next_card.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "board_orbits.hpp"
#include "exact.hpp"
#include "game_rules.hpp"
#include "holdem/core/parallel.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem_hands.hpp"
#include "problem.hpp"
#include "runner.hpp"

namespace holdem {

namespace equity_detail {

namespace {

// Per next card: the players' shares of the pot summed over that card's boards.
using CardShares = std::array<std::array<double, kMaxPlayers>, kNumCards>;

// The boards that follow each next card, for one assignment of hole cards,
// under the hand rules of Rules (game_rules.hpp: Hold'em or short deck).
template <class Rules>
class NextCardBoards {
public:
    explicit NextCardBoards(const Problem& problem)
        : n_(problem.players), k_(problem.board_missing()), fixed_used_(problem.board_mask | problem.dead_mask) {
        for (Card c : problem.board) {
            board_key_ += tables::kRankKeys[rank_of(c)];
            board_suit_[suit_of(c)] |= static_cast<std::uint16_t>(1u << rank_of(c));
        }
    }

    // holes: two cards per player.  Adds into shares[card][player] (the
    // boards' corrections for flushes, for the cards in corrected()) and rank_shares(rank(card)) (what
    // every free card of a rank gets), returns the number of boards in
    // which each card that can come comes, and leaves used() the cards out.
    double run(const Card* holes, CardShares& shares) {
        shares_ = &shares;
        corrected_ = 0;
        used_ = fixed_used_;
        for (int i = 0; i < 2 * n_; ++i) used_ |= card_bit(holes[i]);
        for (int r = 0; r < kNumRanks; ++r) avail_[r] = __builtin_popcountll(~used_ >> (4 * r) & 0xF);
        hands_.set(holes, n_, board_key_, board_suit_);
        // A flush someone has already: part of every board's strengths (no
        // one can have a flush in a second suit with five board cards).
        for (int p = 0; p < n_; ++p) made_flush_[p] = 0;
        for (int s = 0; s < 4; ++s)
            if (hands_.need[s] <= 0)
                for (int p = 0; p < n_; ++p) made_flush_[p] = Rules::flush(board_suit_[s] | hands_.hole_suit[p][s]);
        for (int r = 0; r < kNumRanks; ++r) std::fill(rank_shares_[r], rank_shares_[r] + n_, 0.0);
        if (k_ == 1) rivers();
        else turns_and_rivers();
        const int free_cards = kNumCards - __builtin_popcountll(used_);
        return k_ == 1 ? 1.0 : free_cards - 1.0;
    }

    const double* rank_shares(int rank) const { return rank_shares_[rank]; }
    CardMask used() const { return used_; }
    // The cards whose row of `shares` run() wrote (the others it left as they were).
    CardMask corrected() const { return corrected_; }

private:
    // A showdown: the best strength, and each best hand's share of the pot.
    struct Showdown {
        Strength best = 0;
        double part = 1.0;
    };

    Showdown showdown(const Strength* s) const {
        Showdown d;
        int count = 0;
        for (int p = 0; p < n_; ++p) {
            if (s[p] > d.best) d.best = s[p], count = 1;
            else if (s[p] == d.best) ++count;
        }
        d.part = 1.0 / count;
        return d;
    }

    // to[p] += times x each player's share of the showdown d of s.
    void add(double* to, const Strength* s, Showdown d, double times) const {
        for (int p = 0; p < n_; ++p)
            if (s[p] == d.best) to[p] += times * d.part;
    }

    bool is_free(int rank, int suit) const { return !(used_ & card_bit(make_card(rank, suit))); }

    void plain(std::uint32_t key, Strength* s) const {
        for (int p = 0; p < n_; ++p) s[p] = std::max(Rules::plain(hands_.base_key[p] + key), made_flush_[p]);
    }

    // The strengths once the new cards `bits` of suit s come (a flush where
    // that beats `plain`); false when no hand changes.
    bool with_flush(int suit, unsigned bits, const Strength* plain, Strength* out) const {
        bool changed = false;
        for (int p = 0; p < n_; ++p) {
            const Strength f = Rules::flush(board_suit_[suit] | bits | hands_.hole_suit[p][suit]);
            out[p] = std::max(plain[p], f);
            changed |= f > plain[p];
        }
        return changed;
    }

    // A correction: `times` boards of `card` counted with `base` are `flush` instead.
    void correct(Card card, const Strength* flush, const Strength* base, Showdown plain, double times) {
        corrected_ |= card_bit(card);
        add((*shares_)[card].data(), flush, showdown(flush), times);
        add((*shares_)[card].data(), base, plain, -times);
    }
    // The same for one board of each free card of `rank` but `except`.
    void correct_rank(int rank, const Strength* flush, const Strength* base, Showdown plain, Card except) {
        const Showdown d = showdown(flush);
        for (int suit = 0; suit < 4; ++suit) {
            const Card c = make_card(rank, suit);
            if (c == except || !is_free(rank, suit)) continue;
            corrected_ |= card_bit(c);
            add((*shares_)[c].data(), flush, d, 1.0);
            add((*shares_)[c].data(), base, plain, -1.0);
        }
    }

    // A turn: each river card is one board.
    void rivers() {
        Strength base[kMaxPlayers], flush[kMaxPlayers];
        for (int r = 0; r < kNumRanks; ++r) {
            if (avail_[r] == 0) continue;
            plain(tables::kRankKeys[r], base);
            const Showdown d = showdown(base);
            add(rank_shares_[r], base, d, 1.0);
            for (int s = 0; s < 4; ++s)
                if (hands_.need[s] <= 1 && is_free(r, s) && with_flush(s, 1u << r, base, flush))
                    correct(make_card(r, s), flush, base, d, 1.0);
        }
    }

    // A flop: each unordered pair of new cards is one board, counted for both cards.
    void turns_and_rivers() {
        Strength base[kMaxPlayers], flush[kMaxPlayers];
        for (int r1 = 0; r1 < kNumRanks; ++r1) {
            const int a1 = avail_[r1];
            if (a1 == 0) continue;
            for (int r2 = r1; r2 < kNumRanks; ++r2) {
                const int a2 = avail_[r2];
                if (r2 == r1 ? a1 < 2 : a2 == 0) continue;
                plain(tables::kRankKeys[r1] + tables::kRankKeys[r2], base);
                const Showdown d = showdown(base);
                if (r1 == r2) {
                    add(rank_shares_[r1], base, d, a1 - 1.0);
                    pair_flushes(r1, base, d, flush);
                } else {
                    add(rank_shares_[r1], base, d, a2);
                    add(rank_shares_[r2], base, d, a1);
                    two_rank_flushes(r1, r2, base, d, flush);
                }
            }
        }
    }

    // Boards of two cards of rank r: one of them may be of suit s.
    void pair_flushes(int r, const Strength* base, Showdown d, Strength* flush) {
        for (int s = 0; s < 4; ++s) {
            if (hands_.need[s] > 1 || !is_free(r, s) || !with_flush(s, 1u << r, base, flush)) continue;
            const Card c = make_card(r, s);
            correct(c, flush, base, d, avail_[r] - 1.0);  // c, then any other card of rank r
            correct_rank(r, flush, base, d, c);           // another card of rank r, then c
        }
    }

    // Boards of ranks r1 < r2: both new cards of suit s, or only one of them.
    void two_rank_flushes(int r1, int r2, const Strength* base, Showdown d, Strength* flush) {
        for (int s = 0; s < 4; ++s) {
            if (hands_.need[s] > 2) continue;
            const bool f1 = is_free(r1, s), f2 = is_free(r2, s);
            const Card c1 = make_card(r1, s), c2 = make_card(r2, s);
            if (f1 && f2 && with_flush(s, 1u << r1 | 1u << r2, base, flush)) {
                correct(c1, flush, base, d, 1.0);
                correct(c2, flush, base, d, 1.0);
            }
            if (hands_.need[s] > 1) continue;
            // c1 with a card of rank r2 of another suit (and the other way round).
            if (f1 && avail_[r2] - f2 > 0 && with_flush(s, 1u << r1, base, flush)) {
                correct(c1, flush, base, d, avail_[r2] - f2);
                correct_rank(r2, flush, base, d, c2);
            }
            if (f2 && avail_[r1] - f1 > 0 && with_flush(s, 1u << r2, base, flush)) {
                correct(c2, flush, base, d, avail_[r1] - f1);
                correct_rank(r1, flush, base, d, c1);
            }
        }
    }

    int n_;
    int k_;
    CardMask fixed_used_;
    CardMask used_ = 0;
    CardMask corrected_ = 0;
    std::uint32_t board_key_ = 0;
    std::uint16_t board_suit_[4] = {0, 0, 0, 0};
    HoldemHands hands_;
    Strength made_flush_[kMaxPlayers];
    int avail_[kNumRanks];
    double rank_shares_[kNumRanks][kMaxPlayers];  // what each free card of a rank gets from the plain boards
    CardShares* shares_ = nullptr;
};

// The per-card sums in Tally::next_card, kept cheaply: a row per rank
// holds what every card of that rank gets as if it were free (rows 52..64),
// a row per card what differs for it (rows 0..51): the boards' flush
// corrections, and taken back, what the rank row gave a card that is in a
// hand.  A row is [weight, members, share of each player]; `members` counts
// the hole-card assignments in which the card is free (exact in a double),
// so that a card that can never come is told apart from a small weight.
class NextCardSums {
public:
    NextCardSums(int players, CardMask out_of_deck) : n_(players), stride_(static_cast<std::size_t>(players) + 2),
        out_of_deck_(out_of_deck) {}

    std::size_t size() const { return (kNumCards + kNumRanks) * stride_; }

    // One class: the representative's boards (run by `boards`, `boards_each`
    // of them per free card) and its members, the images of the
    // representative under each symmetry with their weights.
    template <class Boards>
    void add_class(double* sums, const Boards& boards, double boards_each, const Card* holes,
                   const HoldemClasses& classes, std::size_t k, CardShares& shares) const {
        const std::size_t group = classes.symmetries.size();
        const double weight = classes.weight[k];
        double members = 0.0;
        for (std::size_t t = 0; t < group; ++t) members += classes.weight_by_symmetry[k * group + t] != 0.0;
        for (int r = 0; r < kNumRanks; ++r) {
            double* row = sums + (kNumCards + static_cast<std::size_t>(r)) * stride_;
            row[0] += weight * boards_each;
            row[1] += members;
            const double* of_rank = boards.rank_shares(r);
            for (int p = 0; p < n_; ++p) row[p + 2] += weight * of_rank[p];
        }
        for (std::size_t t = 0; t < group; ++t) {
            const double w = classes.weight_by_symmetry[k * group + t];
            if (w == 0.0) continue;
            const auto& map = classes.symmetries[t];  // this member sees card c as map[c]
            for (int i = 0; i < 2 * n_; ++i) {  // hole cards never come: take back their rank's part
                double* row = sums + map[holes[i]] * stride_;
                row[0] -= w * boards_each;
                row[1] -= 1.0;
                const double* of_rank = boards.rank_shares(rank_of(holes[i]));
                for (int p = 0; p < n_; ++p) row[p + 2] -= w * of_rank[p];
            }
            for (CardMask left = boards.corrected(); left; left &= left - 1) {
                const auto c = static_cast<std::size_t>(__builtin_ctzll(left));
                double* row = sums + map[c] * stride_;
                for (int p = 0; p < n_; ++p) row[p + 2] += w * shares[c][static_cast<std::size_t>(p)];
            }
        }
        for (CardMask left = boards.corrected(); left; left &= left - 1)
            std::fill(shares[static_cast<std::size_t>(__builtin_ctzll(left))].begin(),
                      shares[static_cast<std::size_t>(__builtin_ctzll(left))].begin() + n_, 0.0);
    }

    NextCardResult result(const std::vector<double>& sums) const {
        NextCardResult result;
        result.equity_now.assign(static_cast<std::size_t>(n_), 0.0);
        double total = 0.0;
        for (int c = 0; c < kNumCards; ++c) {
            if (out_of_deck_ & card_bit(static_cast<Card>(c))) continue;
            const double* own = &sums[static_cast<std::size_t>(c) * stride_];
            const double* of_rank = &sums[(kNumCards + static_cast<std::size_t>(rank_of(static_cast<Card>(c)))) * stride_];
            if (own[1] + of_rank[1] < 0.5) continue;  // in a hand in every deal
            const double weight = own[0] + of_rank[0];
            result.cards.push_back(static_cast<Card>(c));
            result.weights.push_back(weight);
            std::vector<double> equity(static_cast<std::size_t>(n_));
            for (int p = 0; p < n_; ++p) {
                const double share = own[p + 2] + of_rank[p + 2];
                equity[static_cast<std::size_t>(p)] = share / weight;
                result.equity_now[static_cast<std::size_t>(p)] += share;
            }
            result.equity.push_back(std::move(equity));
            total += weight;
        }
        for (double& w : result.weights) w /= total;
        for (double& e : result.equity_now) e /= total;
        return result;
    }

private:
    int n_;
    std::size_t stride_;
    CardMask out_of_deck_;
};

}  // namespace

NextCardResult next_card_cut_short(bool timed_out, double progress) {
    NextCardResult cut;
    cut.complete = false;
    cut.timed_out = timed_out;
    cut.progress = progress;
    return cut;
}

NextCardResult next_card_cut_short(const RunOutcome& outcome) {
    return next_card_cut_short(outcome.reason == StopReason::kTimeLimit,
                               static_cast<double>(outcome.merged) / static_cast<double>(outcome.count));
}

namespace {

// The figures from Tally::next_card's rows [weight, share of each player] per card.
NextCardResult from_sums(const std::vector<double>& sums, int n) {
    NextCardResult result;
    result.equity_now.assign(static_cast<std::size_t>(n), 0.0);
    const std::size_t stride = static_cast<std::size_t>(n) + 1;
    double total = 0.0;
    for (int c = 0; c < kNumCards; ++c) {
        const double* row = &sums[static_cast<std::size_t>(c) * stride];
        if (row[0] <= 0.0) continue;  // on the board, dead, or in a hand in every deal
        result.cards.push_back(static_cast<Card>(c));
        result.weights.push_back(row[0]);
        std::vector<double> equity(static_cast<std::size_t>(n));
        for (int p = 0; p < n; ++p) {
            equity[static_cast<std::size_t>(p)] = row[p + 1] / row[0];
            result.equity_now[static_cast<std::size_t>(p)] += row[p + 1];
        }
        result.equity.push_back(std::move(equity));
        total += row[0];
    }
    for (double& w : result.weights) w /= total;
    for (double& e : result.equity_now) e /= total;
    return result;
}

}  // namespace

NextCardResult next_card_from_outcome(const RunOutcome& outcome, int players) {
    if (!outcome.complete()) return next_card_cut_short(outcome);
    if (outcome.tally.weight <= 0.0) throw std::invalid_argument("no deal is possible: the players' hands always collide");
    return from_sums(outcome.tally.next_card, players);
}

EquityResult share_done(const RunOutcome& so_far) {
    EquityResult snapshot;
    snapshot.complete = false;
    snapshot.progress = static_cast<double>(so_far.merged) / static_cast<double>(so_far.count);
    return snapshot;
}

RunControl answer_when_done_control(const EquityOptions& options, int players, double start) {
    RunControl control = exact_control(options, players, start);
    control.snapshot = share_done;
    return control;
}

}  // namespace equity_detail

NextCardResult next_card_equity(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                                const std::vector<Card>& dead, const EquityOptions& options) {
    using namespace equity_detail;
    check_options(options);
    const double start = call_start(options);
    std::optional<Problem> seated = timed_problem(players, board, dead, options, start);
    if (!seated) return next_card_cut_short(true, 0.0);  // the time limit passed while the seats were built
    const Problem problem = std::move(*seated);
    if (problem.board.size() != 3 && problem.board.size() != 4)
        throw std::invalid_argument("next-card equity needs a board of 3 or 4 cards (a flop or a turn), got " +
                                    std::to_string(problem.board.size()));
    check_some_deal_exists(problem);
    if (!is_holdem_like(problem.game)) return omaha_next_card(problem, options, start);
    if (holdem_pairs_apply(problem) && holdem_pairs_cheaper(problem)) {  // heads-up ranges: board by board
        const RunControl control = answer_when_done_control(options, problem.players, start);
        const int threads = std::min(resolve_threads(options.threads), 256);
        const BoardOrbits orbits = pairs_walk_orbits(problem);
        PairWalk walk{0, true, false};
        if (orbits.size() > 1) walk.orbits = &orbits;
        return next_card_from_outcome(holdem_pairs_run(problem, walk, threads, control), 2);
    }
    HoldemClasses classes;
    try {
        classes = holdem_classes(problem, Poller(options, start, options.time_limit), /*by_symmetry=*/true);
    } catch (const TimeLimitReached&) {
        return next_card_cut_short(true, 0.0);
    }
    if (classes.size() == 0) throw std::invalid_argument("no deal is possible: the players' hands always collide");
    const int n = problem.players;
    const NextCardSums layout(n, problem.board_mask | problem.dead_mask);
    const std::size_t chunk = 64;
    const std::uint64_t items = (classes.size() + chunk - 1) / chunk;

    const ItemFn work = with_rules(problem.game, [&](auto rules) -> ItemFn {
        return [&](std::uint64_t item, Tally& out) {
            NextCardBoards<decltype(rules)> enumerate(problem);
            out.next_card.assign(layout.size(), 0.0);
            CardShares shares{};  // rows back to zero once read, so that only corrected ones are touched
            const std::size_t end = std::min(classes.size(), (static_cast<std::size_t>(item) + 1) * chunk);
            for (std::size_t k = static_cast<std::size_t>(item) * chunk; k < end; ++k) {
                const Card* holes = &classes.holes[2 * static_cast<std::size_t>(n) * k];
                const double boards_each = enumerate.run(holes, shares);
                layout.add_class(out.next_card.data(), enumerate, boards_each, holes, classes, k, shares);
            }
        };
    });
    RunControl control;
    control.options = &options;
    control.players = n;
    control.start = start;
    control.apply_time_limit = true;
    control.snapshot = share_done;
    const int threads = std::min(resolve_threads(options.threads), 256);
    const RunOutcome outcome = run_items(items, threads, work, control);
    if (!outcome.complete()) return next_card_cut_short(outcome);
    return layout.result(outcome.tally.next_card);
}

NextCardResult next_card_equity(const std::vector<std::string>& hands, std::string_view board, std::string_view dead,
                                const EquityOptions& options) {
    return next_card_equity(parse_players(hands, options.game), parse_spot_cards(board, "board"),
                            parse_spot_cards(dead, "dead cards"), options);
}

}  // namespace holdem
