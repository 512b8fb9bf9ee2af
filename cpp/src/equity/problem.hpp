// The checked equity problem every method works on (Problem, Seat), and the
// per-player sums they fill in (Tally).  Internal to the equity calculator.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "holdem/equity/equity.hpp"

namespace holdem::equity_detail {

inline constexpr int kMaxPlayers = 23;  // 23 * 2 + 5 = 51 cards

// Per player sums over deals (Monte Carlo) or weighted boards (exact).
class Tally {
public:
    enum Field { kWin, kTie, kShare, kShareSquared, kCategory0, kFields = kCategory0 + kNumCategories };

    explicit Tally(int players = 0) : players_(players), values_(static_cast<std::size_t>(players) * kFields) {}

    int players() const { return players_; }
    double& at(int player, int field) { return values_[static_cast<std::size_t>(player * kFields + field)]; }
    double at(int player, int field) const { return values_[static_cast<std::size_t>(player * kFields + field)]; }

    // Total weight of what was tallied: deals, or weighted boards.
    double weight = 0.0;
    // Deals, or (hand combination, board) pairs.
    std::uint64_t trials = 0;
    // Monte Carlo: independent units of deals (deals that share cards are
    // one unit; kShareSquared then sums each unit's squared share total
    // divided by its deal count).
    std::uint64_t units = 0;

    // Opt-in (EquityOptions::count_codes): Monte Carlo's lone wins and ties
    // per player and hand code, at code_index; empty when not counted.
    std::vector<std::uint64_t> code_counts;
    // Opt-in (next_card_equity): per card c, at c * (players + 1), the
    // weight of the deals in which c comes next, then each player's share
    // of them; empty when not counted.
    std::vector<double> next_card;
    // Opt-in (heads_up_breakdown): per hand of one player's list, at
    // kByHandColumns * its place, its deals, lone wins (scoops in hi-lo),
    // ties (any other share) and pot share; empty when not counted.
    std::vector<double> by_hand;
    static constexpr std::size_t kByHandColumns = 4;
    // Opt-in (heads_up_flop_equities): per class of flops f, at f * 3, the
    // weight of its deals and boards, then each player's share of them;
    // empty when not counted.
    std::vector<double> by_flop;
    static std::size_t code_index(int player, bool tie, int code) {
        return static_cast<std::size_t>((2 * player + tie) * kNumCategories + code - 1);
    }

    // Omaha hi-lo: per player the high and the low share (at 2 * player and
    // 2 * player + 1), then the weight with a qualifying low; empty otherwise.
    std::vector<double> hilo;

    void merge(const Tally& other) {
        for (std::size_t i = 0; i < values_.size(); ++i) values_[i] += other.values_[i];
        add_into(hilo, other.hilo);
        add_into(code_counts, other.code_counts);
        add_into(next_card, other.next_card);
        add_into(by_hand, other.by_hand);
        add_into(by_flop, other.by_flop);
        weight += other.weight;
        trials += other.trials;
        units += other.units;
    }

    // Heads-up: the two players' sums (not the opt-in ones) change places.
    void swap_heads_up() {
        std::swap_ranges(values_.begin(), values_.begin() + kFields, values_.begin() + kFields);
        if (hilo.size() == 5) {
            std::swap(hilo[0], hilo[2]);
            std::swap(hilo[1], hilo[3]);
        }
    }

private:
    // The opt-in sums: empty until an item fills them, then summed element by element.
    template <class T>
    static void add_into(std::vector<T>& to, const std::vector<T>& from) {
        if (from.empty()) return;
        to.resize(from.size());
        for (std::size_t i = 0; i < to.size(); ++i) to[i] += from[i];
    }

    int players_;
    std::vector<double> values_;
};

// One player after checking: hole cards fixed, some cards dealt, or a range
// (Hold'em combos with weights, or Omaha hands).
struct Seat {
    enum class Kind { kFixed, kDealt, kRange };
    Kind kind = Kind::kDealt;
    std::vector<Card> known;             // kFixed: all hole cards; kDealt: the known ones
    int dealt = 0;                       // kDealt: cards still to deal
    std::vector<WeightedCombo> combos;   // kRange (Hold'em): combos that avoid every known card
    std::vector<CardMask> hands;         // kRange (Omaha): hands that avoid every known card
    std::vector<std::uint8_t> hand_weights;  // kRange (Omaha): theirs, aligned; empty when all weigh the same
};

// The checked problem.
struct Problem {
    Game game = Game::kHoldem;
    int hole_n = 2;
    int players = 0;
    std::vector<Seat> seats;
    std::vector<Card> board;
    CardMask board_mask = 0;
    CardMask dead_mask = 0;
    CardMask known_mask = 0;  // board, dead and every known hole card
    bool count_codes = false;  // EquityOptions::count_codes
    int board_missing() const { return 5 - static_cast<int>(board.size()); }
    bool has_weighted_omaha() const {
        for (const Seat& s : seats)
            if (!s.hand_weights.empty()) return true;
        return false;
    }
    bool has_ranges() const {
        for (const Seat& s : seats)
            if (s.kind == Seat::Kind::kRange) return true;
        return false;
    }
};

class Poller;

// Checks the cards and the players and builds the seats; throws
// std::invalid_argument naming what is wrong.  `setup`, when given, is
// checked while an Omaha range's hands are seated (millions of them take
// tenths of a second) and may throw TimeLimitReached.
Problem make_problem(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                     const std::vector<Card>& dead, const EquityOptions& options, Poller* setup = nullptr);
// make_problem within the options' time limit, counted from `start` (the call's): none where the
// limit passed while the seats were built, which the caller answers as a run cut short.
std::optional<Problem> timed_problem(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                                     const std::vector<Card>& dead, const EquityOptions& options, double start);
// Throws std::invalid_argument for options out of range (threads, trials, ...).
void check_options(const EquityOptions& options);

}  // namespace holdem::equity_detail
