"""The cupy shim of scripts/cupy-tests.py (scripts/cupy_shim) does not fake
results: a wrong kernel fails CuPy's comparison decorators, a NumPy array
returned on the cupy side is refused, an error on one side only fails, and
the dtype loops run every dtype they name (docs/cupy-tests.md). The checks
run in a child pytest, so the `cupy` package never enters this process."""

import subprocess
import sys
import textwrap

import rt_common

SHIM = rt_common.REPO / "scripts" / "cupy_shim"

CHECKS = textwrap.dedent('''
    import numpy
    import pytest
    import cupy
    from cupy import testing

    SEEN = []

    class TestShim:
        @testing.for_all_dtypes(no_bool=True)
        @testing.numpy_cupy_array_equal()
        def test_wrong_kernel_fails(self, xp, dtype):
            x = testing.shaped_arange((2, 3), xp, dtype)
            if xp is numpy:
                return x + x
            return cupy.ElementwiseKernel('T x', 'T z', 'z = x + x + (T)1', 'wrong')(x)

        @testing.numpy_cupy_allclose()
        def test_right_kernel_passes(self, xp):
            x = testing.shaped_arange((2, 3), xp, numpy.float32)
            if xp is numpy:
                return x * 2
            return cupy.ElementwiseKernel('T x', 'T z', 'z = x * 2', 'twice')(x)

        @testing.numpy_cupy_array_equal()
        def test_numpy_result_on_cupy_side_fails(self, xp):
            return numpy.arange(3)

        @testing.numpy_cupy_array_equal()
        def test_wrong_dtype_fails(self, xp):
            x = testing.shaped_arange((3,), xp, numpy.int32)
            return x if xp is numpy else x.astype(numpy.int64)

        @testing.numpy_cupy_array_equal(accept_error=ValueError)
        def test_error_on_one_side_fails(self, xp):
            if xp is cupy:
                raise ValueError('only here')
            return numpy.arange(3)

        @testing.numpy_cupy_array_equal(accept_error=ValueError)
        def test_error_on_both_sides_passes(self, xp):
            raise ValueError('both')

        @testing.for_all_dtypes()
        def test_dtype_loop_runs_all(self, dtype):
            SEEN.append(numpy.dtype(dtype))

        def test_dtype_loop_saw_all(self):
            assert set(SEEN) == set(map(numpy.dtype, '?bBhHiIlLefdFD'))  # CuPy's list

        def test_all_and_allclose_compare(self):
            a = cupy.arange(4)
            assert not (a == 0).all()
            assert (a == a).all()
            assert not cupy.allclose(a, a + 1)
''')

EXPECTED_FAILED = {"test_wrong_kernel_fails", "test_numpy_result_on_cupy_side_fails",
                   "test_wrong_dtype_fails", "test_error_on_one_side_fails"}
EXPECTED_PASSED = {"test_right_kernel_passes", "test_error_on_both_sides_passes",
                   "test_dtype_loop_runs_all", "test_dtype_loop_saw_all",
                   "test_all_and_allclose_compare"}


def test_shim_does_not_fake_results(tmp_path):
    (tmp_path / "test_checks.py").write_text(CHECKS)
    env = rt_common.subprocess_env()
    env["PYTHONPATH"] = str(SHIM) + ":" + env["PYTHONPATH"]
    run = subprocess.run([sys.executable, "-m", "pytest", "-rA", "-p", "no:cacheprovider",
                          "test_checks.py"], cwd=tmp_path, env=env, capture_output=True,
                         text=True, timeout=600)
    outcomes = {}
    for line in run.stdout.splitlines():
        for word in ("PASSED", "FAILED"):
            if line.startswith(word + " test_checks.py::TestShim::"):
                name = line.split("::")[2].split()[0]
                outcomes[name] = word
    assert outcomes == {**{n: "FAILED" for n in EXPECTED_FAILED},
                        **{n: "PASSED" for n in EXPECTED_PASSED}}, run.stdout[-4000:]
