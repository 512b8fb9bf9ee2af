// holdEm._core._equity, _next_card, _heads_up_breakdown, _flop_equities and parse_range: the equity
// calculator, run without the GIL, interruptible with Ctrl-C, reporting
// progress to Python.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <array>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/core/cancel.hpp"
#include "holdem/core/parallel.hpp"
#include "holdem/equity/equity.hpp"
#include "holdem/equity/flop_equity.hpp"
#include "holdem/equity/next_card.hpp"
#include "holdem/equity/heads_up_breakdown.hpp"
#include "holdem/equity/omaha_range.hpp"
#include "holdem/eval/shortdeck.hpp"
#include "holdem/equity/range.hpp"
#include "native_call.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

// An Omaha player given as its hands (omaha_hands_from_array), each weighing 1.
PlayerSpec hands_from_array(const py::array& given, Game game, std::size_t index) {
    const std::string who = player_label(index) + ": ";
    if (is_holdem_like(game))
        throw std::invalid_argument(who + "an array of hands is an Omaha range (for the Omaha games); here give "
                                          "cards, a range text or a holdEm.Range");
    const int hole = hole_card_count(game);
    return PlayerSpec::omaha_range(OmahaRange::from_hands(omaha_hands_from_array(given, hole, who), hole));
}

// A player: a string (cards, range or "random"), an array of Omaha hands, or
// an iterable of cards.  Errors name the player; make_problem checks the
// number of hole cards.  Text is read without the GIL, with Ctrl-C and the
// call's time limit (`clock`): long Omaha pattern text takes seconds, and
// other threads, a server's among them, go on meanwhile.
PlayerSpec player_from_python(py::handle obj, Game game, std::size_t index, ReadingClock& clock) {
    if (PyUnicode_Check(obj.ptr())) {
        const std::string_view text = utf8_view(py::reinterpret_borrow<py::str>(obj), player_label(index));
        const std::function<void()> poll = [&clock, index] { clock.poll(index); };
        NativeCall call;
        py::gil_scoped_release release;
        return parse_player(text, game, index, poll);
    }
    if (py::isinstance<py::array>(obj) && py::reinterpret_borrow<py::array>(obj).ndim() == 2)
        return hands_from_array(py::reinterpret_borrow<py::array>(obj), game, index);
    std::vector<Card> known = cards_from_python(obj, player_label(index).c_str());
    // No cards is no hand, as an empty string is (PlayerSpec::cards would deal it at random).
    if (known.empty()) throw std::invalid_argument(player_label(index) + ": empty hand: give cards, a range or 'random'");
    return PlayerSpec::cards(std::move(known));
}

// A Hold'em or short-deck player's combos and weights, {(low card, high card): weight}, for the
// range analyses' weighing in Python: the player read as the engine reads it (player_from_python),
// "random" every one of the 1,326 combos and one known card each other card beside it (the
// callers block the cards that cannot be dealt), in the order the analyses list their rows.
py::dict player_combos(py::handle hand, const std::string& game_name, std::size_t player) {
    const Game game = parse_game(game_name);
    ReadingClock no_limit;
    const PlayerSpec spec = player_from_python(hand, game, player, no_limit);
    py::dict out;
    const auto add = [&out](Card a, Card b, double weight) {
        out[py::make_tuple(int{std::min(a, b)}, int{std::max(a, b)})] = weight;
    };
    const std::vector<Card>& known = spec.known();
    switch (spec.kind()) {
        case PlayerSpec::Kind::kRange:
            for (const WeightedCombo& c : spec.hand_range().combos()) add(c.low, c.high, c.weight);
            break;
        case PlayerSpec::Kind::kRandom:
            for (Card a = 0; a < kNumCards; ++a)
                for (Card b = static_cast<Card>(a + 1); b < kNumCards; ++b) add(a, b, 1.0);
            break;
        case PlayerSpec::Kind::kCards:
            if (known.size() > 2)
                throw std::invalid_argument("a hand has 2 hole cards in " + game_name + ", got " +
                                            std::to_string(known.size()) + " in '" + cards_to_string(known) + "'");
            if (known.size() == 2) add(known[0], known[1], 1.0);
            for (Card c = 0; known.size() == 1 && c < kNumCards; ++c)
                if (c != known[0]) add(known[0], c, 1.0);
            break;
        case PlayerSpec::Kind::kOmahaRange:
            throw std::invalid_argument("an Omaha range: the combo weighing is for Hold'em and short deck");
    }
    return out;
}

// A progress callback's answer: any falsy one but None stops (np.False_ and 0 too, not only False).
bool keep_going(const py::object& answer) {
    if (answer.is_none()) return true;
    const int truth = PyObject_IsTrue(answer.ptr());
    if (truth < 0) throw py::error_already_set();
    return truth != 0;
}

}  // namespace

// The result's fields by name, as plain Python values.
py::dict result_fields(const EquityResult& r) {
    py::list categories;
    for (const auto& c : r.categories) categories.append(py::tuple(py::cast(std::vector<double>(c.begin(), c.end()))));
    py::dict fields;
    fields["equity"] = py::tuple(py::cast(r.equity));
    fields["win"] = py::tuple(py::cast(r.win));
    fields["tie"] = py::tuple(py::cast(r.tie));
    fields["categories"] = py::tuple(categories);
    fields["stderr"] = py::tuple(py::cast(r.std_error));
    fields["trials"] = r.trials;
    fields["exact"] = r.exact;
    fields["enumerated"] = r.enumerated;
    fields["complete"] = r.complete;
    fields["progress"] = r.progress;
    fields["elapsed"] = r.elapsed;
    add_hilo_fields(fields, r);
    return fields;
}

std::vector<PlayerSpec> players_from_python(const py::sequence& hands, Game game, ReadingClock* clock) {
    const auto count = static_cast<std::size_t>(py::len(hands));
    check_player_count(game, count);  // before building a range per player
    ReadingClock no_limit;
    ReadingClock& reading = clock != nullptr ? *clock : no_limit;
    std::vector<PlayerSpec> players;
    players.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        players.push_back(player_from_python(hands[i], game, i, reading));
        // (An array of hands is read with the GIL, unpolled: its time shows here.)
        const PlayerSpec::Kind kind = players.back().kind();
        reading.check(i, kind == PlayerSpec::Kind::kRange || kind == PlayerSpec::Kind::kOmahaRange);
    }
    return players;
}

namespace {

py::dict equity(const py::sequence& hands, py::handle board, py::handle dead, const std::string& game_name,
                py::object exact, std::uint64_t trials, double target_stderr, double time_limit, int threads,
                std::uint64_t seed, py::object progress) {
    ReadingClock clock(time_limit);  // the limit covers the whole call: the reading, then the engine's run
    EquityOptions options;
    options.game = parse_game(game_name);
    const std::vector<PlayerSpec> players = players_from_python(hands, options.game, &clock);
    const std::vector<Card> board_cards = cards_from_python(board, "board");
    const std::vector<Card> dead_cards = cards_from_python(dead, "dead cards");
    options.exact = exact.is_none() ? ExactMode::kAuto : exact.cast<bool>() ? ExactMode::kExact : ExactMode::kMonteCarlo;
    options.trials = trials;
    options.target_stderr = target_stderr;
    options.time_limit = time_limit;
    options.threads = threads;
    options.seed = seed;
    options.poll = poll_python;
    if (!progress.is_none()) {
        options.progress = [&progress](const EquityResult& so_far) {
            py::gil_scoped_acquire gil;
            PythonCallback in_python;
            return keep_going(progress(result_fields(so_far)));
        };
    }
    EquityResult result;
    {
        NativeCall call;
        py::gil_scoped_release release;
        options.time_spent = clock.spent();
        result = calculate_equity(players, board_cards, dead_cards, options);
    }
    return result_fields(result);
}

// The planner's modelled single-thread seconds of the spot's exact enumeration (what exact=None decides by).
double planned_seconds(const py::sequence& hands, py::handle board, py::handle dead, const std::string& game_name) {
    EquityOptions options;
    options.game = parse_game(game_name);
    const std::vector<PlayerSpec> players = players_from_python(hands, options.game);
    return planned_exact_seconds(players, cards_from_python(board, "board"), cards_from_python(dead, "dead cards"),
                                 options);
}

// The input of the exact walks that answer only when complete (next_card, the
// Omaha breakdown): the players and cards, and options with the threads, the
// time limit, Ctrl-C and a progress callback given the share done.  The
// callback is held by reference: it must outlive the run.  The players are
// read under the time limit, which `clock` counts on: give the engine
// options_now().
struct WalkInput {
    explicit WalkInput(double time_limit) : clock(time_limit) {}
    // The options with the time already spent on the call.
    EquityOptions options_now() const {
        EquityOptions now = options;
        now.time_spent = clock.spent();
        return now;
    }
    ReadingClock clock;
    EquityOptions options;
    std::vector<PlayerSpec> players;
    std::vector<Card> board, dead;
};

WalkInput walk_input(const py::sequence& hands, py::handle board, py::handle dead, const std::string& game_name,
                     int threads, double time_limit, const py::object& progress) {
    WalkInput in(time_limit);
    in.options.game = parse_game(game_name);
    in.players = players_from_python(hands, in.options.game, &in.clock);
    in.board = cards_from_python(board, "board");
    in.dead = cards_from_python(dead, "dead cards");
    in.options.threads = threads;
    in.options.time_limit = time_limit;
    in.options.poll = poll_python;
    if (!progress.is_none()) {
        in.options.progress = [&progress](const EquityResult& so_far) {
            py::gil_scoped_acquire gil;
            PythonCallback in_python;
            return keep_going(progress(so_far.progress));
        };
    }
    return in;
}

py::dict next_card(const py::sequence& hands, py::handle board, py::handle dead, const std::string& game_name,
                   int threads, double time_limit, py::object progress) {
    const WalkInput in = walk_input(hands, board, dead, game_name, threads, time_limit, progress);
    NextCardResult result;
    {
        NativeCall call;
        py::gil_scoped_release release;
        result = next_card_equity(in.players, in.board, in.dead, in.options_now());
    }
    py::list equities;
    for (const auto& e : result.equity) equities.append(py::tuple(py::cast(e)));
    py::dict fields;
    fields["cards"] = py::tuple(py::cast(std::vector<int>(result.cards.begin(), result.cards.end())));
    fields["weights"] = py::tuple(py::cast(result.weights));
    fields["equities"] = py::tuple(equities);
    fields["equity"] = py::tuple(py::cast(result.equity_now));
    fields["complete"] = result.complete;
    fields["timed_out"] = result.timed_out;
    fields["progress"] = result.progress;
    return fields;
}

py::dict heads_up_breakdown_fields(const py::sequence& hands, py::handle board, py::handle dead,
                                   const std::string& game_name, int player, int threads, double time_limit,
                                   py::object progress) {
    const WalkInput in = walk_input(hands, board, dead, game_name, threads, time_limit, progress);
    HeadsUpBreakdown result;
    {
        NativeCall call;
        py::gil_scoped_release release;
        result = heads_up_breakdown(in.players, in.board, in.dead, player, in.options_now());
    }
    const int hole = hole_card_count(in.options.game);
    py::array_t<Card> rows({static_cast<py::ssize_t>(result.hands.size()), static_cast<py::ssize_t>(hole)});
    Card* out = rows.mutable_data();
    for (CardMask hand : result.hands)
        for (int c = kNumCards - 1; c >= 0; --c)  // the highest card first, as omaha_hands writes them
            if ((hand >> c) & 1) *out++ = static_cast<Card>(c);
    py::dict fields;
    fields["hands"] = rows;
    fields["deals"] = py::tuple(py::cast(result.deals));
    fields["wins"] = py::tuple(py::cast(result.wins));
    fields["ties"] = py::tuple(py::cast(result.ties));
    fields["shares"] = py::tuple(py::cast(result.shares));
    fields["complete"] = result.complete;
    fields["timed_out"] = result.timed_out;
    fields["progress"] = result.progress;
    return fields;
}

py::dict flop_equities(const py::sequence& hands, const py::array_t<Card, py::array::c_style>& flops,
                       py::handle dead, const std::string& game_name, int threads, double time_limit,
                       py::object progress) {
    if (flops.ndim() != 2 || flops.shape(1) != 3) throw std::invalid_argument("flops must be an (N, 3) array of cards");
    const WalkInput in = walk_input(hands, py::list(), dead, game_name, threads, time_limit, progress);
    std::vector<std::array<Card, 3>> given(static_cast<std::size_t>(flops.shape(0)));
    std::copy_n(flops.data(), 3 * given.size(), given.empty() ? nullptr : given[0].data());
    FlopEquities result;
    {
        NativeCall call;
        py::gil_scoped_release release;
        result = heads_up_flop_equities(in.players, given, in.dead, in.options_now());
    }
    py::array_t<double> equity({static_cast<py::ssize_t>(result.equity.size()), py::ssize_t{2}});
    std::copy_n(result.equity.empty() ? nullptr : result.equity[0].data(), 2 * result.equity.size(),
                equity.mutable_data());
    py::dict fields;
    fields["equity"] = equity;
    fields["deals"] = py::array_t<double>(static_cast<py::ssize_t>(result.deals.size()), result.deals.data());
    fields["by_board"] = result.by_board;
    fields["complete"] = result.complete;
    fields["timed_out"] = result.timed_out;
    fields["progress"] = result.progress;
    return fields;
}

}  // namespace

void bind_equity(py::module_& m) {
    m.attr("MAX_TRIALS") = EquityOptions::kMaxTrials;
    m.attr("DEFAULT_TRIALS") = EquityOptions::kDefaultTrials;
    m.attr("AUTO_EXACT_SECONDS") = EquityOptions::kAutoExactSeconds;
    m.attr("MAX_THREADS") = EquityOptions::kMaxThreads;
    m.def("core_count", &core_count,
          "The cores this process may run on (its CPU affinity): what threads=0 uses, in the engine and "
          "in the package's Python threads.");
    py::tuple ranking(kNumHandClasses);
    for (std::size_t i = 0; i < preflop_ranking().size(); ++i) ranking[i] = py::int_(preflop_ranking()[i]);
    m.attr("PREFLOP_RANKING") = ranking;
    m.def("_equity", &equity, py::arg("hands"), py::arg("board"), py::arg("dead"), py::arg("game"), py::arg("exact"),
          py::arg("trials"), py::arg("target_stderr"), py::arg("time_limit"), py::arg("threads"), py::arg("seed"),
          py::arg("progress"),
          "Equity calculator behind holdEm.equity; returns the result's fields by name (equity, win, tie, "
          "categories, stderr, trials, exact, complete, progress, elapsed).  time_limit (0: none) covers reading "
          "the hands too: past it there, TimeoutError naming the player.  Use holdEm.equity.");
    m.def("_planned_exact_seconds", &planned_seconds, py::arg("hands"), py::arg("board"), py::arg("dead"),
          py::arg("game"),
          "The planner's modelled single-thread seconds of an exact enumeration of the spot (inf out of reach), "
          "from counts alone: holdEm.equity(exact=None) enumerates when they are at most 1 s and at most half its "
          "time_limit.");
    m.def("_next_card", &next_card, py::arg("hands"), py::arg("board"), py::arg("dead"), py::arg("game"), py::arg("threads"),
          py::arg("time_limit"), py::arg("progress"),
          "Next-card equity behind holdEm.next_card; returns its fields by name (cards, weights, equities, "
          "equity, complete, timed_out, progress).  Use holdEm.next_card.");
    m.def("_heads_up_breakdown", &heads_up_breakdown_fields, py::arg("hands"), py::arg("board"), py::arg("dead"),
          py::arg("game"), py::arg("player"), py::arg("threads"), py::arg("time_limit"), py::arg("progress"),
          "One player's exact equity hand by hand, heads-up, from one enumeration, behind "
          "holdEm.equity_breakdown; returns hands (an (N, hole cards) array), deals, wins, ties, shares, "
          "complete, timed_out, progress.  Use holdEm.equity_breakdown.");
    m.def("_flop_equities", &flop_equities, py::arg("hands"), py::arg("flops"), py::arg("dead"), py::arg("game"),
          py::arg("threads"), py::arg("time_limit"), py::arg("progress"),
          "Each player's exact equity on each flop, heads-up, from one walk of the boards, behind "
          "holdEm.flop_report; returns equity (an (N, 2) array), deals, by_board, complete, timed_out, progress.  "
          "Use holdEm.flop_report.");
    m.def("_player_combos", &player_combos, py::arg("hand"), py::arg("game") = "holdem", py::arg("player") = 0,
          "A Hold'em or short-deck player's combos as {(low card, high card): weight}, read as holdEm.equity "
          "reads a player (its errors name `player`, counted from 0, as player 1 ...); 'random' all 1,326, one "
          "known card each other card beside it.");
    m.def(
        "parse_range",
        [](const py::str& text, const std::string& game_name) {
            const Game game = parse_game(game_name);
            const Range range = Range::parse(utf8_view(text), share_ranking(game));
            check_range_in_deck(range, game);
            py::dict combos;
            for (const WeightedCombo& c : range.combos())
                combos[py::str(card_to_string(c.high) + card_to_string(c.low))] = c.weight;
            return combos;
        },
        py::arg("text"), py::arg("game") = "holdem",
        "The combos of a Hold'em or short-deck range and their weights, like {'AsKs': 1.0, ...} (higher "
        "card first).");
    m.def(
        "_shortdeck_ranking",
        [](bool triton) {
            const ShortDeck rules = triton ? ShortDeck::kTriton : ShortDeck::kStandard;
            py::list out;
            for (int k = 0; k < kNumShortDeckClasses; ++k)
                out.append(py::make_tuple(int{shortdeck_preflop_ranking(rules)[static_cast<std::size_t>(k)]},
                                          shortdeck_preflop_equity(rules)[static_cast<std::size_t>(k)]));
            return py::tuple(out);
        },
        py::arg("triton"),
        "The 81 short-deck classes strongest first as (grid index, equity against a random hand).");
}

}  // namespace holdem::bindings
