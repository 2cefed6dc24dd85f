#!/usr/bin/env bash
# Configures and builds ultima (default preset: Clang/LLVM 15, Release) into build/.
# ULTIMA_PRESET=clang19 builds another preset.
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${ULTIMA_PRESET:-default}"
cmake --preset "$preset" -DPython3_EXECUTABLE=/usr/bin/python3 >/dev/null
cmake --build --preset "$preset" -j"$(nproc)"
