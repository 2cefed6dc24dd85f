#!/usr/bin/env bash
# Builds and runs NVIDIA's CUDA samples with ultima-cc (docs/cuda-samples.md).
#   bash scripts/cuda-samples.sh DIR [--jobs N] [--timeout S] [--only a,b] [--markdown FILE]
# DIR: a checkout of the public NVIDIA/cuda-samples repository. Not part of
# .ci/run: CI cannot fetch the samples. Needs a build (bash scripts/build.sh).
set -euo pipefail
exec /usr/bin/python3 "$(dirname "$0")/cuda-samples.py" "$@"
