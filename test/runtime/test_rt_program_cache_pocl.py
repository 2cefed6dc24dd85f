"""The program cache on PoCL (docs/runtime-cache.md): PoCL keeps each program
it builds and each work-group function it compiles in its own kernel cache,
and compiles a kernel only when it is launched, for the launch's work-group
size. Asking it for the program binary (CL_PROGRAM_BINARIES) would compile
every kernel of the program once more, for any work-group size, which no
launch uses. So with PoCL's kernel cache on the runtime stores no binary:
only the launched kernel is compiled, once, and a second process compiles
nothing. With POCL_KERNEL_CACHE=0 the runtime stores the binary as on any
other driver."""

import glob
import json
import os
import subprocess
import sys

import pytest

from rt_common import subprocess_env

# A module of two kernels of which only `used` is launched, with blocks of 64.
CHILD = r'''
import json, numpy as np, ultima
m = ultima.RawModule(code=r"""
extern "C" __global__ void used(float *v, int n) {
  __shared__ float s[64];
  s[threadIdx.x] = v[blockIdx.x * 64 + threadIdx.x];
  __syncthreads();
  v[blockIdx.x * 64 + threadIdx.x] = s[63 - threadIdx.x] + n;
}
extern "C" __global__ void unused(float *v) { v[threadIdx.x] = -1; }
""")
x = np.arange(256, dtype=np.float32)
v = x.copy()
m.get_function("used")((4,), (64,), (v, np.int32(1)))
want = x.reshape(4, 64)[:, ::-1].reshape(-1) + 1
print(json.dumps({"ok": bool(np.array_equal(v, want))}))
'''


def on_pocl():
    r = subprocess.run(
        [sys.executable, "-c", "import ultima; "
         "print(ultima.pyopencl_queue().device.platform.name)"],
        capture_output=True, text=True, env=subprocess_env(), timeout=120)
    return r.returncode == 0 and "Portable Computing Language" in r.stdout


pytestmark = pytest.mark.skipif(not on_pocl(), reason="PoCL's kernel cache")


def run(tmp_path, **env):
    r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                       env=subprocess_env(ULTIMA_CACHE_DIR=str(tmp_path / "ultima"),
                                          POCL_CACHE_DIR=str(tmp_path / "pocl"), **env),
                       timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    assert json.loads(r.stdout.strip().splitlines()[-1]) == {"ok": True}


def compiled_kernels(tmp_path):
    """PoCL's compiled work-group functions: <program>/<kernel>/<variant>/*.so."""
    found = set()
    for so in glob.glob(str(tmp_path / "pocl" / "**" / "*.so"), recursive=True):
        variant = os.path.dirname(so)
        found.add((os.path.basename(os.path.dirname(variant)), os.path.basename(variant)))
    return found


def ultima_entries(tmp_path):
    return glob.glob(str(tmp_path / "ultima" / "*.bin"))


def test_only_the_launched_kernel_is_compiled_and_only_for_its_size(tmp_path):
    run(tmp_path)
    compiled = compiled_kernels(tmp_path)
    assert compiled, "PoCL compiled nothing into POCL_CACHE_DIR"
    # PoCL names a variant by its work-group size first: 64-1-1-...
    assert all(k == "used" and v.startswith("64-1-1") for k, v in compiled), compiled
    assert len(ultima_entries(tmp_path)) == 1  # the translation, no binary


def test_second_process_compiles_nothing(tmp_path):
    run(tmp_path)
    first = sorted(glob.glob(str(tmp_path / "pocl" / "**" / "*.so"), recursive=True))
    run(tmp_path)
    assert sorted(glob.glob(str(tmp_path / "pocl" / "**" / "*.so"), recursive=True)) == first


def test_without_pocl_kernel_cache_the_binary_is_stored(tmp_path):
    run(tmp_path, POCL_KERNEL_CACHE="0")
    assert len(ultima_entries(tmp_path)) == 2  # the translation and the binary
    run(tmp_path, POCL_KERNEL_CACHE="0")  # loads the binary
