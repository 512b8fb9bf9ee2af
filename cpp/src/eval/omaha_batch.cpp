#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <string>

#include "holdem/eval/omaha.hpp"
#include "holdem/core/parallel.hpp"

namespace holdem {

namespace {

bool valid_row(const Card* board, const Card* hole, std::size_t hole_n) {
    CardMask mask = 0;
    bool ok = true;
    auto take = [&](Card c) {
        ok &= c < kNumCards && !(mask & card_bit(c));
        mask |= card_bit(c & 63);
    };
    for (std::size_t i = 0; i < kOmahaBoardCards; ++i) take(board[i]);
    for (std::size_t i = 0; i < hole_n; ++i) take(hole[i]);
    return ok;
}

// Rows are independent, so each board is prepared and its table row fetched
// kAhead rows before its hand is evaluated: several misses overlap.
template <std::size_t N>
void evaluate_rows(const Card* boards, const Card* holes, std::size_t begin, std::size_t end, Strength* out) {
    constexpr std::size_t kAhead = 8;
    auto board_of = [&](std::size_t r) {
        OmahaBoard board(boards + r * kOmahaBoardCards);
        board.prefetch();
        return board;
    };
    std::size_t r = begin;
    if (end - begin > kAhead) {
        OmahaBoard ring[kAhead];
        for (std::size_t k = 0; k < kAhead; ++k) ring[k] = board_of(begin + k);
        for (; r + kAhead < end; ++r) {
            OmahaBoard& slot = ring[(r - begin) % kAhead];
            out[r] = slot.evaluate_n<N>(holes + r * N);
            slot = board_of(r + kAhead);
        }
        for (; r < end; ++r) out[r] = ring[(r - begin) % kAhead].evaluate_n<N>(holes + r * N);
    }
    for (; r < end; ++r) out[r] = OmahaBoard(boards + r * kOmahaBoardCards).evaluate_n<N>(holes + r * N);
}

void evaluate_range(const Card* boards, const Card* holes, std::size_t hole_n, std::size_t begin,
                    std::size_t end, Strength* out) {
    switch (hole_n) {
        case 4: return evaluate_rows<4>(boards, holes, begin, end, out);
        case 5: return evaluate_rows<5>(boards, holes, begin, end, out);
        default: return evaluate_rows<6>(boards, holes, begin, end, out);
    }
}

void check_hole_size(std::size_t hole_n) {
    if (hole_n < kOmahaMinHole || hole_n > kOmahaMaxHole)
        throw std::invalid_argument("Omaha hands need 4, 5 or 6 hole cards, got rows of " + std::to_string(hole_n));
}

}  // namespace

std::size_t first_invalid_omaha_row(const Card* boards, const Card* holes, std::size_t rows, std::size_t hole_n,
                                    int threads) {
    check_hole_size(hole_n);
    std::atomic<std::size_t> first{rows};
    // In blocks, so that a thread starts only where there are rows enough for it (a thread for each
    // of ten rows cost 20 times the check).
    constexpr std::size_t kCheckRows = std::size_t{1} << 15;
    parallel_blocks(rows, kCheckRows, threads, [&](std::size_t begin, std::size_t end) {
        for (std::size_t r = begin; r < end && r < first.load(std::memory_order_relaxed); ++r)
            if (!valid_row(boards + r * kOmahaBoardCards, holes + r * hole_n, hole_n)) {
                std::size_t seen = first.load();
                while (r < seen && !first.compare_exchange_weak(seen, r)) {}
                return;
            }
    });
    return first.load();
}

void evaluate_omaha_batch(const Card* boards, const Card* holes, std::size_t rows, std::size_t hole_n,
                          Strength* out, int threads, bool validate) {
    check_hole_size(hole_n);
    if (validate) {
        const std::size_t bad = first_invalid_omaha_row(boards, holes, rows, hole_n, threads);
        if (bad < rows) {
            try {
                evaluate_omaha_checked(boards + bad * kOmahaBoardCards, kOmahaBoardCards, holes + bad * hole_n,
                                       hole_n);
            } catch (const std::invalid_argument& e) {
                throw std::invalid_argument("row " + std::to_string(bad) + ": " + e.what());
            }
        }
    }
    constexpr std::size_t kBlockRows = std::size_t{1} << 14;  // rows a thread takes at a time
    parallel_blocks(rows, kBlockRows, threads, [&](std::size_t begin, std::size_t end) {
        evaluate_range(boards, holes, hole_n, begin, end, out);
    });
}

}  // namespace holdem
