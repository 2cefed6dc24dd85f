#!/usr/bin/env bash
# Runs clang-tidy-15 with .clang-tidy over the project's C++ sources in build/
# (scripts/build.sh first; compile_commands.json comes from it), one file per
# job, as many jobs as cores. A CI leg (scripts/test.sh) runs it on every file.
#   scripts/tidy.sh [--junit FILE] [SOURCE...]
#     default: every .cpp under tool/, runtime/, cc/, cudart/, cublas/, cufft/ and options/ that build/ compiles
#     --junit FILE   also write a JUnit report, one test case per source
# About 10 s of CPU per file. Prints the findings; exit 1 if there are any.
set -uo pipefail
cd "$(dirname "$0")/.."
junit=""
if [ "${1-}" = "--junit" ]; then
  junit=$2
  shift 2
fi
[ -f build/compile_commands.json ] || { echo "build first: bash scripts/build.sh"; exit 2; }
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  # The sources the build compiles (not generated ones), so each has its flags.
  mapfile -t files < <(/usr/bin/python3 -c '
import json, os, sys
root = os.getcwd() + "/"
for entry in json.load(open("build/compile_commands.json")):
    path = os.path.normpath(os.path.join(entry["directory"], entry["file"]))
    rel = path[len(root):] if path.startswith(root) else ""
    if rel.split("/")[0] in ("tool", "runtime", "cc", "cudart", "cublas", "cufft", "curand", "options") and rel.endswith(".cpp"):
        print(rel)' | sort -u)
fi

findings=$(mktemp -d -t ultima-tidy.XXXXXX)
trap 'rm -rf "$findings"' EXIT
# Each file's findings go to a file of their own (named by the source path),
# so parallel jobs never interleave.
printf '%s\n' "${files[@]}" | xargs -P "$(nproc)" -I{} sh -c \
  'clang-tidy-15 -p build --quiet "$1" 2>/dev/null | grep -E "(warning|error):" \
     > "$2/$(echo "$1" | tr / %)"; true' sh {} "$findings"

failed=0
for f in "${files[@]}"; do
  out="$findings/$(echo "$f" | tr / %)"
  if [ -s "$out" ]; then
    failed=$((failed + 1))
    cat "$out"
  fi
done
echo "clang-tidy: ${#files[@]} files, $failed with findings"

if [ -n "$junit" ]; then
  /usr/bin/python3 - "$junit" "$findings" "${files[@]}" <<'EOF'
import os, sys
from xml.sax.saxutils import escape, quoteattr
junit, findings, files = sys.argv[1], sys.argv[2], sys.argv[3:]
cases = []
for f in files:
    path = os.path.join(findings, f.replace("/", "%"))
    text = open(path).read() if os.path.exists(path) else ""
    failure = ('<failure message=%s>%s</failure>' % (quoteattr("clang-tidy findings"), escape(text))
               if text.strip() else "")
    cases.append('<testcase classname="clang-tidy" name=%s>%s</testcase>' % (quoteattr(f), failure))
with open(junit, "w") as out:
    out.write('<testsuite name="clang-tidy">%s</testsuite>\n' % "".join(cases))
EOF
fi
[ $failed -eq 0 ]
