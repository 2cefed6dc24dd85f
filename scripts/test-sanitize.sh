#!/usr/bin/env bash
# The sanitizer leg of scripts/test.sh (docs/sanitizers-and-fuzzing.md): builds
# the `sanitize` preset (clang-15, ASan + UBSan, libFuzzer coverage) into
# build-sanitize/, then runs under it the lit suite, the unit tests (ctest,
# which also replays test/fuzz-regressions), a slice of the executed kernel
# tests (the translator CLI is the sanitized one) and a run of each fuzzer.
#   test-sanitize.sh [results-dir]     junit XMLs go there (*-sanitize.xml, fuzz.xml, cudart-fuzz.xml)
#   ULTIMA_FUZZ_SECONDS=60             each fuzz run's length (0: none)
set -uo pipefail
cd "$(dirname "$0")/.."
results="${1:-build/test-results}"
mkdir -p "$results"
results="$(cd "$results" && pwd)"
status=0

ULTIMA_PRESET=sanitize bash scripts/build.sh || exit 1
# Any report fails the test that caused it (the preset also builds with
# -fno-sanitize-recover=all, so UBSan aborts).
export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:strict_string_checks=1:check_initialization_order=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"

/usr/bin/python3 /usr/lib/llvm-15/build/utils/lit/lit.py -q \
  --xunit-xml-output "$results/lit-sanitize.xml" build-sanitize/test/lit || status=1
# A program cache of its own (not the one the Clang 15 run filled).
ULTIMA_CACHE_DIR=$(mktemp -d -t ultima-test-cache.XXXXXX)
export ULTIMA_CACHE_DIR
trap 'rm -rf "$ULTIMA_CACHE_DIR"' EXIT
(cd build-sanitize && ctest --output-on-failure --output-junit "$results/ctest-sanitize.xml" -j2) \
  || status=1

# The executed tests that translate with the CLI (not the Python runtime
# package, whose extension would need ASan preloaded into the interpreter).
ULTIMA_BIN="$PWD/build-sanitize/bin/ultima" /usr/bin/python3 -m pytest -q -p no:cacheprovider \
  --junitxml="$results/pytest-sanitize.xml" \
  test/runtime/test_basic.py test/runtime/test_classes.py test/runtime/test_cpp_features.py \
  test/runtime/test_cpp_lowering.py test/runtime/test_references.py \
  test/runtime/test_shared_memory.py test/runtime/test_structs.py test/runtime/test_warp.py \
  test/runtime/test_half.py test/runtime/test_atomics.py || status=1

fuzz_seconds="${ULTIMA_FUZZ_SECONDS:-60}"
if [ "$fuzz_seconds" -gt 0 ]; then
  bash tool/fuzz/run-fuzz.sh build-sanitize "$fuzz_seconds" "$results/fuzz.xml" || status=1
  # The CUDA runtime API fuzzer (cudart/fuzz), as long.
  bash cudart/fuzz/run-fuzz.sh build-sanitize "$fuzz_seconds" "$results/cudart-fuzz.xml" || status=1
fi
exit $status
