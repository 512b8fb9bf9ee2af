// The original library's `table` class: players, a deck and the board, the
// known cards, dealing the unknown ones, finding the winner, and Monte Carlo
// counts of wins, draws and hand codes per player.
//
// Numbering is the original's (see deck.hpp): faces 2..14 (ace also 1),
// suits 1..4.  Players are numbered from 0; 2 to 23 of them (2 * 23 hole
// cards and a board of 5 use 51 of the 52 cards).  Each player may have 0, 1
// or 2 known hole cards; the flop, turn and river may each be known or left
// to be dealt.
//
// A win is a hand that alone is best; a draw is counted for every player who
// shares the best hand.  Counts accumulate over findWinner calls and Monte
// Carlo runs until resetTable or setNoPlayers.  MC scores with the brute-force
// evaluator, MCP with the prime method: with the same seed both deal the same
// cards, so their counts are identical.  MCF (not in the original) runs the
// equity engine's Monte Carlo (calculate_equity, one thread) from the known
// cards, seeded from the table's generator: deterministic after setSeed, and
// in statistical agreement with MC and MCP, not deal for deal.
//
// Return codes (0 is success everywhere):
//   setNoPlayers: -1 fewer than 2 or more than 23 players.
//   setHoldCards: -1 face and suit lists of different lengths; -2 the player
//     would know more than 2 hole cards; -3 no such player; -4 invalid face;
//     -5 invalid suit; -6 a card already on the table (or listed twice).
//   setHoldCard: -2, -3, -4, -5, -6 as setHoldCards.
//   setFlop: -1 not 3 faces; -2 not 3 suits; -3 a card already on the table
//     (or listed twice); -4 flop already set; -5 invalid face; -6 invalid suit.
//   setTurn, setRiver: -3, -4, -5, -6 as setFlop.
//   dealFlopTurnRiver: 1 nothing to deal.  dealHold: 1 nothing to deal,
//     -1 no such player.  dealAll: always 0.
//   findWinner: the player (>= 0) who alone has the best hand; -2 a draw
//     (the original returned 0, which could not be told from player 0);
//     -1 some cards are neither known nor dealt.
//   MC, MCP, MCF: -1 a negative number of deals.
// Setting a known card first puts back any dealt cards (resetTableToKnown).
// Getters that take a player throw std::invalid_argument for a bad index.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/core/random.hpp"
#include "holdem/equity/equity.hpp"
#include "holdem/legacy/deck.hpp"

namespace holdem {

inline constexpr int kTableMinPlayers = 2;
inline constexpr int kTableMaxPlayers = 23;

// The evaluator that scores a Monte Carlo run: MC, MCP, MCF (the equity engine).
enum class TableEvaluator { brute_force, prime, fast };

// Wins, draws and hand-code occurrences per player, over `runs` deals.
struct TableCounts {
    std::int64_t runs = 0;
    std::vector<std::int64_t> wins, draws;  // per player
    // Per player and hand code: index 10 * player + code - 1.
    std::vector<std::int64_t> win_codes, draw_codes, hand_codes;

    explicit TableCounts(int players = 0);
    // Counts one deal: `value` orders the players' hands (larger is better,
    // equal draws), `code` is each hand's code 1..10.  Returns the player who
    // won alone, or -2 for a draw.
    int record(const std::uint64_t* value, const int* code);
    void add(const TableCounts& other);
};

// A table's unknown cards dealt over and over.  It owns copies of all it
// needs, so it can run without Python's GIL while the table stays usable;
// table::merge_run adds its counts to the table.
class MonteCarloRun {
public:
    // Deals the unknown cards and scores the hands `deals` more times.
    void deal(std::int64_t deals);
    TableEvaluator evaluator() const { return evaluator_; }
    int players() const { return players_; }
    const TableCounts& counts() const { return counts_; }

private:
    friend class table;
    template <class Scorer>
    void deal_with(std::int64_t deals, Scorer& scorer);
    void deal_with_engine(std::int64_t deals);

    static constexpr int kSlots = 5 + 2 * kTableMaxPlayers;
    TableEvaluator evaluator_ = TableEvaluator::fast;
    int players_ = 0;
    // MCF: the known cards as the equity engine takes them.
    std::vector<PlayerSpec> specs_;
    std::vector<Card> known_board_;
    // MC, MCP: the cards of one deal, known ones in place.
    std::array<Card, kSlots> slots_{};               // board 0..4; player p's hole cards 5 + 2p, 6 + 2p
    std::array<std::uint8_t, kNumCards> targets_{};  // the slot of each dealt card, board slots first
    int num_targets_ = 0;
    std::array<Card, kNumCards> pool_{};             // the cards nobody knows; dealt from the front
    int pool_size_ = 0;
    Rng rng_;
    TableCounts counts_;
    std::uint64_t epoch_ = 0;
};

class table {
public:
    // Throws std::invalid_argument outside 2..23 players.
    explicit table(int numPlayers);

    int setNoPlayers(int noP);  // also clears every card and count
    int setHoldCards(int playerAdd, const std::vector<int>& holdInF, const std::vector<int>& holdInS);
    int setHoldCard(int playerAdd, int holdInF, int holdInS);
    int setFlop(const std::vector<int>& flopInF, const std::vector<int>& flopInS);
    int setTurn(int turnInF, int turnInS);
    int setRiver(int riverInF, int riverInS);

    void shuffleDeckIndex();
    int dealFlopTurnRiver();
    int dealHold(int player);
    int dealAll();
    int dealAllP() { return dealAll(); }
    int dealAllI() { return dealAll(); }
    int findWinner();   // brute force
    int findWinnerP();  // prime method
    int findWinnerI() { return findWinner(); }
    int resetTableToKnown();  // puts back the dealt cards; keeps known cards and counts
    int resetTable();         // forgets every card and count; keeps the players

    int MC(std::int64_t numMC);
    int MCP(std::int64_t numMC);
    int MCF(std::int64_t numMC);
    // Makes the following deals deterministic (not in the original).
    void setSeed(std::uint64_t seed);

    std::vector<int> getPlayerHoldFace(int player) const;
    std::vector<int> getPlayerHoldSuit(int player) const;
    // Flop, turn and river; -1 where a card is neither known nor dealt (not in the original).
    std::vector<int> getBoardFace() const;
    std::vector<int> getBoardSuit() const;
    int getNoPlayers() const { return players_; }
    std::int64_t getNumRuns() const { return counts_.runs; }
    std::vector<std::int64_t> getWins() const { return counts_.wins; }
    std::vector<double> getWinsP() const;
    std::vector<std::int64_t> getDraws() const { return counts_.draws; }
    std::vector<double> getDrawsP() const;
    std::vector<std::int64_t> getWinsPP(int player) const;
    std::vector<double> getWinsPPp(int player) const;
    std::vector<std::int64_t> getDrawsPP(int player) const;
    std::vector<double> getDrawsPPp(int player) const;
    std::vector<std::int64_t> getHandsPP(int player) const;
    std::vector<double> getHandsPPp(int player) const;
    int getNumCardsInDeck() const { return deck_.getNumCards(); }

    // A run from the known cards (dealt cards are put back first), to be
    // dealt in chunks and merged back; MC/MCP/MCF do all three at once.
    MonteCarloRun start_run(TableEvaluator evaluator);
    // Adds the run's counts to the table, zeroes them in the run and takes
    // over its generator.  Throws std::runtime_error if the table's cards,
    // players or seed changed since the run started or last merged.
    void merge_run(MonteCarloRun& run);

    const TableCounts& counts() const { return counts_; }

private:
    struct Seat {
        std::array<Card, 2> hole{};  // [0, known) known, [known, held) dealt
        int known = 0;
        int held = 0;
    };

    int run(TableEvaluator evaluator, std::int64_t deals);
    template <class Scorer>
    int find_winner_with(Scorer& scorer);
    int set_board_card(int position, int face, int suit);
    void check_player(int player) const;
    bool on_table(const std::vector<Card>& cards) const;
    CardMask known_mask() const;
    CardMask held_mask() const;
    void known_changed();
    void rebuild_pool();
    const std::vector<Card>& draw(int count);
    std::vector<std::int64_t> per_code(const std::vector<std::int64_t>& counts, int player) const;
    std::vector<double> fractions(const std::vector<std::int64_t>& counts) const;

    int players_ = 0;
    std::vector<Seat> seats_;
    std::array<Card, 5> board_{};  // flop 0..2, turn 3, river 4
    unsigned board_known_ = 0;     // bit i: board card i is known
    unsigned board_held_ = 0;      // bit i: board card i is known or dealt
    deck deck_;                    // the cards not on the table, for dealAll and friends
    Rng rng_;                      // Monte Carlo deals
    std::array<Card, kNumCards> pool_{};
    int pool_size_ = 0;
    TableCounts counts_;
    std::uint64_t epoch_ = 0;
};

}  // namespace holdem
