#!/usr/bin/env bash
# Fuzzes sequences of CUDA runtime API calls for a bounded time
# (docs/sanitizers-and-fuzzing.md).
#   run-fuzz.sh <build-dir> <seconds> [junit-xml] [extra libFuzzer flags...]
# Seeds: the saved findings (test/fuzz-regressions/cudart). The corpus grows
# in <build-dir>/cudart-fuzz/corpus; findings (crashes, sanitizer reports, and
# the harness's mismatch-* inputs: a result that disagrees with its model) go
# to <build-dir>/cudart-fuzz/findings/, and the run then fails. With a junit
# path, writes one test case "ultima-cudart-fuzz.<seconds>s".
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$(cd "$1" && pwd)" seconds=$2 junit=${3:-}
shift 2; [ $# -gt 0 ] && shift
work="$build/cudart-fuzz"
mkdir -p "$work/corpus" "$work/findings"
export ULTIMA_CUDART_FUZZ_FINDINGS="$work/findings"
export ULTIMA_CACHE_DIR="${ULTIMA_CACHE_DIR:-$work/cache}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
# Slow units (libFuzzer's slow-unit-*, e.g. an OpenCL build on a loaded
# machine) are kept but are no findings.
count() { ls "$work/findings" | grep -vc '^slow-unit-'; }
before=$(count)
start=$SECONDS
"$build/bin/ultima-cudart-fuzz" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
  -artifact_prefix="$work/findings/" -print_final_stats=1 "$@" \
  "$work/corpus" "$root/test/fuzz-regressions/cudart" >"$work/last-run.log" 2>&1
rc=$?
elapsed=$((SECONDS - start))
tail -n 25 "$work/last-run.log"
found=$(( $(count) - before ))
status=0
if [ $rc -ne 0 ] || [ $found -gt 0 ]; then
  status=1
  echo "ultima-cudart-fuzz: FAILED (exit $rc, $found new finding(s) in $work/findings)"
fi
if [ -n "$junit" ]; then
  failure=""
  [ $status -ne 0 ] && failure="<failure message=\"exit $rc, $found new finding(s) in $work/findings; see $work/last-run.log\"/>"
  cat >"$junit" <<XML
<?xml version="1.0" encoding="UTF-8"?>
<testsuites><testsuite name="cudart-fuzz" tests="1" failures="$status">
<testcase classname="cudart-fuzz" name="ultima-cudart-fuzz.${seconds}s" time="$elapsed">$failure</testcase>
</testsuite></testsuites>
XML
fi
exit $status
