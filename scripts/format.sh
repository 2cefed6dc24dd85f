#!/usr/bin/env bash
# Formats the project's C++ with clang-format-15 and .clang-format (LLVM style,
# 100 columns).   scripts/format.sh           rewrite the files
#                 scripts/format.sh --check   exit 1 and list what is not formatted
# The files: C++ under tool/, options/, runtime/, cudart/, cc/, cufft/, curand/, clang-compat/ and
# test/install/. Not kernels/ (their line numbers are part of diagnostics) and not test inputs.
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(git ls-files 'tool/*.cpp' 'tool/*.h' 'options/*.cpp' 'options/*.h' 'runtime/*.cpp' 'runtime/*.h' 'cudart/*.cpp' 'cudart/*.h' 'cc/*.cpp' 'cc/*.h' 'cublas/*.cpp' 'cublas/*.h' \
  'clang-compat/*.cpp' 'clang-compat/*.h' 'test/install/*.cpp' 'test/install/*.h' 'cufft/*.cpp' 'cufft/*.h' 'curand/*.cpp' 'curand/*.h')
if [ "${1:-}" = "--check" ]; then
  bad=0
  for f in $files; do
    clang-format-15 --dry-run -Werror "$f" >/dev/null 2>&1 || { echo "not formatted: $f"; bad=1; }
  done
  exit $bad
fi
clang-format-15 -i $files
