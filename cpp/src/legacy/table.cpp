#include "holdem/legacy/table.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "holdem/legacy/hand.hpp"
#include "holdem/lookupBestHandPrimes.h"
#include "holdem/legacy/prime_evaluator.hpp"

namespace holdem {

namespace {

constexpr int kOk = 0;
constexpr int kNothingToDeal = 1;
constexpr int kDraw = -2;
constexpr unsigned kFullBoard = 0x1f;
constexpr unsigned kFlopBits = 0x7;

// A hand's verdict: `value` orders hands (larger is better), `code` is 1..10.
struct Scored {
    std::uint64_t value;
    int code;
};

// Scorers see one deal's board, then each player's two hole cards.

// Brute force: the score string as a number orders hands.
class BruteForceScorer {
public:
    void begin_deal(const Card* board) { std::copy(board, board + 5, hand_.begin() + 2); }
    Scored score(const Card* hole) {
        hand_[0] = hole[0];
        hand_[1] = hole[1];
        const BruteForceRank rank = brute_force_rank(hand_.data(), hand_.size());
        return {static_cast<std::uint64_t>(rank.score), rank.hand_code};
    }

private:
    std::array<Card, 7> hand_{};
};

// The prime method: hand code above the MFVP in one packed number.
class PrimeScorer {
public:
    void begin_deal(const Card* board) { std::copy(board, board + 5, hand_.begin() + 2); }
    Scored score(const Card* hole) {
        hand_[0] = hole[0];
        hand_[1] = hole[1];
        const std::uint64_t packed = prime_packed(hand_.data(), hand_.size());
        return {packed, static_cast<int>(packed >> prime_tables::kMfvpBits)};
    }

private:
    std::array<Card, 7> hand_{};
};

std::string player_range(int players) { return "0.." + std::to_string(players - 1); }

}  // namespace

// --- TableCounts

TableCounts::TableCounts(int players)
    : wins(static_cast<std::size_t>(players)),
      draws(static_cast<std::size_t>(players)),
      win_codes(static_cast<std::size_t>(10 * players)),
      draw_codes(static_cast<std::size_t>(10 * players)),
      hand_codes(static_cast<std::size_t>(10 * players)) {}

int TableCounts::record(const std::uint64_t* value, const int* code) {
    const int players = static_cast<int>(wins.size());
    std::uint64_t best = 0;
    int leaders = 0, leader = 0;
    for (int p = 0; p < players; ++p) {
        ++hand_codes[10 * p + code[p] - 1];
        if (leaders == 0 || value[p] > best) {
            best = value[p];
            leaders = 1;
            leader = p;
        } else if (value[p] == best) {
            ++leaders;
        }
    }
    ++runs;
    if (leaders == 1) {
        ++wins[leader];
        ++win_codes[10 * leader + code[leader] - 1];
        return leader;
    }
    for (int p = 0; p < players; ++p)
        if (value[p] == best) {
            ++draws[p];
            ++draw_codes[10 * p + code[p] - 1];
        }
    return kDraw;
}

void TableCounts::add(const TableCounts& other) {
    auto add_all = [](std::vector<std::int64_t>& to, const std::vector<std::int64_t>& from) {
        for (std::size_t i = 0; i < to.size(); ++i) to[i] += from[i];
    };
    runs += other.runs;
    add_all(wins, other.wins);
    add_all(draws, other.draws);
    add_all(win_codes, other.win_codes);
    add_all(draw_codes, other.draw_codes);
    add_all(hand_codes, other.hand_codes);
}

// --- MonteCarloRun

template <class Scorer>
void MonteCarloRun::deal_with(std::int64_t deals, Scorer& scorer) {
    std::array<std::uint64_t, kTableMaxPlayers> value{};
    std::array<int, kTableMaxPlayers> code{};
    const int needed = num_targets_;
    const auto size = static_cast<std::uint32_t>(pool_size_);
    for (std::int64_t d = 0; d < deals; ++d) {
        // The pool's front becomes a uniform draw of `needed` distinct cards, whatever order
        // earlier deals left it in.
        draw_to_front(pool_.data(), size, static_cast<std::uint32_t>(needed), rng_);
        for (int i = 0; i < needed; ++i)
            slots_[targets_[static_cast<std::size_t>(i)]] = pool_[static_cast<std::size_t>(i)];
        scorer.begin_deal(slots_.data());
        for (int p = 0; p < players_; ++p) {
            const Scored s = scorer.score(slots_.data() + 5 + 2 * p);
            value[static_cast<std::size_t>(p)] = s.value;
            code[static_cast<std::size_t>(p)] = s.code;
        }
        counts_.record(value.data(), code.data());
    }
}

// MCF: the equity engine's Monte Carlo on one thread (as MC and MCP run),
// each call seeded from the run's generator so that setSeed makes it repeat.
// It counts whole deals, so its counts are exact integers.
void MonteCarloRun::deal_with_engine(std::int64_t deals) {
    EquityOptions options;
    options.exact = ExactMode::kMonteCarlo;
    options.threads = 1;
    options.count_codes = true;
    for (std::int64_t left = deals; left > 0;) {
        // trials = 0 would mean the engine's default, so 0 deals never get here.
        options.trials = std::min(static_cast<std::uint64_t>(left), EquityOptions::kMaxTrials);
        options.seed = rng_.next();
        const EquityResult result = calculate_equity(specs_, known_board_, {}, options);
        counts_.runs += static_cast<std::int64_t>(result.trials);
        for (int p = 0; p < players_; ++p) {
            const auto player = static_cast<std::size_t>(p);
            for (int c = 0; c < kNumCategories; ++c) {
                const auto at = static_cast<std::size_t>(10 * p + c);
                const auto code = static_cast<std::size_t>(c);
                const auto wins = static_cast<std::int64_t>(result.win_counts[player][code]);
                const auto draws = static_cast<std::int64_t>(result.tie_counts[player][code]);
                counts_.wins[player] += wins;
                counts_.draws[player] += draws;
                counts_.win_codes[at] += wins;
                counts_.draw_codes[at] += draws;
                counts_.hand_codes[at] += static_cast<std::int64_t>(result.hand_counts[player][code]);
            }
        }
        left -= static_cast<std::int64_t>(options.trials);
    }
}

void MonteCarloRun::deal(std::int64_t deals) {
    switch (evaluator_) {
        case TableEvaluator::brute_force: {
            BruteForceScorer scorer;
            deal_with(deals, scorer);
            break;
        }
        case TableEvaluator::prime: {
            PrimeScorer scorer;
            deal_with(deals, scorer);
            break;
        }
        case TableEvaluator::fast: deal_with_engine(deals); break;
    }
}

// --- table: players and known cards

table::table(int numPlayers) : rng_(fresh_seed()) {
    if (setNoPlayers(numPlayers) != kOk)
        throw std::invalid_argument("table needs 2..23 players, got " + std::to_string(numPlayers));
}

int table::setNoPlayers(int noP) {
    if (noP < kTableMinPlayers || noP > kTableMaxPlayers) return -1;
    players_ = noP;
    seats_.assign(static_cast<std::size_t>(noP), Seat{});
    board_known_ = board_held_ = 0;
    counts_ = TableCounts(noP);
    known_changed();
    return kOk;
}

int table::resetTable() {
    return setNoPlayers(players_);
}

void table::check_player(int player) const {
    if (player < 0 || player >= players_)
        throw std::invalid_argument("player " + std::to_string(player) + " not at the table (players " +
                                    player_range(players_) + ")");
}

CardMask table::known_mask() const {
    CardMask mask = 0;
    for (const Seat& seat : seats_)
        for (int i = 0; i < seat.known; ++i) mask |= card_bit(seat.hole[static_cast<std::size_t>(i)]);
    for (int i = 0; i < 5; ++i)
        if (board_known_ >> i & 1) mask |= card_bit(board_[static_cast<std::size_t>(i)]);
    return mask;
}

CardMask table::held_mask() const {
    CardMask mask = 0;
    for (const Seat& seat : seats_)
        for (int i = 0; i < seat.held; ++i) mask |= card_bit(seat.hole[static_cast<std::size_t>(i)]);
    for (int i = 0; i < 5; ++i)
        if (board_held_ >> i & 1) mask |= card_bit(board_[static_cast<std::size_t>(i)]);
    return mask;
}

// True if a card is known already or listed twice.
bool table::on_table(const std::vector<Card>& cards) const {
    CardMask used = known_mask();
    for (Card c : cards) {
        if (used & card_bit(c)) return true;
        used |= card_bit(c);
    }
    return false;
}

void table::rebuild_pool() {
    const CardMask known = known_mask();
    pool_size_ = 0;
    for (int c = 0; c < kNumCards; ++c)
        if (!(known & card_bit(static_cast<Card>(c)))) pool_[static_cast<std::size_t>(pool_size_++)] = static_cast<Card>(c);
}

// Any dealt cards are put back: they may clash with the new known ones.
void table::known_changed() {
    resetTableToKnown();
    rebuild_pool();
    ++epoch_;
}

int table::setHoldCards(int playerAdd, const std::vector<int>& holdInF, const std::vector<int>& holdInS) {
    if (holdInF.size() != holdInS.size()) return -1;
    if (playerAdd < 0 || playerAdd >= players_) return -3;
    Seat& seat = seats_[static_cast<std::size_t>(playerAdd)];
    if (holdInF.size() + static_cast<std::size_t>(seat.known) > 2) return -2;
    OriginalCardsError error;
    const std::vector<Card> cards = cards_from_original(holdInF, holdInS, error);
    if (error == OriginalCardsError::bad_face) return -4;
    if (error == OriginalCardsError::bad_suit) return -5;
    if (on_table(cards)) return -6;
    for (Card c : cards) seat.hole[static_cast<std::size_t>(seat.known++)] = c;
    known_changed();
    return kOk;
}

int table::setHoldCard(int playerAdd, int holdInF, int holdInS) {
    if (playerAdd < 0 || playerAdd >= players_) return -3;
    if (seats_[static_cast<std::size_t>(playerAdd)].known >= 2) return -2;
    return setHoldCards(playerAdd, {holdInF}, {holdInS});
}

int table::setFlop(const std::vector<int>& flopInF, const std::vector<int>& flopInS) {
    if (flopInF.size() != 3) return -1;
    if (flopInS.size() != 3) return -2;
    if (board_known_ & kFlopBits) return -4;
    OriginalCardsError error;
    const std::vector<Card> cards = cards_from_original(flopInF, flopInS, error);
    if (error == OriginalCardsError::bad_face) return -5;
    if (error == OriginalCardsError::bad_suit) return -6;
    if (on_table(cards)) return -3;
    std::copy(cards.begin(), cards.end(), board_.begin());
    board_known_ |= kFlopBits;
    known_changed();
    return kOk;
}

int table::set_board_card(int position, int face, int suit) {
    const unsigned bit = 1u << position;
    if (board_known_ & bit) return -4;
    if (!valid_original_face(face)) return -5;
    if (!valid_original_suit(suit)) return -6;
    const Card card = card_from_original(face, suit);
    if (on_table({card})) return -3;
    board_[static_cast<std::size_t>(position)] = card;
    board_known_ |= bit;
    known_changed();
    return kOk;
}

int table::setTurn(int turnInF, int turnInS) { return set_board_card(3, turnInF, turnInS); }
int table::setRiver(int riverInF, int riverInS) { return set_board_card(4, riverInF, riverInS); }

void table::setSeed(std::uint64_t seed) {
    rng_ = Rng(stream_seed(seed, 0));
    deck_.setSeed(stream_seed(seed, 1));
    // Start the deck and the pool afresh so that what follows depends only on
    // the seed and the cards on the table, not on earlier deals.
    deck_.set_without(held_mask());
    rebuild_pool();
    ++epoch_;
}

// --- table: dealing by hand

int table::resetTableToKnown() {
    for (Seat& seat : seats_) seat.held = seat.known;
    board_held_ = board_known_;
    deck_.set_without(known_mask());
    return kOk;
}

const std::vector<Card>& table::draw(int count) {
    if (!deck_.getDeckShuffled()) deck_.shuffleI();
    // Never fails: 2 * 23 + 5 cards fit in a deck, so enough are always left.
    deck_.dealCards(count);
    return deck_.dealt();
}

void table::shuffleDeckIndex() { deck_.shuffleI(); }

int table::dealFlopTurnRiver() {
    if (board_held_ == kFullBoard) return kNothingToDeal;
    const std::vector<Card>& cards = draw(5 - __builtin_popcount(board_held_));
    std::size_t next = 0;
    for (int i = 0; i < 5; ++i)
        if (!(board_held_ >> i & 1)) board_[static_cast<std::size_t>(i)] = cards[next++];
    board_held_ = kFullBoard;
    return kOk;
}

int table::dealHold(int player) {
    if (player < 0 || player >= players_) return -1;
    Seat& seat = seats_[static_cast<std::size_t>(player)];
    if (seat.held == 2) return kNothingToDeal;
    for (Card c : draw(2 - seat.held)) seat.hole[static_cast<std::size_t>(seat.held++)] = c;
    return kOk;
}

int table::dealAll() {
    dealFlopTurnRiver();
    for (int p = 0; p < players_; ++p) dealHold(p);
    return kOk;
}

template <class Scorer>
int table::find_winner_with(Scorer& scorer) {
    if (board_held_ != kFullBoard) return -1;
    for (const Seat& seat : seats_)
        if (seat.held != 2) return -1;
    std::array<std::uint64_t, kTableMaxPlayers> value{};
    std::array<int, kTableMaxPlayers> code{};
    scorer.begin_deal(board_.data());
    for (int p = 0; p < players_; ++p) {
        const Scored s = scorer.score(seats_[static_cast<std::size_t>(p)].hole.data());
        value[static_cast<std::size_t>(p)] = s.value;
        code[static_cast<std::size_t>(p)] = s.code;
    }
    return counts_.record(value.data(), code.data());
}

int table::findWinner() {
    BruteForceScorer scorer;
    return find_winner_with(scorer);
}

int table::findWinnerP() {
    PrimeScorer scorer;
    return find_winner_with(scorer);
}

// --- table: Monte Carlo

MonteCarloRun table::start_run(TableEvaluator evaluator) {
    resetTableToKnown();
    MonteCarloRun run;
    run.evaluator_ = evaluator;
    run.players_ = players_;
    int slot = 0;
    for (int i = 0; i < 5; ++i)
        if (board_known_ >> i & 1) run.slots_[static_cast<std::size_t>(slot++)] = board_[static_cast<std::size_t>(i)];
    run.known_board_.assign(run.slots_.begin(), run.slots_.begin() + slot);
    for (; slot < 5; ++slot) run.targets_[static_cast<std::size_t>(run.num_targets_++)] = static_cast<std::uint8_t>(slot);
    for (int p = 0; p < players_; ++p) {
        const Seat& seat = seats_[static_cast<std::size_t>(p)];
        // Two known cards, one (the other dealt) or none (random).
        run.specs_.push_back(PlayerSpec::cards({seat.hole.begin(), seat.hole.begin() + seat.known}));
        for (int i = 0; i < 2; ++i) {
            const auto hole_slot = static_cast<std::size_t>(5 + 2 * p + i);
            if (i < seat.known) run.slots_[hole_slot] = seat.hole[static_cast<std::size_t>(i)];
            else run.targets_[static_cast<std::size_t>(run.num_targets_++)] = static_cast<std::uint8_t>(hole_slot);
        }
    }
    run.pool_ = pool_;
    run.pool_size_ = pool_size_;
    run.rng_ = rng_;
    run.counts_ = TableCounts(players_);
    run.epoch_ = epoch_;
    return run;
}

void table::merge_run(MonteCarloRun& run) {
    if (run.epoch_ != epoch_)
        throw std::runtime_error(
            "the table changed while its Monte Carlo run was going on (cards, players or seed were set, or another "
            "thread ran MC/MCP/MCF on the same table); use one table per thread");
    counts_.add(run.counts_);
    run.counts_ = TableCounts(players_);
    rng_ = run.rng_;
    pool_ = run.pool_;
    run.epoch_ = ++epoch_;
}

int table::run(TableEvaluator evaluator, std::int64_t deals) {
    if (deals < 0) return -1;
    MonteCarloRun run = start_run(evaluator);
    run.deal(deals);
    merge_run(run);
    return kOk;
}

int table::MC(std::int64_t numMC) { return run(TableEvaluator::brute_force, numMC); }
int table::MCP(std::int64_t numMC) { return run(TableEvaluator::prime, numMC); }
int table::MCF(std::int64_t numMC) { return run(TableEvaluator::fast, numMC); }

// --- table: getters

std::vector<int> table::getPlayerHoldFace(int player) const {
    check_player(player);
    const Seat& seat = seats_[static_cast<std::size_t>(player)];
    std::vector<int> faces;
    for (int i = 0; i < seat.held; ++i) faces.push_back(original_face(seat.hole[static_cast<std::size_t>(i)]));
    return faces;
}

std::vector<int> table::getPlayerHoldSuit(int player) const {
    check_player(player);
    const Seat& seat = seats_[static_cast<std::size_t>(player)];
    std::vector<int> suits;
    for (int i = 0; i < seat.held; ++i) suits.push_back(original_suit(seat.hole[static_cast<std::size_t>(i)]));
    return suits;
}

std::vector<int> table::getBoardFace() const {
    std::vector<int> faces(5, -1);
    for (int i = 0; i < 5; ++i)
        if (board_held_ >> i & 1) faces[static_cast<std::size_t>(i)] = original_face(board_[static_cast<std::size_t>(i)]);
    return faces;
}

std::vector<int> table::getBoardSuit() const {
    std::vector<int> suits(5, -1);
    for (int i = 0; i < 5; ++i)
        if (board_held_ >> i & 1) suits[static_cast<std::size_t>(i)] = original_suit(board_[static_cast<std::size_t>(i)]);
    return suits;
}

std::vector<double> table::fractions(const std::vector<std::int64_t>& counts) const {
    std::vector<double> out(counts.size(), 0.0);
    if (counts_.runs > 0)
        for (std::size_t i = 0; i < counts.size(); ++i)
            out[i] = static_cast<double>(counts[i]) / static_cast<double>(counts_.runs);
    return out;
}

std::vector<std::int64_t> table::per_code(const std::vector<std::int64_t>& counts, int player) const {
    check_player(player);
    const auto first = counts.begin() + 10 * player;
    return std::vector<std::int64_t>(first, first + 10);
}

std::vector<double> table::getWinsP() const { return fractions(counts_.wins); }
std::vector<double> table::getDrawsP() const { return fractions(counts_.draws); }
std::vector<std::int64_t> table::getWinsPP(int player) const { return per_code(counts_.win_codes, player); }
std::vector<double> table::getWinsPPp(int player) const { return fractions(getWinsPP(player)); }
std::vector<std::int64_t> table::getDrawsPP(int player) const { return per_code(counts_.draw_codes, player); }
std::vector<double> table::getDrawsPPp(int player) const { return fractions(getDrawsPP(player)); }
std::vector<std::int64_t> table::getHandsPP(int player) const { return per_code(counts_.hand_codes, player); }
std::vector<double> table::getHandsPPp(int player) const { return fractions(getHandsPP(player)); }

}  // namespace holdem
