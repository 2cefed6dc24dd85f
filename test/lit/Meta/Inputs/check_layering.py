#!/usr/bin/env python3
"""Checks the include layering of the translator's components.

A component is a folder of tool/lib. This script reads the quoted #include
lines of every file under ROOT/<component>/, resolves each to a file of
another component (relative to the including file, then to ROOT, as the
build's include path does), and fails on:
  - an include cycle between components (always checked);
  - an include the documented layering does not allow (docs/architecture.md,
    "Layering"; the table below), or a component it does not list.
Usage: check_layering.py ROOT [--cycles-only]
"""
import os
import re
import sys

# Each component may include the components listed for it, and no other.
# Keep in step with docs/architecture.md ("Layering").
ALLOWED = {
    "Basic": set(),
    "Frontend": {"Basic"},
    "Builtins": {"Basic", "Frontend"},
    "Plan": {"Basic", "Frontend", "Builtins"},
    "Analysis": {"Basic", "Frontend", "Builtins", "Plan"},
    "Printer": {"Basic", "Frontend", "Builtins", "Plan"},
    "Verify": {"Basic"},
    "Manifest": set(),
}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def component_of(path, root):
    rel = os.path.relpath(path, root)
    parts = rel.split(os.sep)
    return parts[0] if len(parts) > 1 and parts[0] != ".." else None


def include_edges(root):
    """{(from, to): [(file, line, include)]} for includes that cross folders."""
    edges = {}
    for comp in sorted(os.listdir(root)):
        folder = os.path.join(root, comp)
        if not os.path.isdir(folder):
            continue
        for dirpath, _, files in os.walk(folder):
            for name in sorted(files):
                path = os.path.join(dirpath, name)
                try:
                    lines = open(path, encoding="utf-8", errors="replace").read().splitlines()
                except OSError:
                    continue
                for number, line in enumerate(lines, 1):
                    m = INCLUDE.match(line)
                    if not m:
                        continue
                    for base in (dirpath, root):
                        target = os.path.normpath(os.path.join(base, m.group(1)))
                        if os.path.isfile(target):
                            break
                    else:
                        continue  # not a file of ROOT (Clang, LLVM, ultima/...)
                    to = component_of(target, root)
                    if to and to != comp:
                        where = (os.path.relpath(path, root), number, m.group(1))
                        edges.setdefault((comp, to), []).append(where)
    return edges


def find_cycle(edges):
    graph = {}
    for a, b in edges:
        graph.setdefault(a, set()).add(b)
    state, stack = {}, []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    root = argv[1]
    cycles_only = "--cycles-only" in argv[2:]
    edges = include_edges(root)
    errors = []
    cycle = find_cycle(edges)
    if cycle:
        errors.append("include cycle between components: " + " -> ".join(cycle))
        for a, b in zip(cycle, cycle[1:]):
            f, n, inc = edges[(a, b)][0]
            errors.append("  %s:%d includes \"%s\"" % (f, n, inc))
    if not cycles_only:
        for comp in sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d))):
            if comp not in ALLOWED:
                errors.append("component %s is not in the layering (check_layering.py, "
                              "docs/architecture.md)" % comp)
        for (a, b), where in sorted(edges.items()):
            if a in ALLOWED and b not in ALLOWED[a]:
                f, n, inc = where[0]
                errors.append("layering: %s may not include %s: %s:%d includes \"%s\""
                              % (a, b, f, n, inc))
    for e in errors:
        print("error: " + e)
    if errors:
        return 1
    print("layering ok: %d components, %d cross-component include edges"
          % (len({c for e in edges for c in e}), len(edges)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
