"""Property: in every translation of the test corpus, the emitted top-level
names are distinct (one C namespace for functions, typedefs and globals; one
for struct/union/enum tags) and are valid, non-reserved C identifiers.

usage: unique_names.py ULTIMA MIN_TRANSLATED DIR_OR_FILE...
Inputs that ultima rejects (negative tests) are skipped; at least
MIN_TRANSLATED inputs must translate, so the check cannot pass vacuously.
"""
import re
import subprocess
import sys
from pathlib import Path

FUNC = re.compile(r"^(?:__kernel\s+)?(?:static\s+)?(?:inline\s+)?[A-Za-z_][\w\s\*]*?\b([A-Za-z_]\w*)\s*\(")
TYPEDEF = re.compile(r"^typedef\b.*?\b([A-Za-z_]\w*)\s*;")
TAG = re.compile(r"^(?:typedef\s+)?(struct|union|enum)\s+([A-Za-z_]\w*)\s*\{")
# A function returning a pointer to an array: `T (*NAME(params))[N]`.
ARRAY_POINTER_FUNC = re.compile(r"^[^(]*\(\s*\*\s*([A-Za-z_]\w*)\s*\(")
GLOBAL = re.compile(r"^(?:__constant|__global|const)\b[^(]*?\b([A-Za-z_]\w*)\s*(?:\[[^\]]*\])*\s*=")
C_KEYWORDS = {"if", "for", "while", "switch", "return", "sizeof", "do", "else", "case",
              "struct", "union", "enum", "typedef", "void", "int", "float", "double"}


def names_in(text):
    ordinary, tags = [], []
    lines = text.splitlines()
    depth = 0
    for i, line in enumerate(lines):
        if depth == 0 and line and not line[0].isspace() and not line.startswith(("#", "//")):
            m = TAG.match(line)
            if m:
                tags.append(m.group(2))
            m = TYPEDEF.match(line)
            if m and "{" not in line:
                ordinary.append(m.group(1))
            nxt = lines[i + 1] if i + 1 < len(lines) else ""
            m = ARRAY_POINTER_FUNC.match(line) or FUNC.match(line)
            if m and nxt.strip() == "{" and not line.startswith(("typedef", "struct", "union", "enum")):
                ordinary.append(m.group(1))
            m = GLOBAL.match(line)
            if m:
                ordinary.append(m.group(1))
        depth += line.count("{") - line.count("}")
    return ordinary, tags


def main():
    ultima, minimum, roots = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    files = []
    for root in map(Path, roots):
        files += sorted(root.rglob("*.cu")) if root.is_dir() else [root]
    translated, problems = 0, []
    for f in files:
        proc = subprocess.run([ultima, str(f)], capture_output=True, text=True)
        if proc.returncode != 0:
            continue
        translated += 1
        ordinary, tags = names_in(proc.stdout)
        for kind, names in (("name", ordinary), ("tag", tags)):
            seen = set()
            for n in names:
                if n in C_KEYWORDS or not re.fullmatch(r"[A-Za-z_]\w*", n):
                    problems.append(f"{f}: invalid {kind} {n!r}")
                if n in seen:
                    problems.append(f"{f}: {kind} {n!r} emitted twice")
                seen.add(n)
    print(f"{translated} of {len(files)} inputs translated")
    for p in problems:
        print(p)
    if problems or translated < minimum:
        sys.exit(1)


main()
