"""swap_pch.py FROM_DIR TO_DIR: rewrites the one precompiled prelude in TO_DIR
with the PCH of the one in FROM_DIR (built for other options), in a valid
cache file: the header's key digest is TO_DIR's file's key (the SHA-256 of
the hex key its name carries), the payload and its checksum FROM_DIR's. The
file checks out; Clang refuses its contents. Layout: docs/runtime-cache.md."""
import glob
import hashlib
import os
import sys

(source,) = glob.glob(os.path.join(sys.argv[1], "prelude-*.pch"))
(target,) = glob.glob(os.path.join(sys.argv[2], "prelude-*.pch"))
key = os.path.basename(target)[len("prelude-"):-len(".pch")]
data = open(source, "rb").read()
assert data[:8] == b"ULTIMAPC"
# magic (8), version (4), payload size (8), SHA-256 of the key (32), checksum (8), payload.
data = data[:20] + hashlib.sha256(key.encode()).digest() + data[52:]
with open(target, "wb") as out:
    out.write(data)
