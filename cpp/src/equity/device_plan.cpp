// The CUDA backend's Monte Carlo on the host: plans, the batch driver, and
// the device code run on the CPU (the reference the GPU must agree with).
#include "device_plan.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "holdem/equity/gpu_equity.hpp"
#include "holdem/eval/gpu_batch.hpp"
#include "device_launch.hpp"
#include "exact.hpp"  // check_some_deal_exists
#include "runner.hpp"  // now_seconds
#include "showdown.hpp"  // tally_result

namespace holdem::equity_detail {

namespace {

using device::DeviceCombo;
using device::DeviceCounts;

// Walker's alias table with 32-bit thresholds (a combo is kept when a
// uniform word is below its threshold): weights are honoured to 2^-32.
void add_alias_range(const std::vector<WeightedCombo>& combos, const device::DeviceTables& t,
                     std::vector<DeviceCombo>& out) {
    const std::size_t begin = out.size();
    const std::size_t n = combos.size();
    double total = 0.0;
    for (const auto& c : combos) total += c.weight;
    std::vector<double> scaled(n);
    std::vector<std::uint32_t> small, large;
    for (std::size_t i = 0; i < n; ++i) {
        const auto& c = combos[i];
        out.push_back({device::card_key(c.high, t) + device::card_key(c.low, t),
                       device::card_lane(c.high) | device::card_lane(c.low), 0xFFFFFFFFu, static_cast<std::uint32_t>(i)});
        scaled[i] = c.weight * static_cast<double>(n) / total;
        (scaled[i] < 1.0 ? small : large).push_back(static_cast<std::uint32_t>(i));
    }
    while (!small.empty() && !large.empty()) {
        const std::uint32_t s = small.back();
        small.pop_back();
        const std::uint32_t l = large.back();
        out[begin + s].threshold = static_cast<std::uint32_t>(std::min(std::ldexp(scaled[s], 32), 4294967295.0));
        out[begin + s].alias = l;
        scaled[l] -= 1.0 - scaled[s];
        if (scaled[l] < 1.0) {
            large.pop_back();
            small.push_back(l);
        }
    }
    // What is left (rounding) keeps itself: threshold and alias as initialised.
}

// The standard error of a player's equity from the integer sums (every deal its own unit).
double standard_error(const DeviceCounts& counts, int p, std::uint64_t trials) {
    if (trials < 2) return std::numeric_limits<double>::quiet_NaN();
    const double n = static_cast<double>(trials);
    const double unit = device::kShareUnit;
    const double mean = static_cast<double>(counts.v[p * device::kFields + device::kShareUnits]) / unit / n;
    const double square =
        static_cast<double>(counts.v[p * device::kFields + device::kShareSquareUnits]) / (unit * unit) / n;
    return std::sqrt(std::max(0.0, square - mean * mean) / (n - 1));
}

EquityResult counts_result(DeviceCounts& counts, int players, std::uint64_t trials) {
    Tally tally(players);
    for (int p = 0; p < players; ++p) {
        tally.at(p, Tally::kWin) = static_cast<double>(counts.at(p, device::kWins));
        tally.at(p, Tally::kTie) = static_cast<double>(counts.at(p, device::kTies));
        tally.at(p, Tally::kShare) = static_cast<double>(counts.at(p, device::kShareUnits)) / device::kShareUnit;
        for (int c = 0; c < kNumCategories; ++c)
            tally.at(p, Tally::kCategory0 + c) = static_cast<double>(counts.at(p, device::kCategory1 + c));
    }
    tally.weight = static_cast<double>(trials);
    tally.trials = tally.units = trials;
    EquityResult result = tally_result(tally);
    for (int p = 0; p < players; ++p) result.std_error.push_back(standard_error(counts, p, trials));
    result.exact = false;
    result.enumerated = false;
    return result;
}

}  // namespace

DevicePlan make_device_plan(const Problem& problem) {
    if (problem.game != Game::kHoldem && (is_holdem_like(problem.game) || is_hilo(problem.game)))
        throw std::invalid_argument("device='cuda' runs Hold'em and Omaha high (omaha, plo4, plo5, plo6) only");
    if (problem.game != Game::kHoldem && problem.has_ranges())
        throw std::invalid_argument("device='cuda' takes Omaha hands as cards or 'random', not ranges "
                                    "(device='cpu' takes them)");
    if (problem.players > device::kMaxDevicePlayers)
        throw std::invalid_argument("device='cuda' takes at most " + std::to_string(device::kMaxDevicePlayers) +
                                    " players, got " + std::to_string(problem.players));
    const device::DeviceTables t = device::tables_in(device::host_table_block());
    DevicePlan plan;
    device::DeviceSpot& spot = plan.spot;
    spot.players = problem.players;
    spot.hole_cards = problem.hole_n;
    spot.missing = problem.board_missing();
    for (std::size_t i = 0; i < problem.board.size(); ++i) {
        const Card c = problem.board[i];
        spot.board_key += device::card_key(c, t);
        spot.board_lanes |= device::card_lane(c);
        spot.board[i] = static_cast<unsigned char>(c);
    }
    int ranges = 0;
    for (int p = 0; p < problem.players; ++p) {
        const Seat& seat = problem.seats[static_cast<std::size_t>(p)];
        device::DeviceSeat& out = spot.seats[p];
        for (std::size_t i = 0; i < seat.known.size(); ++i) {
            const Card c = seat.known[i];
            out.key += device::card_key(c, t);
            out.lanes |= device::card_lane(c);
            out.cards[i] = static_cast<unsigned char>(c);
        }
        if (seat.kind == Seat::Kind::kDealt) out.dealt = seat.dealt;
        if (seat.kind == Seat::Kind::kRange) {
            out.range = ranges;
            spot.range_begin[ranges] = static_cast<std::uint32_t>(plan.combos.size());
            spot.range_size[ranges] = static_cast<std::uint32_t>(seat.combos.size());
            add_alias_range(seat.combos, t, plan.combos);
            ++ranges;
        }
    }
    for (Card c = 0; c < kNumCards; ++c)
        if (!(problem.known_mask & card_bit(c))) spot.deck |= device::card_lane(c);
    if (plan.combos.empty()) plan.combos.push_back({});  // never read; keeps the pointer valid
    return plan;
}

EquityResult run_device_monte_carlo(const Problem& problem, const EquityOptions& options, const StreamRunner& runner,
                                    double start) {
    std::uint64_t trials = options.trials;
    const bool open_ended = trials == 0;
    if (open_ended && options.target_stderr == 0.0 && options.time_limit == 0.0) trials = EquityOptions::kDefaultTrials;
    if (trials == 0) trials = EquityOptions::kMaxTrials;
    const std::uint64_t streams = (trials + device::kDealsPerStream - 1) / device::kDealsPerStream;
    DeviceCounts counts;
    std::uint64_t done_streams = 0, batch = std::uint64_t{1} << 12;
    EquityResult result;
    bool stopped = false;
    double last_progress = start;
    auto progress_of = [&](const EquityResult& r, double elapsed) {
        double done = options.trials ? static_cast<double>(r.trials) / static_cast<double>(options.trials) : 0.0;
        if (options.time_limit > 0) done = std::max(done, elapsed / options.time_limit);
        if (options.target_stderr > 0) {
            double worst = 0.0;
            for (double e : r.std_error) worst = std::max(worst, e);
            if (worst > 0) done = std::max(done, std::pow(options.target_stderr / worst, 2));
        }
        return std::min(done, 1.0);
    };
    for (;;) {
        const std::uint64_t end = std::min(streams, done_streams + batch);
        runner(done_streams, end, trials, counts);
        if (counts.failed)
            throw std::invalid_argument("the ranges almost never fit together (no deal without a collision in " +
                                        std::to_string(device::kMaxRangeAttempts) + " draws)");
        done_streams = end;
        batch = std::min<std::uint64_t>(batch * 2, std::uint64_t{1} << 22);
        const std::uint64_t dealt = std::min(trials, done_streams * device::kDealsPerStream);
        result = counts_result(counts, problem.players, dealt);
        const double elapsed = now_seconds() - start;
        if (done_streams == streams) break;
        if (options.poll) options.poll();
        if (options.time_limit > 0 && elapsed >= options.time_limit) break;
        if (options.target_stderr > 0 &&
            std::all_of(result.std_error.begin(), result.std_error.end(),
                        [&](double e) { return e <= options.target_stderr; }))
            break;
        if (options.progress && now_seconds() - last_progress >= options.progress_interval) {
            last_progress = now_seconds();
            result.progress = progress_of(result, elapsed);
            result.complete = false;
            result.elapsed = elapsed;
            if (!options.progress(result)) {
                stopped = true;
                break;
            }
        }
    }
    result.complete = !stopped;
    result.progress = stopped ? progress_of(result, now_seconds() - start) : 1.0;
    return result;
}

void run_streams_on_host(const DevicePlan& plan, DeviceDeal deal, std::uint64_t seed, std::uint64_t first,
                         std::uint64_t end, std::uint64_t trials, unsigned blocks, unsigned threads,
                         DeviceCounts& out) {
    unsigned char deck[device::ShuffleDeck::kBytesPerStream];  // a stream's at a time (ShuffleDeck's)
    const device::StreamData data{device::tables_in(device::host_table_block()), plan.combos.data(), deck, 4};
    const std::uint64_t grid = std::uint64_t{blocks} * threads;
    with_device_game(plan.spot.hole_cards, [&](auto game) {
        with_device_deck(deal, [&](auto deck_tag) {
            with_constant<1, decltype(game)::kMaxPlayers>(plan.spot.players, [&](auto n) {
                for (unsigned b = 0; b < blocks; ++b) {
                    DeviceCounts block;  // as a block reduces its threads' counts
                    for (unsigned t = 0; t < threads; ++t) {
                        DeviceCounts thread;
                        device::run_thread_streams<decltype(game), typename decltype(deck_tag)::type,
                                                   decltype(n)::value>(plan.spot, data, seed, first, end, trials,
                                                                       std::uint64_t{b} * threads + t, grid, thread);
                        block.add(thread);
                    }
                    out.add(block);
                }
            });
        });
    });
}

}  // namespace holdem::equity_detail

namespace holdem {

namespace {

equity_detail::Problem device_problem(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                                      const std::vector<Card>& dead, const EquityOptions& options) {
    using namespace equity_detail;
    check_options(options);
    if (options.exact == ExactMode::kExact)
        throw std::invalid_argument("device='cuda' runs Monte Carlo only (exact=True needs device='cpu')");
    Problem problem = make_problem(players, board, dead, options);
    check_some_deal_exists(problem);
    return problem;
}

// The block size a run takes: `block_threads`, or the default for 0.
unsigned checked_block_threads(unsigned block_threads, const equity_detail::DevicePlan& plan, DeviceDeal deal) {
    using equity_detail::kHeadsUpBlockThreads;
    if (block_threads == 0) return kHeadsUpBlockThreads[0];
    if (!equity_detail::heads_up_select(plan, deal))
        throw std::invalid_argument("block_threads is for heads-up Hold'em dealt by 'select' only");
    std::string built;
    for (const unsigned threads : kHeadsUpBlockThreads) {
        if (threads == block_threads) return threads;
        built += (built.empty() ? "" : ", ") + std::to_string(threads);
    }
    throw std::invalid_argument("block_threads must be one of " + built + ", got " + std::to_string(block_threads));
}

}  // namespace

EquityResult calculate_equity_cuda(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                                   const std::vector<Card>& dead, const EquityOptions& options, DeviceDeal deal,
                                   unsigned block_threads) {
    using namespace equity_detail;
    const double start = call_start(options);
    const Problem problem = device_problem(players, board, dead, options);
    const DevicePlan plan = make_device_plan(problem);
    const unsigned block = checked_block_threads(block_threads, plan, deal);
    check_cuda_usable();
    EquityResult result =
        run_device_monte_carlo(problem, options, make_cuda_stream_runner(plan, deal, options.seed, block), start);
    result.elapsed = now_seconds() - start;
    return result;
}

EquityResult calculate_equity_device_on_host(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                                             const std::vector<Card>& dead, const EquityOptions& options,
                                             unsigned blocks, unsigned threads, DeviceDeal deal) {
    using namespace equity_detail;
    if (blocks == 0 || threads == 0) throw std::invalid_argument("blocks and threads must be at least 1");
    const double start = call_start(options);
    const Problem problem = device_problem(players, board, dead, options);
    const DevicePlan plan = make_device_plan(problem);
    const StreamRunner runner = [&](std::uint64_t first, std::uint64_t end, std::uint64_t trials,
                                    device::DeviceCounts& out) {
        run_streams_on_host(plan, deal, options.seed, first, end, trials, blocks, threads, out);
    };
    EquityResult result = run_device_monte_carlo(problem, options, runner, start);
    result.elapsed = now_seconds() - start;
    return result;
}

std::array<std::uint32_t, 4> philox4x32_10(const std::array<std::uint32_t, 4>& counter,
                                           const std::array<std::uint32_t, 2>& key) {
    const device::Philox4 out = device::philox4x32_10({{counter[0], counter[1], counter[2], counter[3]}}, key[0], key[1]);
    return {out.v[0], out.v[1], out.v[2], out.v[3]};
}

}  // namespace holdem
