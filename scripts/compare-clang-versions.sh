#!/usr/bin/env bash
# Translates every CUDA file of the test corpus with the Clang 15 build and with
# build-14/16/19 (those present) and reports any difference in output or exit code.
# With a file argument, also writes the result there as a one-case JUnit report.
set -uo pipefail
junit="${1:-}"
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
differences=0
files=$(find test examples -name '*.cu' | sort)
for v in 14 16 19; do
  [ -x "build-$v/bin/ultima" ] || continue
  n=0
  for f in $files; do
    a=$(build/bin/ultima "$f" 2>&1; echo "exit $?")
    b=$("build-$v/bin/ultima" "$f" 2>&1; echo "exit $?")
    if [ "$a" != "$b" ]; then
      echo "clang-$v differs on $f"
      diff <(echo "$a") <(echo "$b") | head -5
      differences=$((differences + 1))
    fi
    n=$((n + 1))
  done
  echo "clang-$v: compared $n files"
done
if [ -n "$junit" ]; then
  failure=""
  [ $differences -eq 0 ] || failure="<failure message=\"$differences files differ\"/>"
  printf '<testsuite name="clang-versions"><testcase classname="clang-versions" name="identical-output">%s</testcase></testsuite>\n' "$failure" > "$junit"
fi
exit $((differences > 0))
