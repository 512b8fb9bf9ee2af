// The equity calculator's front: parsing games and hands, checking the
// input into a Problem, and choosing exact enumeration or Monte Carlo.
#include "holdem/equity/equity.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>

#include "exact.hpp"
#include "holdem/core/parallel.hpp"
#include "holdem/eval/shortdeck.hpp"
#include "monte_carlo.hpp"
#include "problem.hpp"
#include "runner.hpp"  // now_seconds

namespace holdem {

namespace {

const char* game_label(Game game) {
    if (game == Game::kHoldem) return "a Hold'em";
    return is_holdem_like(game) ? "a short-deck" : "an Omaha";
}

// Short deck: every card given must be six or higher.
void check_in_deck(Game game, const std::vector<Card>& cards, const char* what) {
    if (is_holdem_like(game) && game != Game::kHoldem) {
        try {
            check_shortdeck_cards(cards.data(), cards.size());
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument(std::string(what) + e.what());
        }
    }
}

}  // namespace

Game parse_game(std::string_view name) {
    const std::string key = detail::lowered(detail::trimmed(name));
    if (key == "holdem") return Game::kHoldem;
    if (key == "omaha" || key == "plo4") return Game::kOmaha4;
    if (key == "plo5") return Game::kOmaha5;
    if (key == "plo6") return Game::kOmaha6;
    if (key == "shortdeck") return Game::kShortDeck;
    if (key == "shortdeck-triton") return Game::kShortDeckTriton;
    if (key == "omaha-hilo" || key == "plo4-hilo") return Game::kOmahaHiLo4;
    if (key == "plo5-hilo") return Game::kOmahaHiLo5;
    if (key == "plo6-hilo") return Game::kOmahaHiLo6;
    throw std::invalid_argument("unknown game " + shown_token(name) +
                                ": use holdem, omaha, plo4, plo5, plo6, shortdeck, shortdeck-triton, omaha-hilo, "
                                "plo4-hilo, plo5-hilo or plo6-hilo");
}

int hole_card_count(Game game) {
    switch (game) {
        case Game::kHoldem:
        case Game::kShortDeck:
        case Game::kShortDeckTriton: return 2;
        case Game::kOmaha4:
        case Game::kOmahaHiLo4: return 4;
        case Game::kOmaha5:
        case Game::kOmahaHiLo5: return 5;
        case Game::kOmaha6:
        case Game::kOmahaHiLo6: return 6;
    }
    return 2;
}

bool is_holdem_like(Game game) {
    return game == Game::kHoldem || game == Game::kShortDeck || game == Game::kShortDeckTriton;
}

bool is_hilo(Game game) {
    return game == Game::kOmahaHiLo4 || game == Game::kOmahaHiLo5 || game == Game::kOmahaHiLo6;
}

void check_range_in_deck(const Range& range, Game game) {
    if (game != Game::kShortDeck && game != Game::kShortDeckTriton) return;
    for (const WeightedCombo& c : range.combos())
        if (kShortDeckMissing & (card_bit(c.high) | card_bit(c.low)))
            throw std::invalid_argument("the range holds " + card_to_string(c.high) + card_to_string(c.low) +
                                        ", a hand with a card below six (not in the short deck)");
}

ShareRanking share_ranking(Game game) {
    if (game == Game::kShortDeck) return shortdeck_share_ranking(ShortDeck::kStandard);
    if (game == Game::kShortDeckTriton) return shortdeck_share_ranking(ShortDeck::kTriton);
    if (game != Game::kHoldem)
        throw std::invalid_argument("these ranges are for Hold'em and short deck only (an Omaha range is "
                                    "read by holdEm.omaha_hands, or wherever an Omaha hand goes)");
    return holdem_share_ranking();
}

OmahaRange::Shares omaha_share_ranking(Game game) {
    return is_hilo(game) ? OmahaRange::Shares::kHiLo : OmahaRange::Shares::kHigh;
}

int deck_size(Game game) { return is_holdem_like(game) && game != Game::kHoldem ? 36 : kNumCards; }

int max_players(Game game) { return (deck_size(game) - 5) / hole_card_count(game); }

void check_player_count(Game game, std::size_t players) {
    if (players == 0) throw std::invalid_argument("no players: give at least one hand");
    const auto most = static_cast<std::size_t>(max_players(game));
    if (players > most)
        throw std::invalid_argument("too many players: " + std::to_string(players) + " players need " +
                                    std::to_string(5 + players * static_cast<std::size_t>(hole_card_count(game))) +
                                    " cards with the board, the deck has " + std::to_string(deck_size(game)) +
                                    " (at most " + std::to_string(most) +
                                    " players here)");
}

PlayerSpec PlayerSpec::cards(std::vector<Card> known) {
    if (known.empty()) return random();
    return PlayerSpec(Kind::kCards, std::move(known), Range());
}

const OmahaRange& PlayerSpec::omaha_hands() const {
    if (!omaha_) throw std::logic_error("PlayerSpec::omaha_hands: this player is not an Omaha range");
    return *omaha_;
}

PlayerSpec PlayerSpec::omaha_range(OmahaRange range) {
    PlayerSpec spec(Kind::kOmahaRange, {}, Range());
    spec.omaha_ = std::make_shared<const OmahaRange>(std::move(range));
    return spec;
}

PlayerSpec PlayerSpec::parse(std::string_view text, Game game, const std::function<void()>& poll) {
    const std::string_view body = detail::trimmed(text);
    if (body.empty()) throw std::invalid_argument("empty hand: give cards, a range or 'random'");
    if (detail::lowered(body) == "random") return random();
    std::vector<Card> known;
    bool are_cards = true;
    try {
        known = parse_cards(body);
    } catch (const std::invalid_argument&) {
        are_cards = false;
    }
    // Separators alone ("," or " , ") parse as no cards: still an empty hand, not a random one.
    if (are_cards && known.empty()) throw std::invalid_argument("empty hand: give cards, a range or 'random'");
    if (are_cards) {
        const int n = hole_card_count(game);
        if (static_cast<int>(known.size()) > n) {
            // "AhAs,KhKs" reads as four cards but is a range of two combos.
            try {
                if (is_holdem_like(game)) return range(Range::parse(body, share_ranking(game)));
                return omaha_range(OmahaRange::parse(body, n, omaha_share_ranking(game), poll));
            } catch (const std::invalid_argument&) {
            }
            throw std::invalid_argument(std::string(game_label(game)) + " hand has " + std::to_string(n) +
                                        " hole cards, got " + std::to_string(known.size()) + " in '" +
                                        cards_to_string(known) + "'");
        }
        check_cards(known.data(), known.size());
        return cards(std::move(known));
    }
    if (!is_holdem_like(game)) {
        if (body == "*") return random();
        return omaha_range(OmahaRange::parse(body, hole_card_count(game), omaha_share_ranking(game), poll));
    }
    return range(Range::parse(body, share_ranking(game)));
}

namespace equity_detail {

namespace {

void check_short_range(const Range& range, int player) {
    try {
        check_range_in_deck(range, Game::kShortDeck);
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(player_label(static_cast<std::size_t>(player)) + ": " + e.what());
    }
}

// Hands seated between two checks of the set-up's time limit (well under a millisecond of them).
constexpr std::size_t kSeatCheckMask = (std::size_t{1} << 16) - 1;

// An Omaha range's seat: its hands that avoid every known card.  `setup` (when given) is checked
// every kSeatCheckMask + 1 hands: a PLO6 range of millions takes tens of milliseconds.
Seat omaha_range_seat(const OmahaRange& range, const Problem& problem, CardMask known, int player, Poller* setup) {
    const std::string who = player_label(static_cast<std::size_t>(player));
    if (is_holdem_like(problem.game))
        throw std::invalid_argument(who + ": an Omaha range is for the Omaha games, not for " +
                                    std::string(game_label(problem.game)) + " hand");
    if (range.hole_cards() != problem.hole_n)
        throw std::invalid_argument(who + ": the range's hands have " + std::to_string(range.hole_cards()) +
                                    " cards, this game's " + std::to_string(problem.hole_n));
    Seat seat;
    seat.kind = Seat::Kind::kRange;
    const std::vector<CardMask>& hands = range.hands();
    // Room for them all at once (the known cards remove few): growing by doubling took twice as long.
    seat.hands.reserve(hands.size());
    if (range.weighted()) seat.hand_weights.reserve(hands.size());
    for (std::size_t i = 0; i < hands.size(); ++i) {
        if ((i & kSeatCheckMask) == 0 && setup != nullptr) setup->check();
        if (hands[i] & known) continue;
        seat.hands.push_back(hands[i]);
        if (range.weighted()) seat.hand_weights.push_back(range.weights()[i]);
    }
    // The hands left may all weigh the same.
    const auto& w = seat.hand_weights;
    if (std::all_of(w.begin(), w.end(), [&](std::uint8_t x) { return x == w.front(); })) seat.hand_weights.clear();
    if (seat.hands.empty())
        throw std::invalid_argument(who + ": the range has no hand left once the board, dead and other players' "
                                          "cards are removed");
    return seat;
}

// Where player `p`'s repeated card already is, for its message: on the board, dead, or in an
// earlier player's hand (a card twice in one hand is refused when the hand is read).
std::string clash_place(const std::vector<PlayerSpec>& players, std::size_t p, CardMask board, CardMask dead) {
    for (Card card : players[p].known()) {
        const CardMask bit = card_bit(card);
        if (board & bit) return "also on the board";
        if (dead & bit) return "also dead";
        for (std::size_t q = 0; q < p; ++q) {
            const std::vector<Card>& other = players[q].known();
            if (players[q].kind() == PlayerSpec::Kind::kCards && std::find(other.begin(), other.end(), card) != other.end())
                return "also " + player_label(q) + "'s";
        }
    }
    return "a card can only be in one place";
}

}  // namespace

Problem make_problem(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                     const std::vector<Card>& dead, const EquityOptions& options, Poller* setup) {
    Problem problem;
    problem.game = options.game;
    problem.hole_n = hole_card_count(options.game);
    problem.count_codes = options.count_codes;
    check_player_count(options.game, players.size());
    problem.players = static_cast<int>(players.size());
    if (board.size() > 5) throw std::invalid_argument("a board has at most 5 cards, got " + std::to_string(board.size()));
    problem.board = board;
    check_in_deck(problem.game, board, "board: ");
    check_in_deck(problem.game, dead, "dead cards: ");
    try {
        problem.board_mask = checked_mask(board.data(), board.size());
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string("board: ") + e.what());
    }
    try {
        problem.dead_mask = checked_mask(dead.data(), dead.size(), problem.board_mask);
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string("dead cards: ") + e.what() + " (already on the board or dead)");
    }
    CardMask known = problem.board_mask | problem.dead_mask;
    for (int p = 0; p < problem.players; ++p) {
        const PlayerSpec& spec = players[static_cast<std::size_t>(p)];
        if (spec.kind() != PlayerSpec::Kind::kCards) continue;
        check_in_deck(problem.game, spec.known(), (player_label(static_cast<std::size_t>(p)) + ": ").c_str());
        if (static_cast<int>(spec.known().size()) > problem.hole_n)
            throw std::invalid_argument(player_label(static_cast<std::size_t>(p)) + ": " + game_label(problem.game) +
                                        " hand has " + std::to_string(problem.hole_n) + " hole cards, got " +
                                        std::to_string(spec.known().size()));
        try {
            known |= checked_mask(spec.known().data(), spec.known().size(), known);
        } catch (const std::invalid_argument& e) {
            const std::string where =
                clash_place(players, static_cast<std::size_t>(p), problem.board_mask, problem.dead_mask);
            throw std::invalid_argument(player_label(static_cast<std::size_t>(p)) + ": " + e.what() + " (" + where + ")");
        }
    }
    // Short deck: the cards two through five are out of play, like dead cards.
    if (deck_size(problem.game) != kNumCards) {
        problem.dead_mask |= kShortDeckMissing;
        known |= kShortDeckMissing;
    }
    problem.known_mask = known;
    // check_player_count allowed the players: only the dead cards can leave too few.
    const int dealt = 5 + problem.players * problem.hole_n;
    const int left = deck_size(problem.game) - static_cast<int>(dead.size());
    if (dealt > left)
        throw std::invalid_argument("dead cards: " + std::to_string(dead.size()) + " leave " + std::to_string(left) +
                                    " cards in the deck, and the board with " + std::to_string(problem.players) +
                                    " players' hands needs " + std::to_string(dealt));
    for (int p = 0; p < problem.players; ++p) {
        const PlayerSpec& spec = players[static_cast<std::size_t>(p)];
        Seat seat;
        switch (spec.kind()) {
            case PlayerSpec::Kind::kCards:
                seat.known = spec.known();
                seat.dealt = problem.hole_n - static_cast<int>(spec.known().size());
                seat.kind = seat.dealt == 0 ? Seat::Kind::kFixed : Seat::Kind::kDealt;
                break;
            case PlayerSpec::Kind::kRandom:
                seat.kind = Seat::Kind::kDealt;
                seat.dealt = problem.hole_n;
                break;
            case PlayerSpec::Kind::kRange:
                if (!is_holdem_like(problem.game))
                    throw std::invalid_argument(player_label(static_cast<std::size_t>(p)) +
                                                ": ranges are only supported for Hold'em and short deck");
                if (problem.game != Game::kHoldem) check_short_range(spec.hand_range(), p);
                seat.kind = Seat::Kind::kRange;
                seat.combos = spec.hand_range().combos(known);
                if (seat.combos.empty())
                    throw std::invalid_argument(player_label(static_cast<std::size_t>(p)) +
                                                ": the range has no hand left once the board, dead and "
                                                "other players' cards are removed");
                break;
            case PlayerSpec::Kind::kOmahaRange:
                seat = omaha_range_seat(spec.omaha_hands(), problem, known, p, setup);
                break;
        }
        problem.seats.push_back(std::move(seat));
    }
    return problem;
}

std::optional<Problem> timed_problem(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                                     const std::vector<Card>& dead, const EquityOptions& options, double start) {
    try {
        Poller setup(options, start, options.time_limit);
        return make_problem(players, board, dead, options, &setup);
    } catch (const TimeLimitReached&) {
        return std::nullopt;
    }
}

void check_options(const EquityOptions& options) {
    if (options.threads < 0)
        throw std::invalid_argument("threads must be >= 0 (0 uses every core), got " + std::to_string(options.threads));
    if (options.threads > EquityOptions::kMaxThreads)
        throw std::invalid_argument("threads must be at most " + std::to_string(EquityOptions::kMaxThreads) + ", got " +
                                    std::to_string(options.threads));
    if (!(options.target_stderr >= 0.0) || std::isinf(options.target_stderr))
        throw std::invalid_argument("target_stderr must be a positive number (0: none), got " +
                                    detail::number_text(options.target_stderr));
    if (!(options.time_limit >= 0.0))
        throw std::invalid_argument("time_limit must be a positive number of seconds (0: none), got " +
                                    detail::number_text(options.time_limit));
    if (!(options.time_spent >= 0.0) || std::isinf(options.time_spent))
        throw std::invalid_argument("time_spent must be a number of seconds, 0 or more, got " +
                                    detail::number_text(options.time_spent));
    if (!(options.progress_interval >= 0.0))  // (NaN: the callback was never called)
        throw std::invalid_argument("progress_interval must be a number of seconds, 0 or more, got " +
                                    detail::number_text(options.progress_interval));
    if (options.trials > EquityOptions::kMaxTrials)
        throw std::invalid_argument("trials must be at most 2**50, got " + std::to_string(options.trials));
}

}  // namespace equity_detail

std::string player_label(std::size_t index) { return "player " + std::to_string(index + 1); }

PlayerSpec parse_player(std::string_view text, Game game, std::size_t index, const std::function<void()>& poll) {
    try {
        return PlayerSpec::parse(text, game, poll);
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(player_label(index) + ": " + e.what());
    }
}

namespace {

// ExactMode::kAuto enumerates what the planner models at EquityOptions::kAutoExactSeconds or less,
// and under a time limit at most this share of it: the model is of one quiet core, and an
// enumeration the limit cuts short answers far less precisely than Monte Carlo in the same time.
constexpr double kAutoLimitShare = 0.5;

// Decided on modelled single-thread seconds, so the choice (and so the result) does not depend
// on the machine or the thread count.
bool auto_enumerates(double planned_seconds, double time_limit) {
    constexpr double most = EquityOptions::kAutoExactSeconds;
    const double budget = time_limit > 0 ? std::min(most, kAutoLimitShare * time_limit) : most;
    return planned_seconds <= budget;
}

equity_detail::Problem checked_problem(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                                       const std::vector<Card>& dead, const EquityOptions& options) {
    using namespace equity_detail;
    check_options(options);
    Problem problem = make_problem(players, board, dead, options);
    check_some_deal_exists(problem);
    return problem;
}

// The checked problem, or none where the time limit passed while its seats were built.
std::optional<equity_detail::Problem> seated_problem(const std::vector<PlayerSpec>& players,
                                                     const std::vector<Card>& board, const std::vector<Card>& dead,
                                                     const EquityOptions& options, double start) {
    using namespace equity_detail;
    check_options(options);
    std::optional<Problem> problem = timed_problem(players, board, dead, options, start);
    if (problem) check_some_deal_exists(*problem);
    return problem;
}

// The time limit passed while the seats were built, before the first deal: no figures, as a run
// the limit cut short (Monte Carlo's, or the enumeration's where one was asked for).
EquityResult timed_out_before_deals(std::size_t players, const EquityOptions& options, double start) {
    using namespace equity_detail;
    RunOutcome outcome(static_cast<int>(players));
    outcome.reason = StopReason::kTimeLimit;
    outcome.elapsed = now_seconds() - start;
    EquityResult result = no_figures(outcome, static_cast<int>(players));
    result.enumerated = options.exact == ExactMode::kExact;
    return result;
}

}  // namespace

double planned_exact_seconds(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                             const std::vector<Card>& dead, const EquityOptions& options) {
    return equity_detail::plan_exact(checked_problem(players, board, dead, options), options).seconds;
}

EquityResult calculate_equity(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                              const std::vector<Card>& dead, const EquityOptions& options) {
    using namespace equity_detail;
    const double start = call_start(options);
    std::optional<Problem> seated = seated_problem(players, board, dead, options, start);
    if (!seated) return timed_out_before_deals(players.size(), options, start);
    const Problem problem = std::move(*seated);  // (the runs only read it)
    // At most kThreadCap: more only add overhead (results do not depend on the count).
    const int threads = resolve_threads(options.threads);
    bool exact = options.exact == ExactMode::kExact;
    ExactPlan plan;
    if (exact || (options.exact == ExactMode::kAuto && options.trials == 0 && options.target_stderr == 0.0)) {
        plan = plan_exact(problem, options);
        exact = exact || auto_enumerates(plan.seconds, options.time_limit);
    }
    EquityResult result = exact ? run_exact(problem, plan, threads, options, start)
                                : run_monte_carlo(problem, threads, options, start);
    result.elapsed = now_seconds() - start;
    return result;
}

std::vector<PlayerSpec> parse_players(const std::vector<std::string>& hands, Game game) {
    check_player_count(game, hands.size());
    std::vector<PlayerSpec> players;
    players.reserve(hands.size());
    for (std::size_t i = 0; i < hands.size(); ++i) players.push_back(parse_player(hands[i], game, i));
    return players;
}

std::vector<Card> parse_spot_cards(std::string_view text, std::string_view what) {
    try {
        return parse_cards(text);
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string(what) + ": " + e.what());
    }
}

EquityResult calculate_equity(const std::vector<std::string>& hands, std::string_view board, std::string_view dead,
                              const EquityOptions& options) {
    return calculate_equity(parse_players(hands, options.game), parse_spot_cards(board, "board"),
                            parse_spot_cards(dead, "dead cards"), options);
}

}  // namespace holdem
