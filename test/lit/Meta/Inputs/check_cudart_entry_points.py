#!/usr/bin/env python3
"""Checks that every entry point of libultima-cudart follows one convention
(docs/architecture.md, "Adding a CUDA runtime API function").

Reads the `extern "C"` blocks of ROOT/cudart/src/Api*.cpp. A function there
must run its work through apiCall (a CUDA API function: exceptions to error
codes, the last error recorded, a sticky error refused) or lockedCall
(Clang's registration hooks, the launch-configuration stack, the readers of
the last error), or be one of: a forwarder (`return cudaX(...);`), a no-op
(`{}` or `return cudaSuccess;`, documented in cuda-api.md), `notSupported()`,
or a pure function that touches no Context (cudaCreateChannelDesc, the error
strings). Anything else takes the lock or reads state by hand.
Usage: check_cudart_entry_points.py ROOT
"""
import glob
import os
import re
import sys

FUNCTION = re.compile(r"^([A-Za-z_][\w \*]*?[\s\*])(\w+)\s*\(([^;{]*?)\)\s*\{", re.M | re.S)
ALLOWED_BODY = [
    re.compile(r"return (cuda\w+|__cuda\w+|notSupported)\([^;]*\);(\s*//.*)?", re.S),
    re.compile(r"return cudaSuccess;(\s*//.*)?", re.S),
    re.compile(r"", re.S),
]


def closing(text, start):
    """Index just past the brace that closes the one opened before start."""
    depth, i = 1, start
    while depth:
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        i += 1
    return i


def entry_points(path):
    """(line, name, body) of each function defined in an extern "C" block."""
    text = open(path, encoding="utf-8").read()
    for block in re.finditer(r'extern "C" \{', text):
        start = block.end()
        end = closing(text, start) - 1
        inner = text[start:end]
        for m in FUNCTION.finditer(inner):
            before = inner[:m.start()]
            if before.count("{") != before.count("}"):
                continue  # inside another function
            body = inner[m.end():closing(inner, m.end()) - 1].strip()
            line = text[:start].count("\n") + before.count("\n") + 1
            yield line, m.group(2), body


def follows_convention(body):
    if "apiCall(" in body or "lockedCall(" in body:
        return True
    if any(p.fullmatch(body) for p in ALLOWED_BODY):
        return True
    return "Context" not in body and "mutex" not in body


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    root, count, errors = argv[1], 0, []
    for path in sorted(glob.glob(os.path.join(root, "cudart", "src", "Api*.cpp"))):
        for line, name, body in entry_points(path):
            count += 1
            if not follows_convention(body):
                errors.append("%s:%d: %s neither runs through apiCall/lockedCall nor forwards"
                              % (os.path.relpath(path, root), line, name))
    for e in errors:
        print("error: " + e)
    if errors:
        return 1
    print("entry points ok: %d functions" % count)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
