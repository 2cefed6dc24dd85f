#!/usr/bin/env bash
# Replays every saved fuzzer finding (test/fuzz-regressions) once through the
# fuzz target; any crash, sanitizer report or contract violation fails.
#   replay.sh <ultima-fuzz> <dir>
set -euo pipefail
fuzz=$1 dir=$2
inputs=()
for f in "$dir"/*; do
  [ -f "$f" ] && [ "$(basename "$f")" != README.md ] && inputs+=("$f")
done
[ ${#inputs[@]} -eq 0 ] && { echo "no regression inputs in $dir"; exit 0; }
# File arguments: run each once, write nothing.
exec "$fuzz" -timeout=60 -rss_limit_mb=4096 "${inputs[@]}"
