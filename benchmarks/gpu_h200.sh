#!/usr/bin/env bash
# The CUDA backend on one H200 (or any sm_90 GPU): build, check against the CPU, measure.
# About 4 minutes (each step bounded by a timeout): a Release build of the module with HOLDEM_CUDA=ON into
# build-cuda/ (the module lands in python/holdEm, used through PYTHONPATH=python), the GPU
# tests, then benchmarks/gpu_bench.py: correctness on a few Hold'em and Omaha spots, Monte Carlo
# hands/s heads-up and 6-way (Hold'em and PLO4) for each device deal (select, shuffle) and
# heads-up select's block sizes (512, 768, 1024: all built in) side by side, batch evaluations/s
# from host and device arrays (both ways to the lanes), each beside the CPU's figure.
#
#   bash benchmarks/gpu_h200.sh            # BUILD=dir to build elsewhere, SECONDS_PER_RUN=2
#   NCU=1 bash ...                         # then Nsight Compute on one large launch of each kernel (ncu_*.txt)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-cuda}
PY=${PYTHON:-python3}
nvidia-smi --query-gpu=name,memory.total,clocks.max.sm,driver_version --format=csv || true
nvcc --version | tail -2
PYBIND11_DIR=$($PY -m pybind11 --cmakedir 2>/dev/null || true)
if [ -z "$PYBIND11_DIR" ]; then
  echo "pybind11 is missing for $PY (pip install pybind11)" >&2
  exit 2
fi
mkdir -p "$BUILD"
# OUT=dir: the logs and figures are copied there too, however the script ends.
trap '[ -n "${OUT:-}" ] && cp "$BUILD"/build*.log "$BUILD"/*.txt "$OUT"/ 2>/dev/null; true' EXIT
timeout 60 cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DHOLDEM_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
  -DCMAKE_CUDA_FLAGS=-Xptxas=-v -DHOLDEM_PYTHON=ON -DHOLDEM_TESTS=OFF -DHOLDEM_EXAMPLES=OFF -DHOLDEM_INSTALL=OFF \
  -DPython_EXECUTABLE="$(command -v "$PY")" -Dpybind11_DIR="$PYBIND11_DIR" > "$BUILD/configure.log" 2>&1 \
  || { tail -40 "$BUILD/configure.log"; exit 1; }
time timeout 240 cmake --build "$BUILD" --target _core -j "$(nproc)" > "$BUILD/build.log" 2>&1 \
  || { tail -40 "$BUILD/build.log"; exit 1; }
export PYTHONPATH=$PWD/python
$PY -c "import holdEm; print('cuda_available:', holdEm.cuda_available())"
if $PY -c "import pytest" 2>/dev/null; then
  # The GPU tests only: the host-side ones run in every CI, and would take a minute of GPU time.
  timeout 120 $PY -m pytest -q -p no:cacheprovider -rs tests/test_cuda_gpu.py || true
fi
status=0  # the bench's: 1 when a check failed (the profile below still runs)
timeout 240 $PY benchmarks/gpu_bench.py --seconds "${SECONDS_PER_RUN:-2}" | tee "$BUILD/bench.txt" || status=$?
NCU_BIN=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2> /dev/null | head -1 || true)
if [ -n "${NCU:-}" ] && [ -n "$NCU_BIN" ]; then
  # The 11th launch of a run is the first of the full batches (2^22 streams); the batch bench's first large launch.
  sections="--section SpeedOfLight --section SchedulerStats --section WarpStateStats --section Occupancy"
  metrics="--metrics smsp__thread_inst_executed_per_inst_executed.ratio,smsp__inst_executed.sum"
  timeout 60 "$NCU_BIN" --clock-control none -k regex:monte_carlo_kernel --launch-skip 10 --launch-count 1 $sections $metrics \
    $PY -c "import holdEm; holdEm.equity(['AhKh', 'random'], trials=3_000_000_000, seed=1, device='cuda')" \
    > "$BUILD/ncu_mc.txt" 2>&1 || true
  timeout 60 "$NCU_BIN" --clock-control none -k regex:batch_kernel --launch-skip 1 --launch-count 1 $sections $metrics \
    $PY -c "import numpy as np, holdEm; r = np.random.default_rng(1); c = r.permuted(np.tile(np.arange(52, dtype=np.uint8), (1 << 23, 1)), axis=1)[:, :7].copy(); [holdEm.evaluate_batch(c, device='cuda') for _ in range(2)]" \
    > "$BUILD/ncu_batch.txt" 2>&1 || true
  grep -E "Duration|Throughput|Issue Slots|Warp Cycles Per Issued|Achieved Occupancy|thread_inst_executed_per|Registers" \
    "$BUILD"/ncu_*.txt || true
fi
exit $status
