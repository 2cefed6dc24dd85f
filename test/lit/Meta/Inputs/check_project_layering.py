#!/usr/bin/env python3
"""Checks the include layering between the project's parts.

A part is a source folder of the repository (PARTS below: the translator's
library, its public headers, the runtime, libultima-cudart, ultima-cc, ...).
This script reads the #include lines of every C/C++ file of every part,
resolves each against the including file's folder and the project's include
directories (INCLUDE_DIRS, as the build's target_include_directories set
them), and fails on:
  - an include of another part that ALLOWED does not list;
  - a Clang header (<clang/...>) in a part that must load without Clang
    (CLANG_FREE: what a Python process or an ultima-cc program maps);
  - an include cycle between parts;
  - a folder with sources under ROOT that is in no part.
The translator's own components (tool/lib/*) have a finer table of their own
(check_layering.py).  Keep both in step with docs/architecture.md.
Usage: check_project_layering.py ROOT
"""
import os
import re
import sys

from check_layering import find_cycle

# (folder, part): the longest folder that contains a file names its part.
PARTS = [
    ("clang-compat", "clang-compat"),
    ("options", "options"),
    ("options/unittests", "options-tests"),
    ("tool/include", "translator-api"),
    ("tool/lib", "translator"),
    ("tool/unittests", "translator-tests"),
    ("tool/driver", "driver"),
    ("tool/fuzz", "fuzz"),
    ("runtime", "runtime"),
    ("runtime/python", "python"),
    ("runtime/unittests", "runtime-tests"),
    ("cudart", "cudart"),
    ("cudart/unittests", "cudart-tests"),
    ("cudart/fuzz", "cudart-fuzz"),
    ("cc", "cc"),
    ("cublas", "cublas"),
    ("cufft", "cufft"),
    ("curand", "curand"),
]

# Folders that hold no C++ of a part: device headers compiled into kernels,
# tests of other kinds, scripts, documentation, benchmarks.
NOT_PARTS = {"kernels", "test", "scripts", "docs", "bench", "examples", "cmake", "build"}

# Each part may include the parts listed for it, and no other.
ALLOWED = {
    "clang-compat": set(),
    "translator-api": set(),
    "options": {"clang-compat", "translator-api"},
    "options-tests": {"options", "translator-api"},
    "translator": {"clang-compat", "translator-api"},
    "translator-tests": {"translator", "translator-api", "clang-compat"},
    "driver": {"clang-compat", "translator-api", "options"},
    "fuzz": {"translator-api"},
    "runtime": {"translator-api", "options"},
    "runtime-tests": {"runtime", "translator-api"},
    "python": {"runtime", "translator-api"},
    "cudart": {"runtime", "translator-api"},
    "cudart-tests": {"cudart", "cc"},
    # An ultima-cc program: the CUDA headers (kernels/cuda) only, no part.
    "cudart-fuzz": set(),
    "cc": {"cudart", "driver", "options", "translator-api"},
    "cublas": {"cudart"},
    "cufft": {"cudart"},
    "curand": {"cudart"},
}

# What a Python process or a program built by ultima-cc loads: no Clang
# header here, so nothing here can need libclang-cpp.
CLANG_FREE = {"options", "translator-api", "runtime", "python", "cudart", "cublas", "cufft",
              "curand", "cudart-fuzz"}

INCLUDE_DIRS = ["tool/include", "runtime/include", "cudart/include", "options/include",
                "clang-compat/include", "tool/driver"]
SOURCE = (".c", ".cpp", ".cc", ".h", ".hpp", ".def", ".inc")
INCLUDE = re.compile(r'^\s*#\s*include\s+[<"]([^">]+)[">]')


def part_of(rel):
    best = None
    for folder, part in PARTS:
        if rel == folder or rel.startswith(folder + "/"):
            if best is None or len(folder) > len(best[0]):
                best = (folder, part)
    return best[1] if best else None


def resolve(root, dirpath, include):
    for base in [dirpath] + [os.path.join(root, d) for d in INCLUDE_DIRS]:
        target = os.path.normpath(os.path.join(base, include))
        if os.path.isfile(target):
            return os.path.relpath(target, root)
    return None


def sources(root):
    for top in sorted(os.listdir(root)):
        if top.startswith(".") or top in NOT_PARTS or top.startswith("build"):
            continue
        folder = os.path.join(root, top)
        if not os.path.isdir(folder):
            continue
        for dirpath, _, names in os.walk(folder):
            for name in sorted(names):
                if name.endswith(SOURCE):
                    yield dirpath, os.path.relpath(os.path.join(dirpath, name), root)


def check(root):
    edges, errors, unplaced = {}, [], set()
    for dirpath, rel in sources(root):
        part = part_of(rel)
        if part is None:
            unplaced.add(rel.split("/")[0])
            continue
        lines = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read().splitlines()
        for number, line in enumerate(lines, 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            include = m.group(1)
            if part in CLANG_FREE and include.startswith("clang/"):
                errors.append("%s must load without Clang: %s:%d includes <%s>"
                              % (part, rel, number, include))
            target = resolve(root, dirpath, include)
            to = part_of(target) if target else None
            if to and to != part:
                edges.setdefault((part, to), []).append((rel, number, include))
    for top in sorted(unplaced):
        errors.append("folder %s has sources but is in no part (check_project_layering.py, "
                      "docs/architecture.md)" % top)
    cycle = find_cycle(edges)
    if cycle:
        errors.append("include cycle between parts: " + " -> ".join(cycle))
    for (a, b), where in sorted(edges.items()):
        if b not in ALLOWED.get(a, set()):
            f, n, inc = where[0]
            errors.append("layering: %s may not include %s: %s:%d includes \"%s\""
                          % (a, b, f, n, inc))
    return edges, errors


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    edges, errors = check(argv[1])
    for e in errors:
        print("error: " + e)
    if errors:
        return 1
    print("project layering ok: %d parts, %d cross-part include edges"
          % (len({p for e in edges for p in e}), len(edges)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
