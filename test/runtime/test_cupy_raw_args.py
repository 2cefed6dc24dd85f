"""RawKernel arguments and objects as CuPy documents them: unsigned 64-bit
scalars of any value, NumPy structured scalars and size-1 structured arrays
passed by value to a struct parameter, NVRTC's option spellings, kernel
attributes, and pickling. References are Python integers and NumPy."""

import pickle
import re
import subprocess
import sys

import numpy as np
import pytest

from rt_common import subprocess_env, ultima

U64 = ultima.RawKernel(r'''
extern "C" __global__ void store(unsigned long long *out, unsigned long long a, size_t b) {
  out[0] = a;
  out[1] = b;
  out[2] = a + b;
}''', "store")


@pytest.mark.parametrize("make", [np.uint64, int], ids=["numpy", "python"])
def test_uint64_scalars_at_and_above_2_63(make):
    out = np.zeros(3, np.uint64)
    a, b = 2**63, 2**64 - 1
    U64((1,), (1,), (out, make(a), make(b)))
    assert [int(v) for v in out] == [a, b, (a + b) % 2**64]


STRUCTS = ultima.RawModule(code=r'''
struct Params { char flag; double scale; int offset; };
struct Outer { float bias; Params inner; };
extern "C" __global__ void apply(const Params p, double *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = p.flag ? x[i] * p.scale + p.offset : -1.0;
}
extern "C" __global__ void apply_outer(Outer o, double *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * o.inner.scale + o.inner.offset + o.bias;
}''')

PARAMS_FIELDS = [("flag", np.int8), ("scale", np.float64), ("offset", np.int32)]


@pytest.mark.parametrize("align", [True, False], ids=["aligned", "packed"])
def test_structured_scalar_by_value(align):
    dtype = np.dtype(PARAMS_FIELDS, align=align)
    p = np.array((1, 2.5, -3), dtype)[()]  # np.void
    x = np.arange(10, dtype=np.float64)
    STRUCTS.get_function("apply")((1,), (16,), (p, x, np.int32(10)))
    np.testing.assert_array_equal(x, np.arange(10) * 2.5 - 3)


def test_size_one_structured_array_by_value():
    p = np.array([(1, -1.0, 7)], np.dtype(PARAMS_FIELDS, align=True))
    x = np.arange(5, dtype=np.float64)
    STRUCTS.get_function("apply")((1,), (8,), (p, x, np.int32(5)))
    np.testing.assert_array_equal(x, 7 - np.arange(5))


def test_nested_struct_by_value():
    inner = np.dtype(PARAMS_FIELDS)
    outer = np.dtype([("bias", np.float32), ("inner", inner)])
    o = np.array((0.5, (1, 3.0, 10)), outer)[()]
    x = np.arange(6, dtype=np.float64)
    STRUCTS.get_function("apply_outer")((1,), (8,), (o, x, np.int32(6)))
    np.testing.assert_array_equal(x, np.arange(6) * 3.0 + 10.5)


def test_struct_of_another_size_is_a_type_error():
    wrong = np.array((1, 2.0), np.dtype([("a", np.int64), ("b", np.float64)]))[()]
    with pytest.raises(TypeError, match="argument 0 of kernel 'apply'"):
        STRUCTS.get_function("apply")((1,), (1,), (wrong, np.zeros(1), np.int32(1)))
    with pytest.raises(TypeError, match="one element"):
        two = np.zeros(2, np.dtype(PARAMS_FIELDS, align=True))
        STRUCTS.get_function("apply")((1,), (1,), (two, np.zeros(1), np.int32(1)))


OPTS = r'''
#include "raw_opts_header.h"
extern "C" __global__ void k(int *out) {
#ifdef GONE
  out[0] = -1;
#else
  out[0] = VALUE + FROM_HEADER + (int)__cplusplus / 100;
#endif
}'''


@pytest.fixture(scope="module")
def header_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("raw_opts")
    (d / "raw_opts_header.h").write_text("#define FROM_HEADER 1000\n")
    return d


@pytest.mark.parametrize("spelling", ["nvrtc-long", "short"])
def test_nvrtc_option_spellings(header_dir, spelling):
    if spelling == "nvrtc-long":
        opts = ("--std=c++17", "--define-macro=VALUE=7", f"--include-path={header_dir}",
                "--define-macro=GONE", "--undefine-macro=GONE", "-arch=compute_70",
                "--fmad=false", "-lineinfo", "--use_fast_math")
        year = 2017
    else:
        opts = ("-std=c++11", "-DVALUE=7", f"-I{header_dir}", "-DGONE", "-UGONE",
                "--maxrregcount=32", "--ftz=true")
        year = 2011
    out = np.zeros(1, np.int32)
    ultima.RawKernel(OPTS, "k", options=opts)((1,), (1,), (out,))
    assert out[0] == 7 + 1000 + year  # __cplusplus is 201703 or 201103


ORDER = r'''
extern "C" __global__ void order(int *out) {
#if defined(GONE) || !defined(PRE)
  out[0] = -1;
#else
  out[0] = VALUE * PRE;
#endif
}'''


@pytest.mark.parametrize("spelling", ["short", "nvrtc-long", "one-string-separate"])
def test_nvrtc_defines_and_undefines_in_order(header_dir, spelling):
    # NVRTC, like nvcc and Clang, takes -D and -U in the order given: a later
    # -D defines a macro an earlier -U undefined, a later -U undoes a -D.
    # Each option is one string, so "-include H" and "-D X" hold their value.
    (header_dir / "pre.h").write_text("#define PRE 3\n")
    pre = str(header_dir / "pre.h")
    opts = {
        "short": ("-UVALUE", "-DVALUE=5", "-DGONE", "-UGONE", f"-include={pre}"),
        "nvrtc-long": ("--define-macro=VALUE=1", "--undefine-macro=VALUE",
                       "--define-macro=VALUE=5", "--define-macro=GONE",
                       "--undefine-macro=GONE", f"--pre-include={pre}"),
        "one-string-separate": ("-D VALUE=1", "-U VALUE", "-D VALUE=5", "-D GONE", "-U GONE",
                                f"-include {pre}", "-arch sm_70"),
    }[spelling]
    out = np.zeros(1, np.int32)
    ultima.RawKernel(ORDER, "order", options=opts)((1,), (1,), (out,))
    assert out[0] == 15


def test_bad_options_are_value_errors():
    with pytest.raises(ValueError, match="unsupported compile option '--frobnicate'"):
        ultima.RawKernel(OPTS, "k", options=("--frobnicate",))((1,), (1,), (np.zeros(1, np.int32),))
    with pytest.raises(ValueError, match="unsupported compile option '-dc'"):
        ultima.RawKernel(OPTS, "k", options=("-dc",))((1,), (1,), (np.zeros(1, np.int32),))
    with pytest.raises(ValueError, match=r"language standard 'c\+\+99'"):
        ultima.RawKernel(OPTS, "k", options=("--std=c++99",))((1,), (1,), (np.zeros(1, np.int32),))
    # NVRTC's -std takes its value after '=' only; an option without its value
    # is not one (NVRTC has no "-include" "H" as two options).
    for bad in ("-std c++17", "-include", "-D", "--define-macro=", "--ftz=maybe", "-Wall"):
        with pytest.raises(ValueError, match=re.escape(f"unsupported compile option '{bad}'")):
            ultima.RawKernel(OPTS, "k", options=(bad,))((1,), (1,), (np.zeros(1, np.int32),))


SHARED = r'''
extern "C" __global__ void plain(float *x) { x[threadIdx.x] += 1; }
extern "C" __global__ void tiled(float *x) {
  __shared__ float tile[256];
  tile[threadIdx.x] = x[threadIdx.x];
  __syncthreads();
  x[threadIdx.x] = tile[255 - threadIdx.x];
}'''


def test_kernel_attributes():
    module = ultima.RawModule(code=SHARED)
    plain, tiled = module.get_function("plain"), module.get_function("tiled")
    attrs = plain.attributes
    for key in ("binary_version", "cache_mode_ca", "const_size_bytes", "local_size_bytes",
                "max_dynamic_shared_size_bytes", "max_threads_per_block", "num_regs",
                "preferred_shared_memory_carveout", "ptx_version", "shared_size_bytes"):
        assert key in attrs
    assert plain.max_threads_per_block > 0 and plain.shared_size_bytes == 0
    assert plain.num_regs is None and plain.local_size_bytes >= 0
    assert tiled.shared_size_bytes >= 256 * 4
    assert tiled.max_dynamic_shared_size_bytes == \
        plain.max_dynamic_shared_size_bytes - tiled.shared_size_bytes
    x = np.arange(256, dtype=np.float32)
    tiled((1,), (256,), (x,))
    np.testing.assert_array_equal(x, np.arange(256, dtype=np.float32)[::-1])
    # One thread more than max_threads_per_block is refused.
    with pytest.raises(ValueError, match="exceeds"):
        plain((1,), (plain.max_threads_per_block + 1,), (np.zeros(4096, np.float32),))


def roundtrip_and_run(obj, get=None):
    loaded = pickle.loads(pickle.dumps(obj))
    kernel = loaded.get_function(get) if get else loaded
    x = np.arange(8, dtype=np.float32)
    kernel((1,), (8,), (x,))
    return x


@pytest.mark.parametrize("compiled", [False, True])
def test_pickled_raw_kernel_runs(compiled):
    kernel = ultima.RawKernel(SHARED, "plain", options=("-DUNUSED=1",))
    if compiled:
        kernel.compile()
    np.testing.assert_array_equal(roundtrip_and_run(kernel), np.arange(8) + 1)
    assert pickle.loads(pickle.dumps(kernel)).options == ("-DUNUSED=1",)


def test_pickled_raw_module_and_its_kernel_run():
    module = ultima.RawModule(code=SHARED, options=("-DUNUSED=1",))
    np.testing.assert_array_equal(roundtrip_and_run(module, "plain"), np.arange(8) + 1)
    np.testing.assert_array_equal(roundtrip_and_run(module.get_function("plain")),
                                  np.arange(8) + 1)


def test_pickle_loads_in_another_process(tmp_path):
    module = ultima.RawModule(code=SHARED, name_expressions=["plain"])
    (tmp_path / "k.pkl").write_bytes(pickle.dumps(module.get_function("plain")))
    script = ("import pickle, numpy as np\n"
              "k = pickle.load(open('k.pkl', 'rb'))\n"
              "x = np.zeros(4, np.float32); k((1,), (4,), (x,)); assert list(x) == [1] * 4\n")
    subprocess.run([sys.executable, "-c", script], cwd=tmp_path, env=subprocess_env(),
                   check=True, timeout=300)
