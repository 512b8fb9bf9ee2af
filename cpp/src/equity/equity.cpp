// The equity calculator's front: checking the input, choosing exact or Monte
// Carlo, and the work-item runner both use.
#include "holdem/equity.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <exception>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>

#include "internal.hpp"
#include "holdem/parallel.hpp"
#include "holdem/random.hpp"

namespace holdem {

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

const char* game_label(Game game) { return game == Game::kHoldem ? "a Hold'em" : "an Omaha"; }

}  // namespace

Game parse_game(std::string_view name) {
    const std::string key = lower(trimmed(name));
    if (key == "holdem") return Game::kHoldem;
    if (key == "omaha" || key == "plo4") return Game::kOmaha4;
    if (key == "plo5") return Game::kOmaha5;
    if (key == "plo6") return Game::kOmaha6;
    std::string shown;
    for (char c : name.substr(0, 20)) shown += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
    throw std::invalid_argument("unknown game '" + shown + "': use holdem, omaha, plo4, plo5 or plo6");
}

int hole_card_count(Game game) {
    switch (game) {
        case Game::kHoldem: return 2;
        case Game::kOmaha4: return 4;
        case Game::kOmaha5: return 5;
        case Game::kOmaha6: return 6;
    }
    return 2;
}

int max_players(Game game) { return (kNumCards - 5) / hole_card_count(game); }

void check_player_count(Game game, std::size_t players) {
    if (players == 0) throw std::invalid_argument("no players: give at least one hand");
    const auto most = static_cast<std::size_t>(max_players(game));
    if (players > most)
        throw std::invalid_argument("too many players: " + std::to_string(players) + " players need " +
                                    std::to_string(5 + players * static_cast<std::size_t>(hole_card_count(game))) +
                                    " cards with the board, the deck has 52 (at most " + std::to_string(most) +
                                    " players here)");
}

PlayerSpec PlayerSpec::cards(std::vector<Card> known) {
    if (known.empty()) return random();
    return PlayerSpec(Kind::kCards, std::move(known), Range());
}

PlayerSpec PlayerSpec::parse(std::string_view text, Game game) {
    const std::string_view body = trimmed(text);
    if (body.empty()) throw std::invalid_argument("empty hand: give cards, a range or 'random'");
    if (lower(body) == "random") return random();
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
            if (game == Game::kHoldem) {
                try {
                    return range(Range::parse(body));
                } catch (const std::invalid_argument&) {
                }
            }
            throw std::invalid_argument(std::string(game_label(game)) + " hand has " + std::to_string(n) +
                                        " hole cards, got " + std::to_string(known.size()) + " in '" +
                                        cards_to_string(known) + "'");
        }
        check_cards(known.data(), known.size());
        return cards(std::move(known));
    }
    if (game != Game::kHoldem) {
        std::string shown;
        for (char c : body.substr(0, 30)) shown += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
        throw std::invalid_argument("Omaha hands are cards (all or some of them) or 'random', not '" + shown + "'");
    }
    return range(Range::parse(body));
}

namespace equity_detail {

EquityResult tally_result(const Tally& tally) {
    EquityResult result;
    const double total = tally.weight;
    for (int p = 0; p < tally.players(); ++p) {
        result.equity.push_back(tally.at(p, Tally::kShare) / total);
        result.win.push_back(tally.at(p, Tally::kWin) / total);
        result.tie.push_back(tally.at(p, Tally::kTie) / total);
        std::array<double, kNumCategories> cats{};
        for (int c = 0; c < kNumCategories; ++c)
            cats[static_cast<std::size_t>(c)] = tally.at(p, Tally::kCategory0 + c) / total;
        result.categories.push_back(cats);
    }
    result.trials = tally.trials;
    return result;
}

double now_seconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void Poller::check() {
    const double t = now_seconds();
    if (time_limit_ > 0.0 && t - start_ >= time_limit_) throw TimeLimitReached{};
    if (!options_.poll || t - last_ < 0.05) return;
    last_ = t;
    options_.poll();
}

const std::array<std::uint8_t, kNumStrengths + 1>& category_table() {
    static const auto table = [] {
        std::array<std::uint8_t, kNumStrengths + 1> t{};
        for (int s = 1; s <= kNumStrengths; ++s) t[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(category(static_cast<Strength>(s)));
        return t;
    }();
    return table;
}

void WeightedShowdown::clear(int n) {
    for (int p = 0; p < n; ++p) {
        win[p] = tie[p] = share[p] = 0.0;
        for (double& c : categories[p]) c = 0.0;
    }
    weight = 0.0;
}

void WeightedShowdown::add_to(Tally& tally, int n, double factor) const {
    for (int p = 0; p < n; ++p) {
        tally.at(p, Tally::kWin) += factor * win[p];
        tally.at(p, Tally::kTie) += factor * tie[p];
        tally.at(p, Tally::kShare) += factor * share[p];
        for (int c = 0; c < kNumCategories; ++c) tally.at(p, Tally::kCategory0 + c) += factor * categories[p][c + 1];
    }
    tally.weight += factor * weight;
}

void ItemMoments::add(const Tally& item) {
    weight_squared += item.weight * item.weight;
    for (int p = 0; p < item.players(); ++p) {
        const double share = item.at(p, Tally::kShare);
        share_squared[static_cast<std::size_t>(p)] += share * share;
        share_weight[static_cast<std::size_t>(p)] += share * item.weight;
    }
}

ItemOrder::ItemOrder(std::uint64_t count, std::uint64_t key) : count_(count) {
    int bits = 2;
    while (bits < 64 && (std::uint64_t{1} << bits) < count) bits += 2;
    half_bits_ = bits / 2;
    half_mask_ = (std::uint64_t{1} << half_bits_) - 1;
    for (auto& k : keys_) k = splitmix64(key);
}

std::uint64_t ItemOrder::half_round(std::uint64_t right, int round) const {
    std::uint64_t state = right ^ keys_[round];
    return splitmix64(state) & half_mask_;
}

std::uint64_t ItemOrder::operator()(std::uint64_t i) const {
    // Four Feistel rounds permute [0, 4^half_bits); values past count_ are
    // walked on until they land inside (at most 4x the count, so a few steps).
    std::uint64_t x = i;
    do {
        std::uint64_t left = x >> half_bits_;
        std::uint64_t right = x & half_mask_;
        for (int round = 0; round < 4; ++round) {
            const std::uint64_t next = left ^ half_round(right, round);
            left = right;
            right = next;
        }
        x = left << half_bits_ | right;
    } while (x >= count_);
    return x;
}

RunOutcome run_items(std::uint64_t count, int threads, const ItemFn& work, const RunControl& control) {
    const EquityOptions& options = *control.options;
    const ItemOrder order(control.shuffle ? count : 1);
    std::atomic<std::uint64_t> next{0};
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable item_done;
    std::map<std::uint64_t, Tally> finished;
    std::exception_ptr error;

    auto run_one = [&]() -> bool {
        if (stop.load(std::memory_order_relaxed)) return false;
        const std::uint64_t i = next.fetch_add(1);
        if (i >= count) return false;
        Tally tally(control.players);
        work(control.shuffle ? order(i) : i, tally);
        {
            std::lock_guard<std::mutex> lock(mutex);
            finished.emplace(i, std::move(tally));
        }
        item_done.notify_one();
        return true;
    };
    auto worker = [&] {
        try {
            while (run_one()) {}
        } catch (...) {
            std::lock_guard<std::mutex> lock(mutex);
            if (!error) error = std::current_exception();
            stop = true;
        }
        item_done.notify_one();
    };

    const auto helpers = static_cast<std::size_t>(
        std::max<std::uint64_t>(1, std::min<std::uint64_t>(static_cast<std::uint64_t>(threads), count)) - 1);
    // The helpers; a helper the system cannot start just leaves its items
    // to the others.
    std::optional<ThreadGroup> pool;
    auto finish = [&] {
        stop = true;
        pool.reset();  // joins the helpers
    };

    RunOutcome outcome(control.players);
    outcome.count = count;
    bool enough = false;
    // Merges the finished items that continue the prefix, in item order.
    auto merge_prefix = [&] {
        std::lock_guard<std::mutex> lock(mutex);
        while (!enough) {
            auto it = finished.find(outcome.merged);
            if (it == finished.end()) break;
            outcome.tally.merge(it->second);
            outcome.moments.add(it->second);
            finished.erase(it);
            ++outcome.merged;
            if (control.enough && control.enough(outcome.tally)) enough = true;
        }
    };
    // The time limit ends a run once at least one item is in (Monte Carlo),
    // or at any point where a partial result is allowed (shuffled exact).
    auto out_of_time = [&](double t) {
        return control.apply_time_limit && options.time_limit > 0 && (outcome.merged > 0 || control.shuffle) &&
               t - control.start >= options.time_limit;
    };

    StopReason reason = StopReason::kRunning;
    try {
        pool.emplace(helpers);
        for (std::size_t i = 0; i < helpers && pool->start(worker); ++i) {}
        double last_poll = now_seconds();
        double last_progress = last_poll;
        for (;;) {
            if (out_of_time(now_seconds())) {
                reason = StopReason::kTimeLimit;
                break;
            }
            const bool ran = run_one();
            merge_prefix();
            {
                std::lock_guard<std::mutex> lock(mutex);
                if (error) break;
            }
            if (enough || outcome.merged >= count) break;
            const double t = now_seconds();
            if (options.poll && t - last_poll >= 0.05) {
                last_poll = t;
                options.poll();
            }
            if (options.progress && t - last_progress >= options.progress_interval && control.snapshot) {
                last_progress = t;
                outcome.elapsed = t - control.start;
                if (!options.progress(control.snapshot(outcome))) {
                    reason = StopReason::kCallback;
                    break;
                }
            }
            if (!ran) {
                // Nothing left to start here: wait for the helpers' items.
                std::unique_lock<std::mutex> lock(mutex);
                item_done.wait_for(lock, std::chrono::milliseconds(20),
                                   [&] { return finished.count(outcome.merged) > 0 || error != nullptr; });
            }
        }
    } catch (...) {
        finish();
        throw;
    }
    finish();
    if (error) std::rethrow_exception(error);
    merge_prefix();  // items finished while stopping
    if (enough) reason = StopReason::kEnough;
    else if (outcome.merged >= count) reason = StopReason::kDone;
    outcome.reason = reason;
    outcome.elapsed = now_seconds() - control.start;
    return outcome;
}

namespace {

// Checks the cards and builds the seats.
Problem make_problem(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                     const std::vector<Card>& dead, const EquityOptions& options) {
    Problem problem;
    problem.game = options.game;
    problem.hole_n = hole_card_count(options.game);
    check_player_count(options.game, players.size());
    problem.players = static_cast<int>(players.size());
    if (board.size() > 5) throw std::invalid_argument("a board has at most 5 cards, got " + std::to_string(board.size()));
    problem.board = board;
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
        if (static_cast<int>(spec.known().size()) > problem.hole_n)
            throw std::invalid_argument("player " + std::to_string(p + 1) + ": " + game_label(problem.game) +
                                        " hand has " + std::to_string(problem.hole_n) + " hole cards, got " +
                                        std::to_string(spec.known().size()));
        try {
            known |= checked_mask(spec.known().data(), spec.known().size(), known);
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument("player " + std::to_string(p + 1) + ": " + e.what() +
                                        " (a card can only be in one place)");
        }
    }
    problem.known_mask = known;
    const int needed = 5 + problem.players * problem.hole_n + static_cast<int>(dead.size());
    if (needed > kNumCards)
        throw std::invalid_argument("too many players: " + std::to_string(problem.players) + " players need " +
                                    std::to_string(needed) + " cards with the board" +
                                    (dead.empty() ? "" : " and dead cards") + ", the deck has 52");
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
                if (problem.game != Game::kHoldem)
                    throw std::invalid_argument("player " + std::to_string(p + 1) +
                                                ": ranges are only supported for Hold'em");
                seat.kind = Seat::Kind::kRange;
                seat.combos = spec.hand_range().combos(known);
                if (seat.combos.empty())
                    throw std::invalid_argument("player " + std::to_string(p + 1) +
                                                ": the range has no hand left once the board, dead and "
                                                "other players' cards are removed");
                break;
        }
        problem.seats.push_back(std::move(seat));
    }
    return problem;
}

void check_options(const EquityOptions& options) {
    if (options.threads < 0)
        throw std::invalid_argument("threads must be >= 0 (0 uses every core), got " + std::to_string(options.threads));
    if (options.threads > EquityOptions::kMaxThreads)
        throw std::invalid_argument("threads must be at most " + std::to_string(EquityOptions::kMaxThreads) + ", got " +
                                    std::to_string(options.threads));
    if (!(options.target_stderr >= 0.0) || std::isinf(options.target_stderr))
        throw std::invalid_argument("target_stderr must be a positive number");
    if (!(options.time_limit >= 0.0)) throw std::invalid_argument("time_limit must be a positive number of seconds");
    if (options.trials > EquityOptions::kMaxTrials)
        throw std::invalid_argument("trials must be at most 2**50, got " + std::to_string(options.trials));
}

}  // namespace

}  // namespace equity_detail

EquityResult calculate_equity(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                              const std::vector<Card>& dead, const EquityOptions& options) {
    using namespace equity_detail;
    const double start = now_seconds();
    check_options(options);
    const Problem problem = make_problem(players, board, dead, options);
    check_some_deal_exists(problem);
    // More threads than this only add overhead (results do not depend on the count).
    const int threads = std::min(resolve_threads(options.threads), 256);
    bool exact = options.exact == ExactMode::kExact;
    ExactPlan plan;
    if (exact || (options.exact == ExactMode::kAuto && options.trials == 0 && options.target_stderr == 0.0)) {
        plan = plan_exact(problem, options);
        // Decided on estimated single-thread seconds, so the choice (and so
        // the result) does not depend on the machine or the thread count.
        const double budget = options.time_limit > 0 ? std::min(1.0, options.time_limit) : 1.0;
        exact = exact || plan.seconds <= budget;
    }
    EquityResult result = exact ? run_exact(problem, plan, threads, options, start)
                                : run_monte_carlo(problem, threads, options, start);
    result.elapsed = now_seconds() - start;
    return result;
}

EquityResult calculate_equity(const std::vector<std::string>& hands, std::string_view board, std::string_view dead,
                              const EquityOptions& options) {
    check_player_count(options.game, hands.size());
    std::vector<PlayerSpec> players;
    players.reserve(hands.size());
    for (std::size_t i = 0; i < hands.size(); ++i) {
        try {
            players.push_back(PlayerSpec::parse(hands[i], options.game));
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument("player " + std::to_string(i + 1) + ": " + e.what());
        }
    }
    return calculate_equity(players, parse_cards(board), parse_cards(dead), options);
}

}  // namespace holdem
