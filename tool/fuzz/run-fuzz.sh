#!/usr/bin/env bash
# Fuzzes the translator's C ABI for a bounded time (docs/sanitizers-and-fuzzing.md).
#   run-fuzz.sh <build-dir> <seconds> [junit-xml] [extra libFuzzer flags...]
# Seeds: every lit input (test/lit/**/*.cu) and the saved findings
# (test/fuzz-regressions). The growing corpus stays in <build-dir>/fuzz/corpus,
# findings go to <build-dir>/fuzz/findings/ (the run then fails). With a
# junit path, writes one test case "fuzz.<seconds>s" for scripts/test.sh.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build=$1 seconds=$2 junit=${3:-}
shift 2; [ $# -gt 0 ] && shift
build="$(cd "$build" && pwd)"
fuzz="$build/bin/ultima-fuzz"
work="$build/fuzz"
mkdir -p "$work/corpus" "$work/seeds" "$work/findings"
# Flat copies: names carry the folder so two tests' inputs never collide.
(cd "$root/test/lit" && find . -name '*.cu' -not -path '*/Inputs/*' | while read -r f; do
   cp "$f" "$work/seeds/$(echo "${f#./}" | tr / _)"; done)
cp "$root"/test/fuzz-regressions/* "$work/seeds/" 2>/dev/null
rm -f "$work/seeds/README.md"
before=$(ls "$work/findings" | wc -l)
start=$SECONDS
"$fuzz" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=8192 \
  -dict="$root/tool/fuzz/cuda.dict" -artifact_prefix="$work/findings/" -print_final_stats=1 \
  "$@" "$work/corpus" "$work/seeds" >"$work/last-run.log" 2>&1
rc=$?
elapsed=$((SECONDS - start))
tail -n 25 "$work/last-run.log"
found=$(( $(ls "$work/findings" | wc -l) - before ))
status=0
if [ $rc -ne 0 ] || [ $found -gt 0 ]; then
  status=1
  echo "ultima-fuzz: FAILED (exit $rc, $found new finding(s) in $work/findings)"
fi
if [ -n "$junit" ]; then
  failure=""
  [ $status -ne 0 ] && failure="<failure message=\"exit $rc, $found new finding(s) in $work/findings; see $work/last-run.log\"/>"
  cat >"$junit" <<XML
<?xml version="1.0" encoding="UTF-8"?>
<testsuites><testsuite name="fuzz" tests="1" failures="$status">
<testcase classname="fuzz" name="ultima-fuzz.${seconds}s" time="$elapsed">$failure</testcase>
</testsuite></testsuites>
XML
fi
exit $status
