#!/usr/bin/env bash
# Runs every test: installs what is missing, builds, then the lit suite, the
# GoogleTest unit tests and the pytest suite (translated kernels executed on
# PoCL) against Clang 15 (the default), then clang-tidy over every C++ source
# (scripts/tidy.sh), then both installs used from outside
# the checkout (scripts/test-install.sh), then the same under ASan + UBSan with
# a 60-second run of each fuzzer (scripts/test-sanitize.sh), then the CUDA runtime under
# ThreadSanitizer (scripts/test-tsan.sh), then builds the translator against
# Clang 14, 16 and 19 and runs its lit and unit tests there (through
# precompiled preludes, docs/cli.md). Ends with one
# line "N passed, N failed".
#   ULTIMA_TEST_CLANG_VERSIONS="14 16 19"   the extra majors ("" for none)
set -uo pipefail
cd "$(dirname "$0")/.."
extra_versions="${ULTIMA_TEST_CLANG_VERSIONS-14 16 19}"
export ULTIMA_CLANG_VERSIONS="15 $extra_versions"
bash scripts/install-deps.sh || exit 1

results=build/test-results
# The tests never read or fill the user's program cache (~/.cache/ultima):
# every run starts from an empty one of its own.
ULTIMA_CACHE_DIR=$(mktemp -d -t ultima-test-cache.XXXXXX)
export ULTIMA_CACHE_DIR
trap 'rm -rf "$ULTIMA_CACHE_DIR"' EXIT
status=0
timings=()

run_translator_tests() { # version build-dir [prelude-cache-dir]
  local v=$1 dir=$2
  ULTIMA_LIT_PRELUDE_CACHE="${3-}" /usr/bin/python3 "/usr/lib/llvm-$v/build/utils/lit/lit.py" -q \
    --xunit-xml-output "$results/lit-clang$v.xml" "$dir/test/lit" || status=1
  (cd "$dir" && ctest --output-on-failure --output-junit "$PWD/../$results/ctest-clang$v.xml" -j2) \
    || status=1
}

start=$SECONDS
bash scripts/build.sh || exit 1
rm -rf "$results" && mkdir -p "$results"
echo "=== Clang 15: lit + unit tests"
run_translator_tests 15 build

echo "=== executed kernels (pytest on OpenCL)"
/usr/bin/python3 -m pytest -q test/runtime --junitxml="$results/pytest.xml" -p no:cacheprovider
# Any non-zero exit fails, including 5 (no tests collected).
[ $? -eq 0 ] || status=1
timings+=("clang-15: $((SECONDS - start)) s (build, lit, unit, executed)")

start=$SECONDS
echo "=== clang-tidy (.clang-tidy) on every C++ source of build/"
bash scripts/tidy.sh --junit "$results/tidy.xml" || status=1
timings+=("tidy: $((SECONDS - start)) s")

start=$SECONDS
echo "=== install: cmake --install + find_package consumer, pip install . + import (docs/install.md)"
bash scripts/test-install.sh "$results/install.xml" build || status=1
timings+=("install: $((SECONDS - start)) s (cmake --install, consumer, pip, import)")

start=$SECONDS
echo "=== sanitize preset (clang-15, ASan + UBSan): build, lit, unit, executed slice, fuzz"
bash scripts/test-sanitize.sh "$results" || status=1
timings+=("sanitize: $((SECONDS - start)) s (build, lit, unit, executed slice, 2 x 60 s fuzz)")

start=$SECONDS
echo "=== tsan preset (clang-15, ThreadSanitizer): libultima-cudart under concurrent CUDA programs"
bash scripts/test-tsan.sh "$results" || status=1
timings+=("tsan: $((SECONDS - start)) s (build of the CUDA runtime, concurrent programs)")

for v in $extra_versions; do
  start=$SECONDS
  echo "=== Clang $v: build, lit + unit tests"
  if ULTIMA_PRESET="clang$v" bash scripts/build.sh; then
    # Their lit runs translate through precompiled preludes; Clang 15's
    # through the text (the CLI's default), so both paths see every test.
    run_translator_tests "$v" "build-$v" "$ULTIMA_CACHE_DIR/lit-clang$v"
  else
    echo "build against Clang $v failed"
    status=1
  fi
  timings+=("clang-$v: $((SECONDS - start)) s (build, lit, unit)")
done

if [ -n "$extra_versions" ]; then
  echo "=== identical output on every Clang version"
  bash scripts/compare-clang-versions.sh "$PWD/$results/clang-versions.xml" || status=1
fi

printf '%s\n' "${timings[@]}"
/usr/bin/python3 scripts/summarize-junit.py "$results"/*.xml || status=1
exit $status
