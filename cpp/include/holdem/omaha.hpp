// Omaha hi evaluation: exactly two hole cards and exactly three board cards.
//
// How it is fast.  A hand's value is the larger of its best non-flush value
// and its best flush (a flush always beats the same five cards read as
// ranks only).  The best non-flush value depends on ranks alone: one
// generated table (omaha_tables.hpp, 915 KB of 13-bit entries) holds it for
// every board rank multiset (row) and hole rank pair (column), already
// maximised over the ten board triples.  So a hand costs one lookup per hole
// pair (6 for PLO4, 10 for PLO5, 15 for PLO6) in one 148-byte table row.
// A flush needs three board cards of one suit and two hole cards of that
// suit; then the best plain flush takes the top two hole ranks and the top
// three board ranks of the suit (flush order is the numeric order of the rank
// masks) unless a straight flush exists, which is checked window by window.
//
// For many hands on one board (equity enumeration), build an OmahaBoard once
// and call its evaluate for each hand: the board's sorting and suit counting
// are then shared.  Everything here is stateless and thread-safe.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "holdem/best_hand.hpp"
#include "holdem/cards.hpp"
#include "holdem/fast_tables.hpp"
#include "holdem/omaha_tables.hpp"
#include "holdem/strength.hpp"

namespace holdem {

inline constexpr std::size_t kOmahaBoardCards = 5;
inline constexpr std::size_t kOmahaMinHole = 4;
inline constexpr std::size_t kOmahaMaxHole = 6;

namespace detail {

inline constexpr std::uint32_t binomial(std::uint32_t n, std::uint32_t k) {
    if (k > n) return 0;
    std::uint32_t r = 1;
    for (std::uint32_t i = 1; i <= k; ++i) r = r * (n - k + i) / i;
    return r;
}

// Bit offset of a row's part: kOmahaRowBits[i][r] is C(r + i, i + 1) rows'
// worth of bits, so the i-th smallest board rank r contributes it (colex).
constexpr std::array<std::array<std::uint32_t, kNumRanks>, kOmahaBoardCards> make_omaha_row_bits() {
    std::array<std::array<std::uint32_t, kNumRanks>, kOmahaBoardCards> bits{};
    for (std::uint32_t i = 0; i < kOmahaBoardCards; ++i)
        for (std::uint32_t r = 0; r < kNumRanks; ++r)
            bits[i][r] = binomial(r + i, i + 1) * tables::kOmahaColumns * tables::kOmahaEntryBits;
    return bits;
}

// Bit offset of the column of hole ranks {a, b} (either order) within a row.
constexpr std::array<std::array<std::uint16_t, kNumRanks>, kNumRanks> make_omaha_pair_bits() {
    std::array<std::array<std::uint16_t, kNumRanks>, kNumRanks> bits{};
    for (std::uint32_t a = 0; a < kNumRanks; ++a)
        for (std::uint32_t b = 0; b < kNumRanks; ++b) {
            const std::uint32_t lo = a < b ? a : b, hi = a < b ? b : a;
            bits[a][b] = static_cast<std::uint16_t>((lo + binomial(hi + 1, 2)) * tables::kOmahaEntryBits);
        }
    return bits;
}

// Per card: 1 in its suit's nibble (for counting suits), and its rank bit in
// its suit's 16-bit lane (for collecting a suit's ranks).
constexpr std::array<std::uint32_t, kNumCards> make_omaha_suit_nibbles() {
    std::array<std::uint32_t, kNumCards> nibbles{};
    for (int c = 0; c < kNumCards; ++c) nibbles[c] = 1u << (4 * suit_of(static_cast<Card>(c)));
    return nibbles;
}
constexpr std::array<std::uint64_t, kNumCards> make_omaha_lanes() {
    std::array<std::uint64_t, kNumCards> lanes{};
    for (int c = 0; c < kNumCards; ++c)
        lanes[c] = std::uint64_t{1} << (16 * suit_of(static_cast<Card>(c)) + rank_of(static_cast<Card>(c)));
    return lanes;
}

inline constexpr auto kOmahaSuitNibbles = make_omaha_suit_nibbles();
inline constexpr auto kOmahaLanes = make_omaha_lanes();
inline constexpr auto kOmahaRowBits = make_omaha_row_bits();
inline constexpr auto kOmahaPairBits = make_omaha_pair_bits();

// Sorts five ranks ascending (a 9-comparator network: no branches to mispredict).
inline void sort5(std::uint32_t (&v)[5]) {
    auto order = [&v](int i, int j) {
        const std::uint32_t lo = v[i] < v[j] ? v[i] : v[j], hi = v[i] < v[j] ? v[j] : v[i];
        v[i] = lo;
        v[j] = hi;
    };
    order(0, 1); order(3, 4); order(2, 4); order(2, 3); order(1, 4);
    order(0, 3); order(0, 2); order(1, 3); order(1, 2);
}

// The 13-bit table entry starting at bit `bit` (bytes read little-endian;
// compilers merge this into one load on little-endian machines).
inline Strength omaha_entry(std::uint32_t bit) {
    const std::uint8_t* p = tables::kOmahaNonFlush + (bit >> 3);
    const std::uint32_t word = p[0] | std::uint32_t{p[1]} << 8 | std::uint32_t{p[2]} << 16 | std::uint32_t{p[3]} << 24;
    return static_cast<Strength>((word >> (bit & 7)) & ((1u << tables::kOmahaEntryBits) - 1));
}

// Best flush of two of `hole` and three of `board` (rank masks of one suit,
// at least 2 and 3 ranks; they never share a rank).
Strength omaha_best_flush(std::uint32_t hole, std::uint32_t board);

}  // namespace detail

// One Omaha board, preprocessed: its table row and its flush suit.
class OmahaBoard {
public:
    // A placeholder (row 0, no flush suit) to assign a real board to.
    OmahaBoard() = default;

    // board: 5 distinct valid cards (unchecked).
    explicit OmahaBoard(const Card* board) {
        // Suit counters start at 5, so bit 3 of a suit's nibble is set at three or more cards.
        std::uint32_t suits = 0x5555;
        std::uint64_t lanes = 0;
        std::uint32_t ranks[kOmahaBoardCards];
        for (std::size_t i = 0; i < kOmahaBoardCards; ++i) {
            suits += detail::kOmahaSuitNibbles[board[i]];
            lanes |= detail::kOmahaLanes[board[i]];
            ranks[i] = rank_of(board[i]);
        }
        detail::sort5(ranks);
        for (std::size_t i = 0; i < kOmahaBoardCards; ++i) row_bits_ += detail::kOmahaRowBits[i][ranks[i]];
        // Branch-free (a third of boards have a flush suit: a branch would
        // mispredict often).  Without one, the sentinel bit gives shift 52
        // and the lane mask is cleared, so no hand ever finds suited cards.
        const std::uint32_t three = suits & 0x8888;
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

    // Asks the cache for the board's table row ahead of use (batches call it
    // a few boards early, so the row's memory latency overlaps other work).
    void prefetch() const {
        const std::uint8_t* row = tables::kOmahaNonFlush + (row_bits_ >> 3);
        constexpr std::size_t kRowBytes = (tables::kOmahaColumns * tables::kOmahaEntryBits + 7) / 8 + 1;
        for (std::size_t offset = 0; offset < kRowBytes; offset += 64) __builtin_prefetch(row + offset);
        __builtin_prefetch(row + kRowBytes - 1);
    }

    // As evaluate, with the hand size fixed at compile time.
    template <std::size_t N>
    Strength evaluate_n(const Card* hole) const {
        static_assert(N >= 2 && N <= kOmahaMaxHole, "Omaha hands hold 4 to 6 cards");
        const std::uint16_t* columns[N];  // each card's column offsets, by the other card's rank
        std::uint64_t lanes = 0;
        for (std::size_t i = 0; i < N; ++i) {
            columns[i] = detail::kOmahaPairBits[rank_of(hole[i])].data();
            lanes |= detail::kOmahaLanes[hole[i]];
        }
        Strength best = 0;
        for (std::size_t i = 0; i < N; ++i)
            for (std::size_t j = i + 1; j < N; ++j) {
                const Strength s = detail::omaha_entry(row_bits_ + columns[i][rank_of(hole[j])]);
                best = s > best ? s : best;
            }
        const std::uint64_t suited = lanes & flush_lane_;  // hole ranks in the board's flush suit
        if (suited & (suited - 1)) {                         // two or more of them
            const Strength s = detail::omaha_best_flush(static_cast<std::uint32_t>(suited >> flush_shift_),
                                                        flush_ranks_);
            best = s > best ? s : best;
        }
        return best;
    }

private:
    std::uint32_t row_bits_ = 0;     // bit offset of the board's table row
    unsigned flush_shift_ = 0;       // 16 * the suit with 3+ board cards
    std::uint64_t flush_lane_ = 0;   // that suit's lane (0: no such suit)
    std::uint32_t flush_ranks_ = 0;  // board ranks of that suit
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
// As"); without, bad input gives meaningless strengths (never a crash).
void evaluate_omaha_batch(const Card* boards, const Card* holes, std::size_t rows, std::size_t hole_n,
                          Strength* out, int threads = 1, bool validate = true);

// Index of the first row that is not a valid deal (a card >= 52 or given
// twice among its 5 + hole_n cards), or `rows` if every row is valid.
std::size_t first_invalid_omaha_row(const Card* boards, const Card* holes, std::size_t rows, std::size_t hole_n,
                                    int threads = 1);

// Bytes of table the Omaha evaluator adds to the fast evaluator's (whose
// flush table it shares).
std::size_t omaha_table_bytes();

}  // namespace holdem
