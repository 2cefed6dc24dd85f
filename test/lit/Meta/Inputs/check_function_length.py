"""Fails on a function longer than LIMIT lines in the given folders of
tool/lib: what a maintainer must read in one piece stays short
(docs/architecture.md). A function is counted from the line that opens its
body (a line ending in `) {`, `) const {`, ... that is not a control
statement) to its closing brace; comments and string literals are ignored
for the brace count.

    check_function_length.py ROOT LIMIT FOLDER...
"""
import os
import re
import sys

HEADER = re.compile(r"\)\s*(const\s*)?(override\s*)?(noexcept\s*)?(->\s*[\w:<>*& ]+)?\{\s*$")
CONTROL = re.compile(r"^\s*(\}\s*)?(if|for|while|switch|else|do|catch)\b")


def strip(line):
    line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
    line = re.sub(r"'(\\.|[^'\\])*'", "''", line)
    return re.sub(r"//.*", "", line)


def functions(path):
    depth, start, base = 0, None, 0
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        code = strip(line)
        if start is None and HEADER.search(code) and not CONTROL.match(code):
            start, base = number, depth
        depth += code.count("{") - code.count("}")
        if start is not None and depth <= base:
            yield start, number - start + 1
            start = None


def main():
    root, limit, folders = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    long_ones = []
    for folder in folders:
        for dirpath, _, names in os.walk(os.path.join(root, folder)):
            for name in sorted(names):
                if name.endswith(".cpp"):
                    path = os.path.join(dirpath, name)
                    for line, length in functions(path):
                        if length > limit:
                            long_ones.append((os.path.relpath(path, root), line, length))
    for path, line, length in long_ones:
        print(f"error: {path}:{line}: a function of {length} lines (at most {limit})")
    if long_ones:
        sys.exit(1)
    print(f"functions ok (at most {limit} lines)")


if __name__ == "__main__":
    main()
