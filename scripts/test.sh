#!/usr/bin/env bash
# Runs every test: installs what is missing, builds, then the lit suite, the
# GoogleTest unit tests and the pytest suite (translated kernels executed on
# PoCL). Ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh || exit 1
bash scripts/build.sh || exit 1

results=build/test-results
rm -rf "$results" && mkdir -p "$results"
status=0
lit=/usr/lib/llvm-15/build/utils/lit/lit.py

echo "=== lit"
/usr/bin/python3 "$lit" -q --xunit-xml-output "$results/lit.xml" build/test/lit || status=1

echo "=== unit tests"
(cd build && ctest --output-on-failure --output-junit "$PWD/test-results/ctest.xml" -j2) || status=1

echo "=== executed kernels (pytest on OpenCL)"
/usr/bin/python3 -m pytest -q test/runtime --junitxml="$results/pytest.xml" -p no:cacheprovider
rc=$?
# 5: no tests collected. That must not pass silently.
if [ $rc -ne 0 ]; then status=1; fi

/usr/bin/python3 scripts/summarize-junit.py "$results"/*.xml || status=1
exit $status
