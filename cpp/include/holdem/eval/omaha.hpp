// Omaha hi evaluation: exactly two hole cards and exactly three board cards.
//
// How it is fast.  A hand's value is the larger of its best non-flush value
// and its best flush (a flush always beats the same five cards read as ranks
// only).  The best non-flush value depends on ranks alone: one generated
// table (omaha_tables.hpp) holds it for every board rank multiset (row, 6175)
// and hole rank pair (column, 91), already maximised over the ten board
// triples, in 13-bit entries: 148 bytes a row, 914 KB in all.  A board finds
// its row through a perfect hash on its rank-key sum (18 KB more), so a hand
// costs one hash and then one lookup per hole pair (6 for PLO4, 10 for PLO5,
// 15 for PLO6) in that one row.  A flush needs three board cards of one suit
// and two hole cards of that suit (rare: a branch taken by about 7% of PLO4
// hands); then the best plain flush takes the top two hole ranks and the top
// three board ranks of the suit (flush order is the numeric order of the rank
// masks) unless a straight flush exists, which is checked window by window.
//
// Many hands on one board (equity enumeration, showdowns): build an
// OmahaBoard once (its row and flush suit) and call its evaluate or
// evaluate_n<N> for each hand; that skips the board work and, after the
// first hand, finds the row in cache.  Hands of the same board may share cards with each other, not
// with the board.  Everything here is stateless and thread-safe.
//
//     const holdem::OmahaBoard board(board_cards);
//     for (const Card* hole : hands) strengths.push_back(board.evaluate_n<4>(hole));
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "holdem/eval/best_hand.hpp"
#include "holdem/core/cards.hpp"
#include "holdem/omaha_tables.hpp"
#include "holdem/core/strength.hpp"

namespace holdem {

inline constexpr std::size_t kOmahaBoardCards = 5;
inline constexpr std::size_t kOmahaMinHole = 4;
inline constexpr std::size_t kOmahaMaxHole = 6;

namespace detail {

// Where the column of hole ranks {a, b} (either order) lies in a table row:
// its byte and its bit within that byte (bit offset 13 * (lo + C(hi + 1, 2)),
// the generator's colex order).
struct OmahaColumn {
    std::uint8_t byte;
    std::uint8_t shift;
};

// 16 x 16 (not 13 x 13): finding a rank's row is a shift, and the "ranks"
// 13..15 of masked non-cards (bytes of 52 and up, see kOmahaCardSlots) have
// entries too: column 0, so no lookup leaves the table.
inline constexpr unsigned kOmahaRankSlots = 16;
using OmahaColumnRow = std::array<OmahaColumn, kOmahaRankSlots>;

constexpr std::array<OmahaColumnRow, kOmahaRankSlots> make_omaha_columns() {
    std::array<OmahaColumnRow, kOmahaRankSlots> columns{};
    for (unsigned a = 0; a < kNumRanks; ++a)
        for (unsigned b = 0; b < kNumRanks; ++b) {
            const unsigned lo = a < b ? a : b, hi = a < b ? b : a;
            const unsigned bit = (lo + hi * (hi + 1) / 2) * tables::kOmahaEntryBits;
            columns[a][b] = {static_cast<std::uint8_t>(bit >> 3), static_cast<std::uint8_t>(bit & 7)};
        }
    return columns;
}

// Card tables have 64 entries (52..63 zero) and cards are read as `card & 63`:
// a byte that is no card (batches without validation) gives a meaningless
// strength, never a read out of bounds.
inline constexpr std::size_t kOmahaCardSlots = 64;
inline constexpr Card kOmahaCardMask = 63;

// Per card: its rank key (low 32 bits) plus 1 in its suit's nibble (bits
// 32..47), so one sum gives the board's rank-key sum and its suit counts.
constexpr std::array<std::uint64_t, kOmahaCardSlots> make_omaha_card_keys() {
    std::array<std::uint64_t, kOmahaCardSlots> keys{};
    for (std::size_t c = 0; c < kNumCards; ++c)
        keys[c] = tables::kOmahaRankKeys[rank_of(static_cast<Card>(c))] |
                  std::uint64_t{1} << (32 + 4 * suit_of(static_cast<Card>(c)));
    return keys;
}

// Per card: its rank bit in its suit's 16-bit lane (to collect a suit's ranks).
constexpr std::array<std::uint64_t, kOmahaCardSlots> make_omaha_lanes() {
    std::array<std::uint64_t, kOmahaCardSlots> lanes{};
    for (std::size_t c = 0; c < kNumCards; ++c)
        lanes[c] = std::uint64_t{1} << (16 * suit_of(static_cast<Card>(c)) + rank_of(static_cast<Card>(c)));
    return lanes;
}

inline constexpr auto kOmahaColumns = make_omaha_columns();
inline constexpr auto kOmahaCardKeys = make_omaha_card_keys();
inline constexpr auto kOmahaLanes = make_omaha_lanes();

// The table row of a board from its rank-key sum (the generated perfect hash).
inline const std::uint8_t* omaha_row(std::uint32_t key_sum) {
    const std::uint32_t bucket = (key_sum * tables::kOmahaBucketMultiplier) >> tables::kOmahaBucketShift;
    const std::uint32_t slot =
        ((key_sum * tables::kOmahaSlotMultiplier) >> tables::kOmahaSlotShift) ^ tables::kOmahaDisplacement[bucket];
    return tables::kOmahaNonFlush + std::size_t{tables::kOmahaRowOfSlot[slot]} * tables::kOmahaRowBytes;
}

// The 13-bit entry of a row's column (bytes read little-endian; compilers
// merge this into one load on little-endian machines).
inline Strength omaha_entry(const std::uint8_t* row, OmahaColumn column) {
    const std::uint8_t* p = row + column.byte;
    const std::uint32_t word = p[0] | std::uint32_t{p[1]} << 8 | std::uint32_t{p[2]} << 16 | std::uint32_t{p[3]} << 24;
    return static_cast<Strength>((word >> column.shift) & ((1u << tables::kOmahaEntryBits) - 1));
}

// The C(N, 2) index pairs i < j of N hole cards.
template <std::size_t N>
constexpr std::array<std::array<std::uint8_t, 2>, N * (N - 1) / 2> make_hole_pairs() {
    std::array<std::array<std::uint8_t, 2>, N * (N - 1) / 2> pairs{};
    std::size_t k = 0;
    for (std::size_t i = 0; i < N; ++i)
        for (std::size_t j = i + 1; j < N; ++j)
            pairs[k++] = {static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(j)};
    return pairs;
}

template <std::size_t N>
inline constexpr auto kHolePairs = make_hole_pairs<N>();

// The best table entry over the hole pairs K... (a fold, so fully unrolled).
template <std::size_t N, std::size_t... K>
Strength best_pair_entry(const std::uint8_t* row, const OmahaColumn* const (&columns)[N],
                         const unsigned (&ranks)[N], std::index_sequence<K...>) {
    Strength best = 0;
    auto keep = [&best](Strength s) { best = s > best ? s : best; };
    (keep(omaha_entry(row, columns[kHolePairs<N>[K][0]][ranks[kHolePairs<N>[K][1]]])), ...);
    return best;
}

// Best flush of two of `hole` and three of `board` (rank masks of one suit,
// at least 2 and 3 ranks; they never share a rank).
Strength omaha_best_flush(std::uint32_t hole, std::uint32_t board);

}  // namespace detail

// One Omaha board, preprocessed: its table row and its flush suit.
class OmahaBoard {
public:
    // A placeholder (no flush suit) to assign a real board to.
    OmahaBoard() = default;

    // board: 5 distinct valid cards (unchecked).
    explicit OmahaBoard(const Card* board) {
        // Suit counters start at 5, so bit 3 of a suit's nibble is set at three or more cards.
        std::uint64_t keys = std::uint64_t{0x5555} << 32;
        std::uint64_t lanes = 0;
        for (std::size_t i = 0; i < kOmahaBoardCards; ++i) {
            const Card card = board[i] & detail::kOmahaCardMask;
            keys += detail::kOmahaCardKeys[card];
            lanes |= detail::kOmahaLanes[card];
        }
        row_ = detail::omaha_row(static_cast<std::uint32_t>(keys));
        // Branch-free (a third of boards have a flush suit: a branch would
        // mispredict often).  Without one, the sentinel bit gives shift 52
        // and the lane mask is cleared, so no hand ever finds suited cards.
        const std::uint32_t three = static_cast<std::uint32_t>(keys >> 32) & 0x8888;
        flush_shift_ = static_cast<unsigned>(__builtin_ctz(three | 0x10000) - 3) * 4;
        flush_lane_ = (std::uint64_t{0x1fff} << flush_shift_) & (std::uint64_t{0} - (three != 0));
        flush_ranks_ = static_cast<std::uint32_t>(lanes >> flush_shift_) & 0x1fff;
    }

    // Strength 1..7462 of the best hand of exactly two of `hole` (n = 4, 5
    // or 6 distinct valid cards, none on the board; unchecked) and three of
    // the board.
    Strength evaluate(const Card* hole, std::size_t n) const {
        switch (n) {
            case 4: return evaluate_n<4>(hole);
            case 5: return evaluate_n<5>(hole);
            default: return evaluate_n<6>(hole);
        }
    }

    // As evaluate, with the hand size fixed at compile time.
    template <std::size_t N>
    Strength evaluate_n(const Card* hole) const {
        static_assert(N >= 2 && N <= kOmahaMaxHole, "Omaha hands hold 4 to 6 cards");
        const detail::OmahaColumn* columns[N];  // each card's columns, by the other card's rank
        unsigned ranks[N];
        std::uint64_t lanes = 0;
        for (std::size_t i = 0; i < N; ++i) {
            const Card card = hole[i] & detail::kOmahaCardMask;
            ranks[i] = static_cast<unsigned>(rank_of(card));
            columns[i] = detail::kOmahaColumns[ranks[i]].data();
            lanes |= detail::kOmahaLanes[card];
        }
        Strength best = detail::best_pair_entry(row_, columns, ranks, std::make_index_sequence<N * (N - 1) / 2>());
        const std::uint64_t suited = lanes & flush_lane_;  // hole ranks in the board's flush suit
        if (suited & (suited - 1)) {                         // two or more of them
            const Strength s = detail::omaha_best_flush(static_cast<std::uint32_t>(suited >> flush_shift_),
                                                        flush_ranks_);
            best = s > best ? s : best;
        }
        return best;
    }

    // Asks the cache for the board's table row ahead of use (batches call it
    // a few boards early, so the row's memory latency overlaps other work).
    void prefetch() const {
        for (std::size_t offset = 0; offset < tables::kOmahaRowBytes; offset += 64) __builtin_prefetch(row_ + offset);
        __builtin_prefetch(row_ + tables::kOmahaRowBytes + 2);
    }

private:
    const std::uint8_t* row_ = tables::kOmahaNonFlush;  // the board's table row
    unsigned flush_shift_ = 0;                           // 16 * the suit with 3+ board cards
    std::uint64_t flush_lane_ = 0;                       // that suit's lane (0: no such suit)
    std::uint32_t flush_ranks_ = 0;                      // board ranks of that suit
};

// Strength 1..7462 of the best Omaha hand from 5 board cards and 4, 5 or 6
// hole cards (unchecked: distinct valid cards).
inline Strength evaluate_omaha(const Card* board, const Card* hole, std::size_t hole_n) {
    return OmahaBoard(board).evaluate(hole, hole_n);
}

// As evaluate_omaha, but throws std::invalid_argument on a wrong count, a bad
// card or a duplicate, naming the problem.
Strength evaluate_omaha_checked(const Card* board, std::size_t board_n, const Card* hole, std::size_t hole_n);

// The reference: best of all C(hole_n, 2) x 10 five-card hands through the
// fast five-card evaluator (unchecked).  Slow; for checks and benchmarks.
Strength evaluate_omaha_naive(const Card* board, const Card* hole, std::size_t hole_n);

// The best Omaha hand with its five cards (two hole, three board), ordered as
// best_hand orders them.  Checked like evaluate_omaha_checked.
BestHand best_omaha_hand(const Card* board, std::size_t board_n, const Card* hole, std::size_t hole_n);

// boards: rows x 5 cards; holes: rows x hole_n cards (row-major) -> rows
// strengths.  threads: 0 = every core.  With validate, throws
// std::invalid_argument naming the first bad row ("row 3: duplicate card
// As"); without, bad input is undefined.  Throws Cancelled, with `out` partly
// written, once cancel_requested() (holdem/core/cancel.hpp).
void evaluate_omaha_batch(const Card* boards, const Card* holes, std::size_t rows, std::size_t hole_n,
                          Strength* out, int threads = 1, bool validate = true);

// Index of the first row that is not a valid deal (a card >= 52 or given
// twice among its 5 + hole_n cards), or `rows` if every row is valid.
std::size_t first_invalid_omaha_row(const Card* boards, const Card* holes, std::size_t rows, std::size_t hole_n,
                                    int threads = 1);

// Bytes of tables the Omaha evaluator adds to the fast evaluator's (whose
// flush table it shares): the non-flush table and the row hash.
std::size_t omaha_table_bytes();

}  // namespace holdem
