// Exact Omaha equity, deal by deal (the rank shortcut of exact_holdem.cpp
// does not apply: exactly two hole cards play): assignment by assignment,
// or board by board from a table of pair values when the assignments are
// many (a random or partly known hand).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "exact.hpp"
#include "holdem/eval/omaha.hpp"
#include "mc_counters.hpp"
#include "omaha_boards.hpp"
#include "omaha_pair_table.hpp"
#include "problem.hpp"
#include "runner.hpp"
#include "showdown.hpp"

namespace holdem::equity_detail {

OmahaDeals omaha_assignments(const Problem& problem, Poller poller) {
    const int n = problem.players;
    const int h = problem.hole_n;
    OmahaDeals deals;
    std::vector<Card> current(static_cast<std::size_t>(n * h));
    auto known_count = [&](int p) { return static_cast<int>(problem.seats[static_cast<std::size_t>(p)].known.size()); };
    for (int p = 0; p < n; ++p) {
        const auto& known = problem.seats[static_cast<std::size_t>(p)].known;
        std::copy(known.begin(), known.end(), current.begin() + p * h);
    }
    // Fills player p's slot `pos` onwards with cards from `from` up, in
    // increasing order; a range player's slots with each hand that fits.
    auto descend = [&](auto&& self, int p, int pos, Card from, CardMask used) -> void {
        if (p == n) {
            poller.tick();
            deals.holes.insert(deals.holes.end(), current.begin(), current.end());
            ++deals.count;
            return;
        }
        if (pos == h) {
            self(self, p + 1, p + 1 < n ? known_count(p + 1) : 0, 0, used);
            return;
        }
        const Seat& seat = problem.seats[static_cast<std::size_t>(p)];
        if (seat.kind == Seat::Kind::kRange) {
            for (const CardMask hand : seat.hands) {
                if (used & hand) continue;
                write_cards(hand, &current[static_cast<std::size_t>(p * h)]);
                self(self, p, h, 0, used | hand);
            }
            return;
        }
        for (Card c = from; c < kNumCards; ++c) {
            if (used & card_bit(c)) continue;
            current[static_cast<std::size_t>(p * h + pos)] = c;
            self(self, p, pos + 1, static_cast<Card>(c + 1), used | card_bit(c));
        }
    };
    descend(descend, 0, known_count(0), 0, problem.known_mask);
    return deals;
}

namespace {

// The high hand of every player on each board.
class OmahaHiWalker {
public:
    OmahaHiWalker(int players, int hole) : n_(players), h_(hole), category_of_(category_table().data()) {
        sums_.clear(players);
    }
    void begin(const Card* holes) { holes_ = holes; }
    void board(const Card* board) {
        Strength s[kMaxPlayers];
        for (int p = 0; p < n_; ++p) s[p] = evaluate_omaha(board, holes_ + p * h_, static_cast<std::size_t>(h_));
        sums_.add(s, n_, 1.0, category_of_);
    }
    void finish(Tally& out) const {
        sums_.add_to(out, n_, 1.0);
        out.trials = static_cast<std::uint64_t>(sums_.weight);
    }

private:
    int n_;
    int h_;
    const std::uint8_t* category_of_;
    const Card* holes_ = nullptr;
    WeightedShowdown sums_;
};

// The high hand of every player, board by board (run_omaha_by_board), from
// the board's pair table.
class OmahaHiPairWalker {
public:
    OmahaHiPairWalker(int players, int hole) : n_(players), h_(hole), category_of_(category_table().data()) {}
    void board(const Card* board, const Card* hole_cards, std::size_t count) { pairs_.fill(board, hole_cards, count); }
    void hand(const Card* holes) {
        Strength s[kMaxPlayers];
        if (h_ == 4) best_hands<4>(holes, s);
        else if (h_ == 5) best_hands<5>(holes, s);
        else best_hands<6>(holes, s);
        // Integer counts without data-dependent branches (every showdown weighs 1 here).
        if (n_ == 2) counts_.showdown<2>(s, 2, category_of_);
        else counts_.showdown<0>(s, n_, category_of_);
        ++hands_;
    }
    void finish(Tally& out) { counts_.add_to(out, n_, hands_); }
    // The running sums: showdowns so far, and player p's share of their pots.
    double weight() const { return static_cast<double>(hands_); }
    double share(int p) const { return counts_.wins[p] + counts_.tie_share[p]; }

private:
    template <std::size_t H>
    void best_hands(const Card* holes, Strength* s) const {
        for (int p = 0; p < n_; ++p) s[p] = pairs_.best<H>(holes + p * static_cast<int>(H));
    }

    int n_;
    int h_;
    const std::uint8_t* category_of_;
    OmahaPairTable pairs_;
    Counters counts_;
    std::uint64_t hands_ = 0;
};

}  // namespace

EquityResult run_exact_omaha(const Problem& problem, int threads, const EquityOptions& options, double start) {
    const OmahaDeals deals = omaha_assignments(problem, Poller(options, start, options.time_limit));
    if (walk_by_board(problem, static_cast<double>(deals.count)))
        return run_omaha_by_board(problem, deals, OmahaHiPairWalker(problem.players, problem.hole_n), threads, options,
                                  start);
    return run_omaha_boards(problem, deals, OmahaHiWalker(problem.players, problem.hole_n), threads, options, start);
}

RunOutcome omaha_next_card_run(const Problem& problem, const OmahaDeals& deals, int threads, const RunControl& control) {
    return walk_omaha_boards(problem, deals, OmahaHiPairWalker(problem.players, problem.hole_n), threads, control, true);
}

}  // namespace holdem::equity_detail
