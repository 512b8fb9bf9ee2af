// Monte Carlo equity: independent deals from exactly the distribution exact
// enumeration weighs.
//
// Range players' combos are drawn in proportion to their weights and the
// whole draw is rejected when two of them collide: what remains is the
// weighted distribution over collision-free assignments, with no bias
// however much the ranges overlap.  Then the board and every unknown hole
// card are dealt uniformly from the cards left.  Preflop, a few deals share
// their hole cards (a unit: the hole cards, then as many boards); units are
// independent, and the standard error is the sample estimate over units.
//
// The samplers (holdem_sampler.hpp, omaha_sampler.hpp and the headers they
// use) are compiled in this translation unit only, so their hot loops are
// inlined as one unit.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>

#include "holdem/core/random.hpp"  // stream_seed
#include "hilo_sampler.hpp"
#include "holdem_sampler.hpp"
#include "mc_deck.hpp"        // kDealsPerItem
#include "game_rules.hpp"
#include "monte_carlo.hpp"
#include "omaha_sampler.hpp"
#include "problem.hpp"
#include "runner.hpp"
#include "showdown.hpp"

namespace holdem::equity_detail {

// The samplers' calls out of their dealing loops (rare: a flush, a range
// draw) go to these two, defined here rather than inline in their headers.
// A call that binds to a definition in this translation unit (not inline,
// so no other unit's copy can be chosen at link time; hidden, so not
// interposable in the shared module) lets the compiler see which registers
// the callee uses (-fipa-ra), and the loops keep their values in registers
// across the call; inline in the headers, every call site spilled them.

template <class Rules>
Strength HoldemSampler<Rules>::flush_strength(int p, const KeyedCard* board, const KeyedCard* holes,
                                              const std::uint32_t* chosen) const {
    const Holding& h = holdings_[static_cast<std::size_t>(p)];
    HandAccumulator hand = h.known;
    for (int i = 0; i < missing_; ++i) hand.add(card_of(board[i]));
    for (int i = 0; i < h.dealt; ++i) hand.add(card_of(holes[h.dealt_at + i]));
    if (h.range >= 0)
        for (Card c : ranges_.cards(h.range, chosen[h.range])) hand.add(c);
    // Called for a flush only: the flush suit's ranks decide.
    const std::uint64_t flush = hand.key() & detail::kFlushBits;
    const unsigned suit = (static_cast<unsigned>(__builtin_ctzll(flush)) - 35) >> 2;
    return Rules::flush(static_cast<unsigned>(hand.lanes() >> (16 * suit)) & 0x1fff);
}

void RangeDraws::draw(Rng& rng, KeyDeck& deck, std::uint32_t* chosen) const {
    const int n = count();
    if (n == 1) {
        chosen[0] = ranges_[0].alias.sample(rng);
    } else {
        for (std::uint64_t attempt = 0;; ++attempt) {
            if (attempt == kMaxRejections)
                throw std::invalid_argument("the ranges almost never fit together (no deal without a collision in " +
                                            std::to_string(kMaxRejections) + " draws)");
            if ((attempt & kCheckpointMask) == kCheckpointMask) item_checkpoint();
            CardMask used = 0;
            int r = 0;
            for (; r < n; ++r) {
                const std::uint32_t i = ranges_[static_cast<std::size_t>(r)].alias.sample(rng);
                const CardMask m = ranges_[static_cast<std::size_t>(r)].masks[i];
                if (used & m) break;
                used |= m;
                chosen[r] = i;
            }
            if (r == n) break;
        }
    }
    for (int r = 0; r < n; ++r) {
        const auto& c = cards(r, chosen[r]);
        deck.set_aside(c[0], 2 * r);
        deck.set_aside(c[1], 2 * r + 1);
    }
}

namespace {

// The standard error of a player's equity: the spread of independent
// units' shares.  With n deals in G units, S the summed share and Q the
// summed squared unit totals each divided by its unit's deal count, it is
// sqrt((Q/n - (S/n)^2) / (G - 1)); one deal a unit gives the usual sample
// estimate.
double standard_error(const Tally& t, int p) {
    const double n = t.weight;
    const double units = static_cast<double>(t.units);
    if (units < 2) return std::numeric_limits<double>::quiet_NaN();
    const double mean = t.at(p, Tally::kShare) / n;
    const double variance = std::max(0.0, t.at(p, Tally::kShareSquared) / n - mean * mean);
    return std::sqrt(variance / (units - 1));
}

EquityResult sampled_result(const Tally& t) {
    EquityResult result = tally_result(t);
    for (int p = 0; p < t.players(); ++p) result.std_error.push_back(standard_error(t, p));
    result.exact = false;
    return result;
}

// How far a run is towards its stops: the largest of the shares of the
// trials and of the time asked for, and of the standard error asked for
// (which shrinks as one over the square root of the deals).
double sampled_progress(const RunOutcome& outcome, std::uint64_t trials, const EquityOptions& options) {
    double done = 0.0;
    if (trials) done = static_cast<double>(outcome.tally.trials) / static_cast<double>(trials);
    if (options.time_limit > 0) done = std::max(done, outcome.elapsed / options.time_limit);
    if (options.target_stderr > 0) {
        double worst = 0.0;
        for (int p = 0; p < outcome.tally.players(); ++p) worst = std::max(worst, standard_error(outcome.tally, p));
        if (worst > 0) done = std::max(done, std::pow(options.target_stderr / worst, 2));
    }
    return std::min(done, 1.0);
}

}  // namespace

EquityResult run_monte_carlo(const Problem& problem, int threads, const EquityOptions& options, double start) {
    std::uint64_t trials = options.trials;
    if (trials == 0 && options.target_stderr == 0.0 && options.time_limit == 0.0) trials = EquityOptions::kDefaultTrials;
    const std::uint64_t items =
        trials ? (trials + kDealsPerItem - 1) / kDealsPerItem : (std::uint64_t{1} << 50) / kDealsPerItem;
    auto deals_in = [&](std::uint64_t item) {
        return trials && item == items - 1 ? trials - item * kDealsPerItem : kDealsPerItem;
    };
    std::unique_ptr<HoldemSampler<HoldemRules>> holdem;
    std::unique_ptr<HoldemSampler<ShortDeckRules<ShortDeck::kStandard>>> short_deck;
    std::unique_ptr<HoldemSampler<ShortDeckRules<ShortDeck::kTriton>>> triton;
    std::unique_ptr<OmahaSampler> omaha;
    std::unique_ptr<HiLoSampler> hilo;
    if (is_hilo(problem.game)) hilo = std::make_unique<HiLoSampler>(problem);
    else if (problem.game == Game::kHoldem) holdem = std::make_unique<HoldemSampler<HoldemRules>>(problem);
    else if (problem.game == Game::kShortDeck) short_deck = std::make_unique<HoldemSampler<ShortDeckRules<ShortDeck::kStandard>>>(problem);
    else if (problem.game == Game::kShortDeckTriton) triton = std::make_unique<HoldemSampler<ShortDeckRules<ShortDeck::kTriton>>>(problem);
    else omaha = std::make_unique<OmahaSampler>(problem);
    const ItemFn work = [&](std::uint64_t item, Tally& out) {
        const std::uint64_t seed = stream_seed(options.seed, item);
        if (holdem) holdem->run(seed, deals_in(item), out);
        else if (short_deck) short_deck->run(seed, deals_in(item), out);
        else if (triton) triton->run(seed, deals_in(item), out);
        else if (hilo) hilo->run(seed, deals_in(item), out);
        else omaha->run(seed, deals_in(item), out);
    };
    auto snapshot = [&](const RunOutcome& outcome) {
        EquityResult result = sampled_result(outcome.tally);
        result.progress = sampled_progress(outcome, trials, options);
        result.complete = false;  // set by the caller once the run has ended
        result.elapsed = outcome.elapsed;
        return result;
    };
    RunControl control;
    control.options = &options;
    control.players = problem.players;
    control.start = start;
    control.apply_time_limit = true;
    control.snapshot = snapshot;
    if (options.target_stderr > 0.0) {
        control.enough = [&](const Tally& t) {
            for (int p = 0; p < t.players(); ++p)
                if (!(standard_error(t, p) <= options.target_stderr)) return false;
            return true;
        };
    }
    const RunOutcome outcome = run_items(items, threads, work, control);
    EquityResult result = snapshot(outcome);
    // Monte Carlo is done when it reaches any stop it was given; only the
    // progress callback cuts it short, or a time limit that passed before
    // the first deals were in (an item of ranges that seldom fit).
    result.complete = outcome.reason != StopReason::kCallback && outcome.tally.trials > 0;
    if (result.complete) result.progress = 1.0;
    return result;
}

}  // namespace holdem::equity_detail
