// The hit report (see board_hits.hpp): rank and suit counts per combo, and
// tables of rank masks for straights, so that a combo costs a few dozen
// bit operations.  The classifier is compiled once per game's hand rules
// (the straights and the hand order are compile-time constants), so Hold'em
// pays nothing for short deck.
#include "holdem/equity/board_hits.hpp"

#include <stdexcept>
#include <string>

#include "holdem/core/parallel.hpp"
#include "holdem/eval/shortdeck.hpp"

namespace holdem {

namespace {

using RankMask = std::uint16_t;  // bit r for rank r (2..A = 0..12)

constexpr RankMask rank_bit(int rank) { return static_cast<RankMask>(1u << rank); }

// The hand rules a classifier is compiled for.
enum class Rules { kHoldem, kShortDeck, kTriton };

// Hold'em's ten straights as rank masks, the wheel (A-2-3-4-5) included.
constexpr std::array<RankMask, 10> kHoldemStraights = [] {
    std::array<RankMask, 10> s{};
    s[0] = static_cast<RankMask>(rank_bit(12) | 0x0F);  // A2345
    for (int low = 0; low < 9; ++low) s[static_cast<std::size_t>(low + 1)] = static_cast<RankMask>(0x1F << low);
    return s;
}();

// Short deck's six straights (six through ace), its wheel A-6-7-8-9 included.
constexpr std::array<RankMask, 6> kShortDeckStraights = [] {
    std::array<RankMask, 6> s{};
    s[0] = static_cast<RankMask>(rank_bit(12) | 0xF0);  // A6789
    for (int low = 4; low < 9; ++low) s[static_cast<std::size_t>(low - 3)] = static_cast<RankMask>(0x1F << low);
    return s;
}();

template <Rules R>
constexpr const auto& straights() {
    if constexpr (R == Rules::kHoldem) return kHoldemStraights;
    else return kShortDeckStraights;
}

// The ranks of the game's deck: two through ace, or six through ace.
template <Rules R>
constexpr RankMask kDeckRanks = R == Rules::kHoldem ? RankMask{0x1FFF} : RankMask{0x1FF0};

template <Rules R>
bool has_straight(RankMask ranks) {
    for (const RankMask s : straights<R>())
        if ((s & ranks) == s) return true;
    return false;
}

int popcount(unsigned x) {
    int n = 0;
    for (; x != 0; x &= x - 1) ++n;
    return n;
}

// The highest straight among `ranks`, as its place in straights<R>() (lowest
// first); -1 for none.
template <Rules R>
int best_straight(RankMask ranks) {
    const auto& all = straights<R>();
    for (std::size_t i = all.size(); i-- > 0;)
        if ((all[i] & ranks) == all[i]) return static_cast<int>(i);
    return -1;
}

// Ranks that would give the hole cards a straight above the one the board
// makes with the same card, if any: a card that only puts a straight on the
// board (a ten on 9-8-7-6) is everyone's, no out.  No straight may be made
// already, so any straight after the new card contains it, and the first
// such straight met from the top is the best that card makes.  Every
// straight lies in the deck's ranks, so every out does.
template <Rules R>
RankMask straight_outs(RankMask ranks, RankMask board) {
    // A board of three ranks or fewer and one card make no straight alone (every flop).
    const bool board_may_straighten = popcount(board) >= 4;
    const auto& all = straights<R>();
    RankMask outs = 0, met = 0;
    for (std::size_t i = all.size(); i-- > 0;) {
        const RankMask missing = all[i] & static_cast<RankMask>(~ranks);
        if (missing == 0 || (missing & (missing - 1)) != 0 || (missing & met) != 0) continue;  // one new rank
        met |= missing;
        if (!board_may_straighten || static_cast<int>(i) > best_straight<R>(board | missing)) outs |= missing;
    }
    return outs;
}

int highest_rank(RankMask ranks) {
    int r = -1;
    for (; ranks != 0; ranks >>= 1) ++r;
    return r;
}

constexpr const char* kMadeNames[kNumMadeHands] = {
    "straight flush", "four of a kind", "full house", "flush", "straight",
    "set", "trips", "two pair", "overpair", "top pair",
    "pocket pair below top pair", "middle pair", "weak pair", "ace high", "no made hand",
};
constexpr const char* kDrawNames[kNumDraws] = {
    "flush draw", "nut flush draw", "backdoor flush draw", "open-ended straight draw",
    "gutshot", "overcards", "combo draw",
};

// The classes below two pair, the same in every game.
constexpr MadeHand kPairsDown[] = {MadeHand::kTwoPair, MadeHand::kOverpair, MadeHand::kTopPair,
                                   MadeHand::kPocketPairBelowTopPair, MadeHand::kMiddlePair, MadeHand::kWeakPair,
                                   MadeHand::kAceHigh, MadeHand::kNoMadeHand};

constexpr std::array<MadeHand, kNumMadeHands> order_with(std::array<MadeHand, 7> top) {
    std::array<MadeHand, kNumMadeHands> order{};
    for (std::size_t i = 0; i < top.size(); ++i) order[i] = top[i];
    for (std::size_t i = 0; i < 8; ++i) order[top.size() + i] = kPairsDown[i];
    return order;
}

constexpr auto kHoldemOrder = order_with({MadeHand::kStraightFlush, MadeHand::kFourOfAKind, MadeHand::kFullHouse,
                                          MadeHand::kFlush, MadeHand::kStraight, MadeHand::kSet, MadeHand::kTrips});
constexpr auto kShortDeckOrder = order_with({MadeHand::kStraightFlush, MadeHand::kFourOfAKind, MadeHand::kFlush,
                                             MadeHand::kFullHouse, MadeHand::kStraight, MadeHand::kSet,
                                             MadeHand::kTrips});
constexpr auto kTritonOrder = order_with({MadeHand::kStraightFlush, MadeHand::kFourOfAKind, MadeHand::kFlush,
                                          MadeHand::kFullHouse, MadeHand::kSet, MadeHand::kTrips,
                                          MadeHand::kStraight});

// The cards of one deal by rank and by suit.
struct Counts {
    std::array<int, kNumRanks> rank{};
    std::array<int, kNumSuits> suit{};
    std::array<RankMask, kNumSuits> suit_ranks{};
    RankMask ranks = 0;

    void add(Card c) {
        ++rank[static_cast<std::size_t>(rank_of(c))];
        ++suit[static_cast<std::size_t>(suit_of(c))];
        suit_ranks[static_cast<std::size_t>(suit_of(c))] |= rank_bit(rank_of(c));
        ranks |= rank_bit(rank_of(c));
    }
};

// The five-card hands (straight and up), from all the cards, the best under
// the game's order; kNoMadeHand when there is none, and under Triton rules
// also when three of a kind beats the straight (lesser_hand names it).  With
// at most seven cards no hand holds both a flush and a full house (five of a
// suit leave two cards, too few for a rank three times and another twice),
// but the checks follow the game's order so that they say what they mean;
// on a river three of a kind and a straight can come together (7-7-7-8-9-T-J),
// which the Triton check below settles.
template <Rules R>
MadeHand strong_hand(const Counts& all) {
    int flush_suit = -1;
    for (int s = 0; s < kNumSuits; ++s)
        if (all.suit[static_cast<std::size_t>(s)] >= 5) flush_suit = s;
    if (flush_suit >= 0 && has_straight<R>(all.suit_ranks[static_cast<std::size_t>(flush_suit)]))
        return MadeHand::kStraightFlush;
    int trips = 0, pairs = 0;  // ranks held three (or more) times, exactly twice
    for (const int n : all.rank) {
        if (n == 4) return MadeHand::kFourOfAKind;
        trips += n == 3;
        pairs += n == 2;
    }
    const bool full_house = trips >= 2 || (trips == 1 && pairs >= 1);
    if constexpr (R == Rules::kHoldem) {
        if (full_house) return MadeHand::kFullHouse;
        if (flush_suit >= 0) return MadeHand::kFlush;
    } else {  // short deck: a flush beats a full house
        if (flush_suit >= 0) return MadeHand::kFlush;
        if (full_house) return MadeHand::kFullHouse;
    }
    if constexpr (R == Rules::kTriton)
        if (trips >= 1) return MadeHand::kNoMadeHand;  // three of a kind beats a straight
    if (has_straight<R>(all.ranks)) return MadeHand::kStraight;
    return MadeHand::kNoMadeHand;
}

// Three of a kind down: what the hole cards make with the board.
MadeHand lesser_hand(const Counts& all, const Counts& board, int rank_a, int rank_b) {
    const RankMask hole = static_cast<RankMask>(rank_bit(rank_a) | rank_bit(rank_b));
    RankMask paired = 0, tripled = 0;  // ranks held exactly twice, three times
    for (int r = 0; r < kNumRanks; ++r) {
        if (all.rank[static_cast<std::size_t>(r)] == 2) paired |= rank_bit(r);
        if (all.rank[static_cast<std::size_t>(r)] == 3) tripled |= rank_bit(r);
    }
    const bool pocket_pair = rank_a == rank_b;
    if (tripled != 0) return pocket_pair && (tripled & hole) != 0 ? MadeHand::kSet : MadeHand::kTrips;
    if ((paired & hole) == 0) return rank_a == 12 || rank_b == 12 ? MadeHand::kAceHigh : MadeHand::kNoMadeHand;
    if (popcount(paired) >= 2) return MadeHand::kTwoPair;
    const int top = highest_rank(board.ranks);
    if (pocket_pair) return rank_a > top ? MadeHand::kOverpair : MadeHand::kPocketPairBelowTopPair;
    const int paired_rank = highest_rank(paired);
    if (paired_rank == top) return MadeHand::kTopPair;
    const int second = highest_rank(static_cast<RankMask>(board.ranks & ~rank_bit(top)));
    return paired_rank == second ? MadeHand::kMiddlePair : MadeHand::kWeakPair;
}

template <Rules R>
std::uint8_t draws_of(const Counts& all, const Counts& board, Card hole_a, Card hole_b, MadeHand made,
                      std::size_t board_size) {
    std::uint8_t draws = 0;
    const Card hole[2] = {hole_a, hole_b};
    for (int s = 0; s < kNumSuits; ++s) {
        const auto si = static_cast<std::size_t>(s);
        int top_hole = -1;  // the highest hole card of the suit
        for (const Card c : hole)
            if (suit_of(c) == s && rank_of(c) > top_hole) top_hole = rank_of(c);
        if (top_hole < 0) continue;
        if (all.suit[si] == 4) {
            draws |= kFlushDraw;
            const RankMask off_board = static_cast<RankMask>(kDeckRanks<R> & ~board.suit_ranks[si]);
            if (top_hole == highest_rank(off_board)) draws |= kNutFlushDraw;
        } else if (all.suit[si] == 3 && board_size == 3) {
            draws |= kBackdoorFlushDraw;  // five cards: no other suit can hold four
        }
    }
    // Under Triton rules a straight would not improve three of a kind: no straight draw.
    const bool straight_improves = R != Rules::kTriton || (made != MadeHand::kSet && made != MadeHand::kTrips);
    const int outs = straight_improves ? popcount(straight_outs<R>(all.ranks, board.ranks)) : 0;
    if (outs >= 2) draws |= kOpenEndedStraightDraw;
    if (outs == 1) draws |= kGutshot;
    const int top = highest_rank(board.ranks);
    if ((made == MadeHand::kAceHigh || made == MadeHand::kNoMadeHand) && rank_of(hole_a) > top &&
        rank_of(hole_b) > top)
        draws |= kOvercards;
    if ((draws & kFlushDraw) != 0 && outs > 0) draws |= kComboDraw;
    return draws;
}

template <Rules R>
ComboHit classify(Card hole_a, Card hole_b, const Card* board, std::size_t board_size) {
    Counts on_board;
    for (std::size_t i = 0; i < board_size; ++i) on_board.add(board[i]);
    Counts all = on_board;
    all.add(hole_a);
    all.add(hole_b);
    MadeHand made = strong_hand<R>(all);
    if (made != MadeHand::kNoMadeHand) return {made, 0};
    made = lesser_hand(all, on_board, rank_of(hole_a), rank_of(hole_b));
    if (board_size >= 5) return {made, 0};  // a river: no card is to come, so no draws
    return {made, draws_of<R>(all, on_board, hole_a, hole_b, made, board_size)};
}

Rules rules_of(Game game) {
    switch (game) {
        case Game::kHoldem: return Rules::kHoldem;
        case Game::kShortDeck: return Rules::kShortDeck;
        case Game::kShortDeckTriton: return Rules::kTriton;
        default: throw std::invalid_argument("the hit report is for Hold'em and short deck only");
    }
}

template <Rules R>
void add_hits(const std::vector<WeightedCombo>& combos, const std::vector<Card>& board, CardMask excluded,
              BoardHitsResult& result) {
    for (const WeightedCombo& combo : combos) {
        if ((excluded & (card_bit(combo.high) | card_bit(combo.low))) != 0) continue;
        const ComboHit hit = classify<R>(combo.high, combo.low, board.data(), board.size());
        result.made[static_cast<std::size_t>(hit.made)] += combo.weight;
        for (int d = 0; d < kNumDraws; ++d)
            if ((hit.draws >> d) & 1) result.draws[static_cast<std::size_t>(d)] += combo.weight;
        result.combos += combo.weight;
    }
}

// In short deck: the dead cards six or above, and the range's combos too (naming the first that is not).
void check_in_game(Rules rules, const std::vector<Card>& dead, const std::vector<WeightedCombo>& combos) {
    if (rules == Rules::kHoldem) return;
    try {
        check_shortdeck_cards(dead.data(), dead.size());
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string("dead cards: ") + e.what());
    }
    for (const WeightedCombo& c : combos)
        if ((kShortDeckMissing & (card_bit(c.high) | card_bit(c.low))) != 0)
            throw std::invalid_argument("the range holds " + card_to_string(c.high) + card_to_string(c.low) +
                                        ", a hand with a card below six (not in the short deck)");
}

// A board of 3, 4 or 5 cards, in short deck each six or above.
void check_board(Rules rules, const std::vector<Card>& board) {
    check_hits_board_size(board.size());
    if (rules == Rules::kHoldem) return;
    try {
        check_shortdeck_cards(board.data(), board.size());
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string("board: ") + e.what());
    }
}

// The hits of the range's combos on one board (check_board and check_in_game passed): the
// board's and dead cards' numbers and repeats are checked here, and a board that leaves no combo.
BoardHitsResult hits_on(Rules rules, const std::vector<WeightedCombo>& combos, const std::vector<Card>& board,
                        const std::vector<Card>& dead) {
    const CardMask excluded = hits_excluded(board, dead);
    BoardHitsResult result;
    if (rules == Rules::kHoldem) add_hits<Rules::kHoldem>(combos, board, excluded, result);
    else if (rules == Rules::kShortDeck) add_hits<Rules::kShortDeck>(combos, board, excluded, result);
    else add_hits<Rules::kTriton>(combos, board, excluded, result);
    if (result.combos <= 0.0)
        throw std::invalid_argument("no combo of the range is left once the board and dead cards are removed");
    for (double& share : result.made) share /= result.combos;
    for (double& share : result.draws) share /= result.combos;
    return result;
}

}  // namespace

CardMask hits_excluded(const std::vector<Card>& board, const std::vector<Card>& dead) {
    CardMask used = 0;
    for (const Card c : board) {
        if (c >= kNumCards) throw std::invalid_argument("board: card " + std::to_string(c) + " out of range 0..51");
        if ((used & card_bit(c)) != 0) throw std::invalid_argument("card " + card_to_string(c) + " is on the board twice");
        used |= card_bit(c);
    }
    CardMask excluded = used;
    for (const Card c : dead) {
        if (c >= kNumCards) throw std::invalid_argument("dead cards: card " + std::to_string(c) + " out of range 0..51");
        if ((used & card_bit(c)) != 0)
            throw std::invalid_argument("card " + card_to_string(c) + " is both on the board and dead");
        if ((excluded & card_bit(c)) != 0) throw std::invalid_argument("dead card " + card_to_string(c) + " is given twice");
        excluded |= card_bit(c);
    }
    return excluded;
}

void check_hits_board_size(std::size_t board_size) {
    if (board_size < 3 || board_size > 5)
        throw std::invalid_argument("the board must have 3, 4 or 5 cards (a flop, a turn or a river), not " +
                                    std::to_string(board_size));
}

const char* made_hand_name(MadeHand made) { return kMadeNames[static_cast<int>(made)]; }

const char* draw_name(int index) {
    if (index < 0 || index >= kNumDraws) throw std::out_of_range("no such draw");
    return kDrawNames[index];
}

const std::array<MadeHand, kNumMadeHands>& made_hand_order(Game game) {
    switch (rules_of(game)) {
        case Rules::kHoldem: return kHoldemOrder;
        case Rules::kShortDeck: return kShortDeckOrder;
        default: return kTritonOrder;
    }
}

ComboHit classify_combo(Card hole_a, Card hole_b, const Card* board, std::size_t board_size, Game game) {
    switch (rules_of(game)) {
        case Rules::kHoldem: return classify<Rules::kHoldem>(hole_a, hole_b, board, board_size);
        case Rules::kShortDeck: return classify<Rules::kShortDeck>(hole_a, hole_b, board, board_size);
        default: return classify<Rules::kTriton>(hole_a, hole_b, board, board_size);
    }
}

BoardHitsResult board_hits(const Range& range, const std::vector<Card>& board, const std::vector<Card>& dead,
                           Game game) {
    const Rules rules = rules_of(game);
    check_board(rules, board);
    const std::vector<WeightedCombo> combos = range.combos();
    check_in_game(rules, dead, combos);
    return hits_on(rules, combos, board, dead);
}

std::vector<BoardHitsResult> board_hits_each(const Range& range, const std::vector<std::vector<Card>>& boards,
                                             const std::vector<Card>& dead, Game game, int threads) {
    const Rules rules = rules_of(game);
    const std::vector<WeightedCombo> combos = range.combos();
    check_in_game(rules, dead, combos);
    std::vector<BoardHitsResult> results(boards.size());
    constexpr std::size_t kBoardsPerBlock = 16;  // a few milliseconds of work a block
    parallel_blocks(boards.size(), kBoardsPerBlock, threads, [&](std::size_t begin, std::size_t end) {
        for (std::size_t i = begin; i < end; ++i) {
            check_board(rules, boards[i]);
            results[i] = hits_on(rules, combos, boards[i], dead);
        }
    });
    return results;
}

}  // namespace holdem
