#include "holdem/verify/omaha_census.hpp"

#include <algorithm>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem/legacy/hand.hpp"
#include "holdem/eval/omaha.hpp"
#include "holdem/core/parallel.hpp"
#include "holdem/core/random.hpp"

namespace holdem {

namespace {

// The best brute-force score over every two of the hole and three of the board.
std::int64_t brute_force_omaha(const Card* board, const Card* hole, std::size_t hole_n) {
    std::int64_t best = -1;
    for (std::size_t i = 0; i < hole_n; ++i)
        for (std::size_t j = i + 1; j < hole_n; ++j)
            for (int a = 0; a < 5; ++a)
                for (int b = a + 1; b < 5; ++b)
                    for (int c = b + 1; c < 5; ++c) {
                        const Card five[5] = {hole[i], hole[j], board[a], board[b], board[c]};
                        best = std::max(best, brute_force_rank(five, 5).score);
                    }
    return best;
}

void record(OmahaCensus& census, Strength s, std::int64_t score) {
    if (census.brute_score[s] < 0) census.brute_score[s] = score;
    else if (census.brute_score[s] != score) ++census.brute_contradictions;
}

// Distinct cards for `ranks` with no suit used more than twice, so that no
// five of them can be a flush (each rank at most four times).
std::vector<Card> flushless_cards(const std::vector<int>& ranks) {
    int suit_uses[kNumSuits] = {};
    CardMask taken = 0;
    std::vector<Card> cards;
    for (int rank : ranks) {
        int best = -1;
        for (int suit = 0; suit < kNumSuits; ++suit)
            if (!(taken & card_bit(make_card(rank, suit))) && (best < 0 || suit_uses[suit] < suit_uses[best]))
                best = suit;
        ++suit_uses[best];
        taken |= card_bit(make_card(rank, best));
        cards.push_back(make_card(rank, best));
    }
    return cards;
}

// Best five-card strength of two of `hole` and three of `board` (any sizes).
Strength best_of_combinations(const std::vector<Card>& board, const std::vector<Card>& hole) {
    Strength best = 0;
    for (std::size_t i = 0; i < hole.size(); ++i)
        for (std::size_t j = i + 1; j < hole.size(); ++j)
            for (std::size_t a = 0; a < board.size(); ++a)
                for (std::size_t b = a + 1; b < board.size(); ++b)
                    for (std::size_t c = b + 1; c < board.size(); ++c) {
                        const Card five[5] = {hole[i], hole[j], board[a], board[b], board[c]};
                        best = std::max(best, evaluate(five, 5));
                    }
    return best;
}

std::vector<Card> cards_of_suit(std::uint32_t rank_mask, int suit) {
    std::vector<Card> cards;
    for (int rank = 0; rank < kNumRanks; ++rank)
        if (rank_mask >> rank & 1) cards.push_back(make_card(rank, suit));
    return cards;
}

void check_table(OmahaExhaustiveCensus& census) {
    std::vector<int> board(kOmahaBoardCards);
    for (board[0] = 0; board[0] < kNumRanks; ++board[0])
        for (board[1] = board[0]; board[1] < kNumRanks; ++board[1])
            for (board[2] = board[1]; board[2] < kNumRanks; ++board[2])
                for (board[3] = board[2]; board[3] < kNumRanks; ++board[3])
                    for (board[4] = board[3]; board[4] < kNumRanks; ++board[4])
                        for (int a = 0; a < kNumRanks; ++a)
                            for (int b = a; b < kNumRanks; ++b) {
                                std::vector<int> ranks = board;
                                ranks.push_back(a);
                                ranks.push_back(b);
                                if (std::count(ranks.begin(), ranks.end(), a) > 4 ||
                                    std::count(ranks.begin(), ranks.end(), b) > 4 ||
                                    std::count(ranks.begin(), ranks.end(), board[2]) > 4)
                                    continue;  // not a deal (board[2] is in any five of a kind on the board)
                                const std::vector<Card> cards = flushless_cards(ranks);
                                const std::vector<Card> on_board(cards.begin(), cards.begin() + 5);
                                const std::vector<Card> hole(cards.begin() + 5, cards.end());
                                ++census.table_entries;
                                census.table_mismatches += OmahaBoard(on_board.data()).evaluate_n<2>(hole.data()) !=
                                                           best_of_combinations(on_board, hole);
                            }
}

void check_flushes(OmahaExhaustiveCensus& census) {
    constexpr int kSuit = 3;
    for (std::uint32_t board = 0; board < (1u << kNumRanks); ++board) {
        const int on_board = __builtin_popcount(board);
        if (on_board < 3 || on_board > 5) continue;
        // Only the suit's cards matter: every five of them is a flush.
        const std::vector<Card> board_suited = cards_of_suit(board, kSuit);
        const std::uint32_t free = ((1u << kNumRanks) - 1) & ~board;
        for (std::uint32_t hole = free; hole; hole = (hole - 1) & free) {  // every subset of the free ranks
            const int in_hand = __builtin_popcount(hole);
            if (in_hand < 2 || in_hand > static_cast<int>(kOmahaMaxHole)) continue;
            ++census.flush_cases;
            census.flush_mismatches +=
                detail::omaha_best_flush(hole, board) != best_of_combinations(board_suited, cards_of_suit(hole, kSuit));
        }
    }
}

}  // namespace

OmahaExhaustiveCensus omaha_exhaustive_census() {
    OmahaExhaustiveCensus census;
    check_table(census);
    check_flushes(census);
    return census;
}

void OmahaCensus::merge(const OmahaCensus& other) {
    hands += other.hands;
    for (std::size_t c = 0; c < category_counts.size(); ++c) category_counts[c] += other.category_counts[c];
    naive_disagreements += other.naive_disagreements;
    brute_checked += other.brute_checked;
    brute_contradictions += other.brute_contradictions;
    for (std::size_t s = 0; s < brute_score.size(); ++s)
        if (other.brute_score[s] >= 0) record(*this, static_cast<Strength>(s), other.brute_score[s]);
}

std::uint64_t OmahaCensus::brute_disagreements() const {
    std::uint64_t bad = brute_contradictions;
    std::int64_t last = -1;
    for (std::int64_t v : brute_score) {
        if (v < 0) continue;
        if (v <= last) ++bad;
        last = v;
    }
    return bad;
}

OmahaCensus omaha_random_census(std::uint64_t begin, std::uint64_t end, std::size_t hole_n, std::uint64_t seed,
                                int threads, std::uint64_t brute_every) {
    if (hole_n < kOmahaMinHole || hole_n > kOmahaMaxHole)
        throw std::invalid_argument("an Omaha hand needs 4, 5 or 6 hole cards, got " + std::to_string(hole_n));
    if (end < begin) throw std::invalid_argument("census range ends before it begins");
    std::mutex mutex;
    OmahaCensus total;
    parallel_chunks(end - begin, threads, [&](std::size_t, std::size_t from, std::size_t to) {
        auto part = std::make_unique<OmahaCensus>();
        const std::size_t dealt = kOmahaBoardCards + hole_n;
        for (std::uint64_t i = begin + from; i < begin + to; ++i) {
            Card deck[kNumCards];
            for (int c = 0; c < kNumCards; ++c) deck[c] = static_cast<Card>(c);
            Rng rng(stream_seed(seed, i));
            draw_to_front(deck, kNumCards, static_cast<std::uint32_t>(dealt), rng);
            const Card* board = deck;
            const Card* hole = deck + kOmahaBoardCards;
            const Strength s = evaluate_omaha(board, hole, hole_n);
            ++part->hands;
            ++part->category_counts[category(s)];
            part->naive_disagreements += s != evaluate_omaha_naive(board, hole, hole_n);
            if (brute_every && i % brute_every == 0) {
                ++part->brute_checked;
                record(*part, s, brute_force_omaha(board, hole, hole_n));
            }
        }
        std::lock_guard<std::mutex> lock(mutex);
        total.merge(*part);
    });
    return total;
}

}  // namespace holdem
