"""ultima.RawKernel, ultima.ndarray, translate() and the program cache, on the
OpenCL device (PoCL in CI). References are NumPy."""

import glob
import os
import re
import subprocess
import sys

import numpy as np
import pytest

from rt_common import subprocess_env, ultima

ADD = r'''
extern "C" __global__ void add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}'''


def test_vector_add_numpy_and_device_arrays():
    rng = np.random.default_rng(1)
    a = rng.standard_normal(1000).astype(np.float32)
    b = ultima.asarray(rng.standard_normal(1000).astype(np.float32))
    c = np.full(1000, -7, np.float32)
    k = ultima.RawKernel(ADD, "add")
    k(((1000 + 255) // 256,), (256,), (a, b, c, 1000))
    np.testing.assert_array_equal(c, a + b.get())  # NumPy output copied back


def test_device_output_and_async_launches():
    k = ultima.RawKernel(ADD, "add")
    x = ultima.asarray(np.arange(300, dtype=np.float32))
    y = ultima.zeros(300, np.float32)
    for _ in range(5):  # y = y + x five times, in queue order
        k((3,), (128,), (y, x, y, np.int32(300)))
    np.testing.assert_array_equal(y.get(), 5 * np.arange(300, dtype=np.float32))


def test_ndarray_properties():
    h = np.arange(24, dtype=np.int16).reshape(2, 3, 4)
    d = ultima.asarray(h)
    assert d.shape == (2, 3, 4) and d.dtype == np.int16 and d.size == 24 and d.ndim == 3
    assert d.strides == h.strides
    np.testing.assert_array_equal(d.get(), h)
    z = ultima.zeros((5, 2), np.float64)
    np.testing.assert_array_equal(z.get(), np.zeros((5, 2)))
    e = ultima.empty((0,), np.float32)
    assert e.get().shape == (0,)
    assert ultima.asarray(d) is d
    assert ultima.asarray(d, np.float32).dtype == np.float32


def test_2d_grid_and_scalar_conversion():
    src = r'''
    extern "C" __global__ void scale(double *out, int w, int h, double s, long long base) {
      int x = blockIdx.x * blockDim.x + threadIdx.x;
      int y = blockIdx.y * blockDim.y + threadIdx.y;
      if (x < w && y < h) out[y * w + x] = s * (y * w + x) + base;
    }'''
    out = np.zeros((5, 7))
    ultima.RawKernel(src, "scale")((2, 3), (4, 2), (out, 7, 5, 0.5, 10**12))
    np.testing.assert_allclose(out, 0.5 * np.arange(35).reshape(5, 7) + 10**12)


def test_dynamic_shared_memory():
    src = r'''
    extern "C" __global__ void block_sum(const int *x, int *out) {
      extern __shared__ int s[];
      int t = threadIdx.x;
      s[t] = x[blockIdx.x * blockDim.x + t];
      __syncthreads();
      for (int step = blockDim.x / 2; step > 0; step /= 2) {
        if (t < step) s[t] += s[t + step];
        __syncthreads();
      }
      if (t == 0) out[blockIdx.x] = s[0];
    }'''
    x = np.arange(4 * 64, dtype=np.int32)
    out = np.zeros(4, np.int32)
    ultima.RawKernel(src, "block_sum")((4,), (64,), (x, out), shared_mem=64 * 4)
    np.testing.assert_array_equal(out, x.reshape(4, 64).sum(axis=1))


def test_options_define():
    src = r'''extern "C" __global__ void fill(int *x) { x[threadIdx.x] = VALUE; }'''
    x = np.zeros(8, np.int32)
    ultima.RawKernel(src, "fill", options=("-DVALUE=42",))((1,), (8,), (x,))
    np.testing.assert_array_equal(x, 42)
    with pytest.raises(ValueError, match="--bogus"):
        ultima.RawKernel(src, "fill", options=("--bogus",))((1,), (8,), (x,))


def test_argument_errors():
    k = ultima.RawKernel(ADD, "add")
    a = np.zeros(4, np.float32)
    with pytest.raises(TypeError, match="takes 4 arguments, 3 given"):
        k((1,), (4,), (a, a, a))
    with pytest.raises(TypeError, match="needs an array"):
        k((1,), (4,), (a, a, 1.0, 4))
    with pytest.raises(TypeError, match="array was passed"):
        k((1,), (4,), (a, a, a, a))


def test_translation_error_carries_diagnostics():
    with pytest.raises(ultima.TranslationError) as info:
        ultima.RawKernel("__global__ void k(float *x) { x[0] = nope; }", "k")((1,), (1,), (np.zeros(1, np.float32),))
    assert any("nope" in d and "error" in d for d in info.value.diagnostics)
    with pytest.raises(ultima.TranslationError):
        ultima.translate("__global__ void k() { throw 1; }")
    assert "__kernel void k" in ultima.translate("__global__ void k(int *x) { x[0] = 1; }")


def test_missing_kernel_name():
    with pytest.raises(ValueError, match="no kernel named 'other'"):
        ultima.RawKernel(ADD, "other")((1,), (1,), ())


def _run_child(code, **env):
    return subprocess.run([sys.executable, "-c", code], env=subprocess_env(**env),
                          capture_output=True, text=True, timeout=120)


CHILD = ("import numpy as np, ultima\n"
         "k = ultima.RawKernel(" + repr(ADD) + ", 'add')\n"
         "a = np.arange(64, dtype=np.float32); c = np.zeros(64, np.float32)\n"
         "k((1,), (64,), (a, a, c, 64)); assert (c == 2 * a).all(), c\n")


def test_disk_cache_entry_written_reused_and_corruption_rebuilt(tmp_path):
    # Two entries: the translation and the program binary (runtime-cache.md),
    # besides the translator's precompiled prelude. PoCL's own kernel cache is
    # off: with it on, the runtime stores no binary on PoCL.
    cache = tmp_path / "cache"
    env = dict(ULTIMA_CACHE_DIR=str(cache), POCL_KERNEL_CACHE="0")
    r = _run_child(CHILD, **env)
    assert r.returncode == 0, r.stderr
    entries = sorted(glob.glob(str(cache / "*.bin")))
    assert len(entries) == 2
    mtimes = [os.stat(e).st_mtime_ns for e in entries]
    r = _run_child(CHILD, **env)  # warm: reads the entries
    assert r.returncode == 0, r.stderr
    assert [os.stat(e).st_mtime_ns for e in entries] == mtimes
    for entry in entries:  # corrupt each payload
        with open(entry, "r+b") as f:
            f.seek(min(200, os.path.getsize(entry) - 4))
            f.write(b"\xde\xad\xbe\xef")
    r = _run_child(CHILD, **env)
    assert r.returncode == 0, r.stderr
    for entry, mtime in zip(entries, mtimes):
        assert os.stat(entry).st_mtime_ns != mtime  # rebuilt and rewritten
    # No temporary files: the two entries and one precompiled prelude.
    names = sorted(os.listdir(cache))
    assert [n for n in names if not n.startswith("prelude-")] == [os.path.basename(e) for e in entries]
    assert len([n for n in names if re.fullmatch(r"prelude-[0-9a-f]{64}\.pch", n)]) == 1, names


def test_empty_cache_dir_disables_and_save_source(tmp_path):
    dump = tmp_path / "dump"
    dump.mkdir()
    r = _run_child(CHILD, ULTIMA_CACHE_DIR="", ULTIMA_SAVE_SOURCE=str(dump), HOME=str(tmp_path))
    assert r.returncode == 0, r.stderr
    assert not (tmp_path / ".cache" / "ultima").exists()
    cu = glob.glob(str(dump / "*.cu"))
    cl = glob.glob(str(dump / "*.cl"))
    assert len(cu) == 1 and len(cl) == 1
    assert "a[i] + b[i]" in open(cu[0]).read() and "__kernel void add" in open(cl[0]).read()


def test_bad_device_choice_lists_devices():
    r = _run_child(CHILD, ULTIMA_DEVICE="no-such-device-xyz")
    assert r.returncode != 0
    assert "matches no OpenCL device" in r.stderr and "0: " in r.stderr
    r = _run_child(CHILD, ULTIMA_DEVICE="0")
    assert r.returncode == 0, r.stderr


def test_device_index_too_large_matches_no_device():
    # An index that does not fit in size_t is out of range like any other.
    for index in ("99999999999999999999999", "18446744073709551616"):
        r = _run_child(CHILD, ULTIMA_DEVICE=index)
        assert r.returncode != 0
        assert "ULTIMA_DEVICE='%s' matches no OpenCL device" % index in r.stderr, r.stderr
