// The Omaha hit report (see omaha_board_hits.hpp): every pair of cards is
// classed once per board, from its five-card hands with each three board
// cards, and a hand is the union of its pairs: a table look-up per pair.
#include "holdem/equity/omaha_board_hits.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "holdem/core/strength.hpp"
#include "holdem/eval/evaluator.hpp"

namespace holdem {

namespace {

using RankMask = std::uint16_t;  // bit r for rank r (2..A = 0..12)

constexpr RankMask rank_bit(int rank) { return static_cast<RankMask>(1u << rank); }

// The ten straights as rank masks, the wheel (A-2-3-4-5) first.
constexpr std::array<RankMask, 10> kStraights = [] {
    std::array<RankMask, 10> s{};
    s[0] = static_cast<RankMask>(rank_bit(12) | 0x0F);
    for (int low = 0; low < 9; ++low) s[static_cast<std::size_t>(low + 1)] = static_cast<RankMask>(0x1F << low);
    return s;
}();

constexpr const char* kDrawNames[kNumOmahaDraws] = {
    "flush draw", "nut flush draw", "backdoor flush draw", "open-ended straight draw",
    "wrap", "gutshot", "overcards", "combo draw",
};

int highest_rank(RankMask ranks) { return ranks == 0 ? -1 : 31 - __builtin_clz(ranks); }

// The categories of a five-card hand, weakest first: hand codes 1..9 less one
// (a royal flush is a straight flush here).
enum class Category { kHighCard, kPair, kTwoPair, kTrips, kStraight, kFlush, kFullHouse, kQuads, kStraightFlush };

Category five_card_category(const Card* five) {
    return static_cast<Category>(std::min(category(evaluate(five, 5)), static_cast<int>(kStraightFlush)) - 1);
}

// The class of the pair a, b (neither on the board): its best five with
// exactly three board cards (each of the one, four or ten threes of a flop,
// a turn or a river), then what the pair contributes.
MadeHand pair_made(Card a, Card b, const Card* board, std::size_t board_size) {
    Category best = Category::kHighCard;
    for (std::size_t i = 0; i < board_size; ++i)
        for (std::size_t j = i + 1; j < board_size; ++j)
            for (std::size_t k = j + 1; k < board_size; ++k) {
                const Card five[5] = {a, b, board[i], board[j], board[k]};
                best = std::max(best, five_card_category(five));
            }
    RankMask board_ranks = 0;
    for (std::size_t i = 0; i < board_size; ++i) board_ranks |= rank_bit(rank_of(board[i]));
    const int ra = rank_of(a), rb = rank_of(b);
    switch (best) {
        case Category::kStraightFlush: return MadeHand::kStraightFlush;
        case Category::kQuads: return MadeHand::kFourOfAKind;
        case Category::kFullHouse: return MadeHand::kFullHouse;
        case Category::kFlush: return MadeHand::kFlush;
        case Category::kStraight: return MadeHand::kStraight;
        case Category::kTrips:
            return ra == rb && (board_ranks & rank_bit(ra)) != 0 ? MadeHand::kSet : MadeHand::kTrips;
        case Category::kTwoPair: return MadeHand::kTwoPair;
        default: break;
    }
    // One pair or none: a pocket pair (off the board, or it would be a set),
    // or at most one hole card of a board rank (two would be two pair).
    const int top = highest_rank(board_ranks);
    if (ra == rb) return ra > top ? MadeHand::kOverpair : MadeHand::kPocketPairBelowTopPair;
    const int paired = (board_ranks & rank_bit(ra)) != 0 ? ra : (board_ranks & rank_bit(rb)) != 0 ? rb : -1;
    if (paired < 0) return ra == 12 || rb == 12 ? MadeHand::kAceHigh : MadeHand::kNoMadeHand;
    if (paired == top) return MadeHand::kTopPair;
    const int second = highest_rank(static_cast<RankMask>(board_ranks & ~rank_bit(top)));
    return paired == second ? MadeHand::kMiddlePair : MadeHand::kWeakPair;
}

// The ranks that, as the next board card, give the pair of ranks ra, rb a
// straight with three board cards: a straight holding both, whose other three
// ranks are two board ranks and the new one.
RankMask pair_straight_ranks(int ra, int rb, RankMask board_ranks) {
    if (ra == rb) return 0;
    const RankMask pair = static_cast<RankMask>(rank_bit(ra) | rank_bit(rb));
    RankMask ranks = 0;
    for (const RankMask s : kStraights) {
        if ((s & pair) != pair) continue;
        const RankMask missing = static_cast<RankMask>(s & ~pair & ~board_ranks);
        if (missing != 0 && (missing & (missing - 1)) == 0) ranks |= missing;
    }
    return ranks;
}

// The ranks of which all four cards are in `cards` (bit r for rank r).
RankMask full_ranks(CardMask cards) {
    CardMask q = cards & (cards >> 1) & (cards >> 2) & (cards >> 3) & 0x1111111111111ULL;
    RankMask ranks = 0;
    for (; q != 0; q &= q - 1) ranks |= rank_bit(__builtin_ctzll(q) / 4);
    return ranks;
}

bool is_strong(MadeHand made) { return static_cast<int>(made) <= static_cast<int>(MadeHand::kStraight); }

}  // namespace

CardMask omaha_hits_excluded(const std::vector<Card>& board, const std::vector<Card>& dead) {
    check_hits_board_size(board.size());
    return hits_excluded(board, dead);
}

const char* omaha_draw_name(int index) {
    if (index < 0 || index >= kNumOmahaDraws) throw std::out_of_range("no such Omaha draw");
    return kDrawNames[index];
}

OmahaHitTable::OmahaHitTable(const Card* board, std::size_t board_size) {
    CardMask on_board = 0;
    RankMask board_ranks = 0;
    std::array<int, kNumSuits> suit_count{};
    std::array<RankMask, kNumSuits> suit_ranks{};
    for (std::size_t i = 0; i < board_size; ++i) {
        on_board |= card_bit(board[i]);
        board_ranks |= rank_bit(rank_of(board[i]));
        ++suit_count[static_cast<std::size_t>(suit_of(board[i]))];
        suit_ranks[static_cast<std::size_t>(suit_of(board[i]))] |= rank_bit(rank_of(board[i]));
    }
    const int top = highest_rank(board_ranks);
    for (int a = 0; a < kNumCards; ++a) {
        for (int b = 0; b < a; ++b) {
            const auto ca = static_cast<Card>(a), cb = static_cast<Card>(b);
            if ((on_board & (card_bit(ca) | card_bit(cb))) != 0) continue;
            PairHit hit{};
            hit.made = static_cast<std::uint8_t>(pair_made(ca, cb, board, board_size));
            // Draws only before the river: on one no card is to come (flags and straight ranks stay 0).
            if (board_size < 5) {
                const int ra = rank_of(ca), rb = rank_of(cb);
                const auto suit = static_cast<std::size_t>(suit_of(ca));
                if (suit_of(ca) == suit_of(cb)) {
                    if (suit_count[suit] == 2) {
                        hit.flags |= kOmahaFlushDraw;
                        const RankMask off_board = static_cast<RankMask>(0x1FFF & ~suit_ranks[suit]);
                        if (std::max(ra, rb) == highest_rank(off_board)) hit.flags |= kOmahaNutFlushDraw;
                    } else if (suit_count[suit] == 1 && board_size == 3) {
                        hit.flags |= kOmahaBackdoorFlushDraw;
                    }
                }
                if (ra > top && rb > top) hit.flags |= kBothOver;
                hit.straight = pair_straight_ranks(ra, rb, board_ranks);
            }
            pairs_[static_cast<std::size_t>(a * kNumCards + b)] = hit;
            pairs_[static_cast<std::size_t>(b * kNumCards + a)] = hit;
        }
    }
}

OmahaHandHit OmahaHitTable::classify(CardMask hand) const {
    Card cards[6];
    const int n = write_cards(hand & ((CardMask{1} << kNumCards) - 1), cards);
    int made = kNumMadeHands;
    unsigned flags = 0, straight = 0;
    for (int i = 1; i < n; ++i) {
        const PairHit* row = &pairs_[static_cast<std::size_t>(cards[i]) * kNumCards];
        for (int j = 0; j < i; ++j) {
            const PairHit& hit = row[cards[j]];
            made = std::min(made, static_cast<int>(hit.made));
            flags |= hit.flags;
            straight |= hit.straight;
        }
    }
    OmahaHandHit result{static_cast<MadeHand>(made), 0};
    if (is_strong(result.made)) return result;  // draws only below a straight
    std::uint8_t draws = static_cast<std::uint8_t>(flags & (kOmahaFlushDraw | kOmahaNutFlushDraw | kOmahaBackdoorFlushDraw));
    straight &= ~static_cast<unsigned>(full_ranks(hand));  // a rank whose four cards are all in the hand cannot come
    const int ranks = __builtin_popcount(straight);
    if (ranks == 1) draws |= kOmahaGutshot;
    if (ranks == 2) draws |= kOmahaOpenEndedStraightDraw;
    if (ranks >= 3) draws |= kOmahaWrap;
    if ((result.made == MadeHand::kAceHigh || result.made == MadeHand::kNoMadeHand) && (flags & kBothOver) != 0)
        draws |= kOmahaOvercards;
    if ((draws & kOmahaFlushDraw) != 0 && ranks > 0) draws |= kOmahaComboDraw;
    result.draws = draws;
    return result;
}

void OmahaHitTable::count(const CardMask* hands, std::size_t n, CardMask excluded, OmahaHitCounts& counts,
                          const std::uint8_t* weights) const {
    for (std::size_t i = 0; i < n; ++i) {
        if ((hands[i] & excluded) != 0) continue;
        const OmahaHandHit hit = classify(hands[i]);
        const std::uint64_t w = weights != nullptr ? weights[i] : 1;
        counts.made[static_cast<std::size_t>(hit.made)] += w;
        for (int d = 0; d < kNumOmahaDraws; ++d) counts.draws[static_cast<std::size_t>(d)] += w * ((hit.draws >> d) & 1);
        counts.hands += w;
    }
}

void OmahaHitTable::select(const CardMask* hands, std::size_t n, CardMask excluded, std::uint32_t made,
                           std::uint8_t draws, std::vector<CardMask>& kept) const {
    for (std::size_t i = 0; i < n; ++i) {
        if ((hands[i] & excluded) != 0) continue;
        const OmahaHandHit hit = classify(hands[i]);
        if (((made >> static_cast<int>(hit.made)) & 1) != 0 || (hit.draws & draws) != 0) kept.push_back(hands[i]);
    }
}

OmahaBoardHitsResult omaha_hit_shares(const OmahaHitCounts& counts) {
    if (counts.hands == 0)
        throw std::invalid_argument("no hand of the range is left once the board and dead cards are removed");
    OmahaBoardHitsResult result;
    result.hands = static_cast<std::size_t>(counts.hands);
    const double total = static_cast<double>(counts.hands);
    for (std::size_t m = 0; m < counts.made.size(); ++m) result.made[m] = static_cast<double>(counts.made[m]) / total;
    for (std::size_t d = 0; d < counts.draws.size(); ++d)
        result.draws[d] = static_cast<double>(counts.draws[d]) / total;
    return result;
}

OmahaBoardHitsResult omaha_board_hits(const std::vector<CardMask>& hands, const std::vector<Card>& board,
                                      const std::vector<Card>& dead) {
    const CardMask excluded = omaha_hits_excluded(board, dead);
    for (const CardMask hand : hands) {  // the table reads each hand's cards: 4 to 6 of 0..51
        const int cards = __builtin_popcountll(hand);
        if (cards < 4 || cards > 6 || (hand >> kNumCards) != 0)
            throw std::invalid_argument("an Omaha hand is 4 to 6 cards of 0..51, got a mask of " +
                                        std::to_string(cards) + " cards" + (hand >> kNumCards ? " above 51" : ""));
    }
    const OmahaHitTable table(board.data(), board.size());
    OmahaHitCounts counts;
    table.count(hands.data(), hands.size(), excluded, counts);
    return omaha_hit_shares(counts);
}

}  // namespace holdem
