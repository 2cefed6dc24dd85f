#!/usr/bin/env bash
# The ThreadSanitizer leg of scripts/test.sh (docs/sanitizers-and-fuzzing.md):
# builds libultima-cudart and the runtime under the `tsan` preset into
# build-tsan/ (not the translator: ultima-cc of build/ builds the programs),
# then runs the CUDA programs of test/lit/UltimaCC that use host threads,
# streams, callbacks and graphs concurrently, each built with
# -fsanitize=thread and run against build-tsan/lib. Any report fails its test.
#   test-tsan.sh [results-dir]     the junit XML goes there (lit-tsan.xml)
set -uo pipefail
cd "$(dirname "$0")/.."
results="${1:-build/test-results}"
mkdir -p "$results"
results="$(cd "$results" && pwd)"

cmake --preset tsan -DPython3_EXECUTABLE=/usr/bin/python3 >/dev/null || exit 1
cmake --build build-tsan --target ultima-cudart -j"$(nproc)" || exit 1

# halt_on_error: the first report ends the program with exit code 66, so the
# test fails; suppressions: only what is inside PoCL or the ICD loader.
export TSAN_OPTIONS="halt_on_error=1:exitcode=66:second_deadlock_stack=1:suppressions=$PWD/scripts/tsan-suppressions.txt"
export ULTIMA_LIT_TSAN_LIBDIR="$PWD/build-tsan/lib"
tests=(host-threads.cu host-functions.cu graphs-capture.cu graphs-explicit.cu streams-events.cu
  stream-ordered-allocation.cu launch-limits-launcher.cu thread-exit-drain.cu)
/usr/bin/python3 /usr/lib/llvm-15/build/utils/lit/lit.py -v \
  --xunit-xml-output "$results/lit-tsan.xml" "${tests[@]/#/build/test/lit/UltimaCC/}"
