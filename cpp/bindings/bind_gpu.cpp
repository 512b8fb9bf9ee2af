// holdEm._core's part for the optional CUDA backend: whether it is there,
// Monte Carlo equity (Hold'em, Omaha high) and batch evaluation on the GPU, and the device code run
// on the CPU (which the tests compare with the CPU engine on every machine).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

#include "bindings.hpp"
#include "card_args.hpp"
#include "holdem/equity/gpu_equity.hpp"
#include "holdem/eval/gpu_batch.hpp"
#include "native_call.hpp"

namespace py = pybind11;

namespace holdem::bindings {

namespace {

EquityOptions monte_carlo_options(std::uint64_t trials, double target_stderr, double time_limit, std::uint64_t seed) {
    EquityOptions options;
    options.exact = ExactMode::kMonteCarlo;
    options.trials = trials;
    options.target_stderr = target_stderr;
    options.time_limit = time_limit;
    options.seed = seed;
    options.poll = poll_python;
    return options;
}

DeviceDeal parse_deal(const std::string& deal) {
    if (deal == "select") return DeviceDeal::kSelect;
    if (deal == "shuffle") return DeviceDeal::kShuffle;
    throw std::invalid_argument("deal must be 'select' or 'shuffle', got '" + deal + "'");
}

BatchLanes parse_lanes(const std::string& lanes) {
    if (lanes == "shifts") return BatchLanes::kShifts;
    if (lanes == "table") return BatchLanes::kCardTable;
    throw std::invalid_argument("lanes must be 'shifts' or 'table', got '" + lanes + "'");
}

// blocks == 0: on the GPU (in blocks of block_threads, 0 the default); else
// the device code on the CPU as a grid of blocks x threads.
py::dict device_equity(const py::sequence& hands, py::handle board, py::handle dead, std::uint64_t trials,
                       double target_stderr, double time_limit, std::uint64_t seed, unsigned blocks,
                       unsigned threads, const std::string& game, const std::string& deal_name,
                       unsigned block_threads) {
    const DeviceDeal deal = parse_deal(deal_name);
    if (blocks != 0 && block_threads != 0)
        throw std::invalid_argument("block_threads is for the GPU (blocks=0); the CPU's grid is blocks x threads");
    ReadingClock clock(time_limit);  // the limit covers the whole call, the reading too
    EquityOptions options = monte_carlo_options(trials, target_stderr, time_limit, seed);
    options.game = parse_game(game);
    const std::vector<PlayerSpec> players = players_from_python(hands, options.game, &clock);
    const std::vector<Card> board_cards = cards_from_python(board, "board");
    const std::vector<Card> dead_cards = cards_from_python(dead, "dead cards");
    EquityResult result;
    {
        NativeCall call;
        py::gil_scoped_release release;
        options.time_spent = clock.spent();
        result = blocks == 0 ? calculate_equity_cuda(players, board_cards, dead_cards, options, deal, block_threads)
                             : calculate_equity_device_on_host(players, board_cards, dead_cards, options, blocks,
                                                               threads, deal);
    }
    return result_fields(result);
}

using CardArray = py::array_t<Card, py::array::c_style>;

std::size_t checked_width(const CardArray& cards) {
    if (cards.ndim() != 2 || cards.shape(1) < 5 || cards.shape(1) > 7)
        throw std::invalid_argument("evaluate_batch takes an array of shape (N, 5|6|7)");
    return static_cast<std::size_t>(cards.shape(1));
}

// gpu: on the GPU (host arrays copied in and out: staged as evaluate_batch_cuda
// does, or with a `shift`, plainly, that many bytes into their device
// allocation), else the kernel's row code on the CPU.
py::array_t<Strength> device_batch(const CardArray& cards, bool validate, bool gpu,
                                   std::optional<std::size_t> shift = std::nullopt,
                                   BatchLanes lanes = BatchLanes::kShifts) {
    const std::size_t width = checked_width(cards);
    const auto rows = static_cast<std::size_t>(cards.shape(0));
    py::array_t<Strength> out(static_cast<py::ssize_t>(rows));
    const Card* in = cards.data();
    Strength* result = out.mutable_data();
    {
        NativeCall call;
        py::gil_scoped_release release;
        if (gpu && shift) evaluate_batch_cuda_shifted(in, rows, width, result, *shift, validate);
        else if (gpu) evaluate_batch_cuda(in, rows, width, result, validate);
        else evaluate_batch_device_code(in, rows, width, result, validate, lanes);
    }
    return out;
}

}  // namespace

void bind_gpu(py::module_& m) {
    m.def("_cuda_built", &cuda_built, "Whether the module was built with the CUDA backend (HOLDEM_CUDA).");
    m.def("_cuda_device_count", &cuda_device_count, "CUDA devices present (0 without the backend).");
    m.def("_check_cuda", &check_cuda_usable, "Raises RuntimeError unless the CUDA backend and a device are there.");
    m.def("_equity_cuda", &device_equity, py::arg("hands"), py::arg("board"), py::arg("dead"), py::arg("trials"),
          py::arg("target_stderr"), py::arg("time_limit"), py::arg("seed"), py::arg("blocks") = 0,
          py::arg("threads") = 0, py::arg("game") = "holdem", py::arg("deal") = "select",
          py::arg("block_threads") = 0,
          "Monte Carlo equity on the GPU (blocks=0), or its device code on the CPU as blocks x threads, for "
          "Hold'em or Omaha high, the cards dealt by 'select' or 'shuffle' (DeviceDeal); heads-up Hold'em dealt "
          "by 'select' in GPU blocks of block_threads (512, 768 or 1024; 0 the default); the result's fields by "
          "name.  Use holdEm.equity(..., device='cuda').");
    m.def(
        "_evaluate_batch_cuda",
        [](const CardArray& cards, bool validate, std::optional<std::size_t> shift) {
            if (shift && *shift > 15) throw std::invalid_argument("shift is 0..15 bytes, got " + std::to_string(*shift));
            return device_batch(cards, validate, true, shift);
        },
        py::arg("cards"), py::arg("validate") = true, py::arg("shift") = py::none(),
        "evaluate_batch on the GPU for a host array; with a shift, copied plainly that many bytes into its device "
        "allocation (for tests of device arrays at any alignment, and the unstaged path's figures).");
    m.def(
        "_evaluate_batch_device_code",
        [](const CardArray& cards, bool validate, const std::string& lanes) {
            return device_batch(cards, validate, false, std::nullopt, parse_lanes(lanes));
        },
        py::arg("cards"), py::arg("validate") = true, py::arg("lanes") = "shifts",
        "The GPU batch kernel's row code run on the CPU (0 for a bad row), its lanes by 'shifts' or from the card "
        "'table' (BatchLanes).");
    m.def(
        "_evaluate_batch_cuda_pointers",
        [](std::uintptr_t cards, std::size_t rows, std::size_t width, std::uintptr_t out, bool validate) {
            NativeCall call;
            py::gil_scoped_release release;
            evaluate_batch_cuda_device(reinterpret_cast<const Card*>(cards), rows, width,
                                       reinterpret_cast<Strength*>(out), validate);
        },
        py::arg("cards"), py::arg("rows"), py::arg("width"), py::arg("out"), py::arg("validate") = true,
        "evaluate_batch on the GPU for device pointers (rows x width uint8 cards in, rows uint16 strengths out).");
    m.def(
        "_time_batch_cuda_device",
        [](const CardArray& cards, int repeats, bool validate, const std::string& lanes_name) {
            const BatchLanes lanes = parse_lanes(lanes_name);
            const std::size_t width = checked_width(cards);
            const auto rows = static_cast<std::size_t>(cards.shape(0));
            py::array_t<Strength> out(static_cast<py::ssize_t>(rows));
            const Card* in = cards.data();
            Strength* result = out.mutable_data();
            double seconds = 0.0;
            {
                NativeCall call;
                py::gil_scoped_release release;
                seconds = time_batch_cuda_device(in, rows, width, result, repeats, validate, lanes);
            }
            return py::make_tuple(seconds, out);
        },
        py::arg("cards"), py::arg("repeats"), py::arg("validate") = true, py::arg("lanes") = "shifts",
        "Seconds one GPU evaluation of the rows takes once they are on the device (CUDA events), and the strengths; "
        "the kernel's lanes by 'shifts' or from the card 'table' (BatchLanes).");
    m.def(
        "_evaluate_omaha_device_code",
        [](const CardArray& boards, const CardArray& holes) {
            if (boards.ndim() != 2 || boards.shape(1) != 5 || holes.ndim() != 2 || holes.shape(1) < 4 ||
                holes.shape(1) > 6 || holes.shape(0) != boards.shape(0))
                throw std::invalid_argument("takes boards of shape (N, 5) and holes of shape (N, 4|5|6)");
            const auto rows = static_cast<std::size_t>(boards.shape(0));
            for (const CardArray* a : {&boards, &holes})
                for (py::ssize_t i = 0; i < a->size(); ++i)
                    if (a->data()[i] > 51) throw std::invalid_argument("cards are 0..51");
            py::array_t<Strength> out(static_cast<py::ssize_t>(rows));
            evaluate_omaha_device_code(boards.data(), holes.data(), rows, static_cast<std::size_t>(holes.shape(1)),
                                       out.mutable_data());
            return out;
        },
        py::arg("boards"), py::arg("holes"),
        "The GPU Monte Carlo's Omaha high evaluation run on the CPU (rows of distinct cards).");
    m.def(
        "_philox4x32_10",
        [](const std::array<std::uint32_t, 4>& counter, const std::array<std::uint32_t, 2>& key) {
            return philox4x32_10(counter, key);
        },
        py::arg("counter"), py::arg("key"), "The CUDA backend's dealing generator on one counter.");
}

}  // namespace holdem::bindings
