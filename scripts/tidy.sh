#!/usr/bin/env bash
# Runs clang-tidy-15 with .clang-tidy over the translator, driver and runtime
# sources of build/ (scripts/build.sh first; compile_commands.json comes from it).
#   scripts/tidy.sh [FILE...]      default: every .cpp under tool/lib, tool/driver, runtime/src
# About 10 s of CPU per file. Prints the findings; exit 1 if there are any.
set -uo pipefail
cd "$(dirname "$0")/.."
[ -f build/compile_commands.json ] || { echo "build first: bash scripts/build.sh"; exit 2; }
files=("$@")
[ ${#files[@]} -gt 0 ] || mapfile -t files < <(git ls-files 'tool/lib/*.cpp' 'tool/driver/*.cpp' 'runtime/src/*.cpp')
out=$(printf '%s\n' "${files[@]}" | xargs -P "$(nproc)" -n 4 clang-tidy-15 -p build --quiet 2>/dev/null)
printf '%s\n' "$out" | grep -E 'warning:|error:' | sort -u
! printf '%s\n' "$out" | grep -qE 'warning:|error:'
