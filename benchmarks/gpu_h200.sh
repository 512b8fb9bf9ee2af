#!/usr/bin/env bash
# The CUDA backend on one H200 (or any sm_90 GPU): build, check against the CPU, measure.
# Bounded (about 3 minutes, under 10 at worst by its timeouts): a Release build of the module with HOLDEM_CUDA=ON into
# build-cuda/ (the module lands in python/holdEm, used through PYTHONPATH=python), the GPU
# tests, then benchmarks/gpu_bench.py: correctness on a few Hold'em and Omaha spots, Monte Carlo
# hands/s heads-up and 6-way (Hold'em and PLO4), batch evaluations/s from host and device arrays,
# each beside the CPU's figure.
#
#   bash benchmarks/gpu_h200.sh            # BUILD=dir to build elsewhere, SECONDS_PER_RUN=2
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-cuda}
PY=${PYTHON:-python3}
nvidia-smi --query-gpu=name,memory.total,clocks.max.sm,driver_version --format=csv || true
nvcc --version | tail -2
PYBIND11_DIR=$($PY -m pybind11 --cmakedir 2>/dev/null || true)
if [ -z "$PYBIND11_DIR" ]; then
  echo "pybind11 is missing for $PY (pip install pybind11, or carry its wheel)" >&2
  exit 2
fi
mkdir -p "$BUILD"
# The logs and figures also land under $OUT when the caller gives one, however the script ends.
trap '[ -n "${OUT:-}" ] && cp "$BUILD"/*.log "$BUILD"/bench.txt "$OUT"/ 2>/dev/null; true' EXIT
timeout 60 cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DHOLDEM_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
  -DHOLDEM_PYTHON=ON -DHOLDEM_TESTS=OFF -DHOLDEM_EXAMPLES=OFF -DHOLDEM_INSTALL=OFF \
  -DPython_EXECUTABLE="$(command -v "$PY")" -Dpybind11_DIR="$PYBIND11_DIR" > "$BUILD/configure.log" 2>&1 \
  || { tail -40 "$BUILD/configure.log"; exit 1; }
time timeout 240 cmake --build "$BUILD" --target _core -j "$(nproc)" > "$BUILD/build.log" 2>&1 \
  || { tail -40 "$BUILD/build.log"; exit 1; }
export PYTHONPATH=$PWD/python
$PY -c "import holdEm; print('cuda_available:', holdEm.cuda_available())"
if $PY -c "import pytest" 2>/dev/null; then
  timeout 90 $PY -m pytest -q -p no:cacheprovider -rs tests/test_cuda_gpu.py tests/test_cuda_host.py || true
fi
timeout 180 $PY benchmarks/gpu_bench.py --seconds "${SECONDS_PER_RUN:-2}" | tee "$BUILD/bench.txt"
