"""The disk cache of translations (docs/runtime-cache.md): a new process
that calls a kernel another process already translated reuses that
translation and runs no Clang; a corrupt entry, or an entry of another
kernel in its place, is a miss that translates again and still computes the
right result."""

import glob
import json
import os
import shutil
import subprocess
import sys

from rt_common import subprocess_env

# One child: an ElementwiseKernel with CuPy's default name and a RawKernel,
# each checked against NumPy; prints how many translations it ran.
CHILD = r'''
import json, numpy as np, ultima
x = np.arange(1000, dtype=np.float32)
k = ultima.ElementwiseKernel("T x", "T y", "y = x * x + OFFSET", options=("-DOFFSET=%s",))
ok = bool(np.array_equal(k(x).get(), x * x + %s))
raw = ultima.RawKernel(r"""extern "C" __global__ void twice(float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) v[i] *= 2; }""", "twice")
v = x.copy()
raw((4,), (256,), (v, np.int32(1000)))
ok = ok and bool(np.array_equal(v, x * 2))
print(json.dumps({"ok": ok, "translations": ultima._ultima._translations_run()}))
'''


def child(cache, offset=3):
    # PoCL's own kernel cache off, so that the runtime stores program binaries
    # on PoCL too (runtime-cache.md) and the entries below are of both kinds.
    r = subprocess.run([sys.executable, "-c", CHILD % (offset, offset)], capture_output=True,
                       text=True, env=subprocess_env(ULTIMA_CACHE_DIR=str(cache), POCL_KERNEL_CACHE="0"),
                       timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    return json.loads(r.stdout.strip().splitlines()[-1])


def test_warm_process_runs_no_translation(tmp_path):
    assert child(tmp_path) == {"ok": True, "translations": 2}
    assert child(tmp_path) == {"ok": True, "translations": 0}
    # Another option is another translation; the first stays cached.
    assert child(tmp_path, offset=5) == {"ok": True, "translations": 1}
    assert child(tmp_path) == {"ok": True, "translations": 0}


def entries(cache):
    return sorted(glob.glob(os.path.join(str(cache), "*.bin")))


def test_corrupt_translation_entry_is_translated_again(tmp_path):
    assert child(tmp_path)["translations"] == 2
    for path in entries(tmp_path):  # binaries and translations alike
        with open(path, "r+b") as f:
            f.seek(-1, os.SEEK_END)
            last = f.read(1)
            f.seek(-1, os.SEEK_END)
            f.write(bytes([last[0] ^ 0x5A]))
    assert child(tmp_path) == {"ok": True, "translations": 2}
    assert child(tmp_path) == {"ok": True, "translations": 0}


def test_entry_of_another_kernel_in_place_is_a_miss(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    assert child(first, offset=3)["translations"] == 2
    assert child(second, offset=4)["translations"] == 2
    # The RawKernel's entries are the same in both caches (same key); the
    # ElementwiseKernel's differ (-DOFFSET). Put the offset-3 kernel's
    # entries, valid but of other keys, in place of the offset-4 kernel's.
    names = {os.path.basename(p) for p in entries(first)}
    donors = [p for p in entries(first) if os.path.basename(p) not in
              {os.path.basename(q) for q in entries(second)}]
    targets = [p for p in entries(second) if os.path.basename(p) not in names]
    assert len(donors) == len(targets) == 2  # a translation and a binary each
    for donor, target in zip(donors, targets):
        shutil.copyfile(donor, target)
    # Both misses: the ElementwiseKernel is translated (and built) again, the
    # RawKernel's entries still hit.
    assert child(second, offset=4) == {"ok": True, "translations": 1}
