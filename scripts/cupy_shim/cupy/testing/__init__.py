"""cupy.testing for the ultima shim, written from CuPy's documentation of
these helpers (https://docs.cupy.dev/en/stable/reference/testing.html):

- numpy_cupy_array_equal / numpy_cupy_allclose run the test twice, with
  xp=numpy and xp=cupy (this shim, i.e. ultima), and compare the results
  with NumPy on host copies; a cupy-side result that should be an array must
  be a device array (ultima.ndarray), never a NumPy array;
- for_*_dtypes / for_orders run the test once per dtype (order) within one
  test, as CuPy's do; a failure names the dtype;
- parameterize / product make one unittest class per parameter set;
- shaped_arange / shaped_random make arrays with NumPy (then ultima.asarray);
- multi_gpu marks the test (the harness skips it: one device), slow marks it.
"""

import functools
import inspect
import itertools
import sys
import unittest

import numpy
import pytest

import ultima

# --- dtypes -------------------------------------------------------------

_float_dtypes = (numpy.float64, numpy.float32, numpy.float16)
_complex_dtypes = (numpy.complex64, numpy.complex128)
_signed_dtypes = (numpy.int8, numpy.int16, numpy.int32, numpy.int64)
_unsigned_dtypes = (numpy.uint8, numpy.uint16, numpy.uint32, numpy.uint64)
_int_dtypes = _signed_dtypes + _unsigned_dtypes
_regular_dtypes = _int_dtypes + _float_dtypes + _complex_dtypes


def _without_param(func, *names):
    """The signature pytest should see: func's, less the injected names."""
    sig = inspect.signature(func)
    params = [p for p in sig.parameters.values() if p.name not in names]
    return sig.replace(parameters=params)


def _loop(name, values):
    def decorator(impl):
        @functools.wraps(impl)
        def test_func(*args, **kw):
            for value in values:
                try:
                    kw[name] = value
                    impl(*args, **kw)
                except unittest.SkipTest:
                    raise
                except Exception as e:
                    if hasattr(e, 'add_note'):
                        e.add_note(f'({name}={value!r})')
                    print(f'{name}={value!r} failed', file=sys.stderr)
                    raise
        test_func.__signature__ = _without_param(impl, name)
        return test_func
    return decorator


def for_dtypes(dtypes, name='dtype'):
    """Runs the test once per dtype in dtypes, passing it as `name`."""
    return _loop(name, [numpy.dtype(d).type if not isinstance(d, type) else d
                        for d in dtypes])


def _make_all_dtypes(no_float16, no_bool, no_complex):
    dtypes = list(_int_dtypes + _float_dtypes)
    if no_float16:
        dtypes.remove(numpy.float16)
    if not no_complex:
        dtypes += list(_complex_dtypes)
    if not no_bool:
        dtypes.insert(0, numpy.bool_)
    return dtypes


def for_all_dtypes(name='dtype', no_float16=False, no_bool=False, no_complex=False):
    """bool, int8...int64, uint8...uint64, float16/32/64, complex64/128."""
    return for_dtypes(_make_all_dtypes(no_float16, no_bool, no_complex), name=name)


def for_float_dtypes(name='dtype', no_float16=False):
    return for_dtypes([d for d in _float_dtypes if not (no_float16 and d is numpy.float16)],
                      name=name)


def for_signed_dtypes(name='dtype'):
    return for_dtypes(_signed_dtypes, name=name)


def for_unsigned_dtypes(name='dtype'):
    return for_dtypes(_unsigned_dtypes, name=name)


def for_int_dtypes(name='dtype', no_bool=False):
    return for_dtypes(_int_dtypes if no_bool else (numpy.bool_,) + _int_dtypes, name=name)


def for_complex_dtypes(name='dtype'):
    return for_dtypes(_complex_dtypes, name=name)


def for_orders(orders, name='order'):
    return _loop(name, list(orders))


def for_CF_orders(name='order'):
    return for_orders(['C', 'F', 'c', 'f'], name=name)


# --- arrays -------------------------------------------------------------

def _module(xp):
    if xp is None or xp is numpy:
        return numpy
    return xp


def shaped_arange(shape, xp=None, dtype=numpy.float32, order='C'):
    """1, 2, ..., N in the given shape; bool: True for the even ones;
    complex: the same values in both parts."""
    dtype = numpy.dtype(dtype)
    a = numpy.arange(1, numpy.prod(shape, dtype=int) + 1, 1)
    if dtype == numpy.bool_:
        a = a % 2 == 0
    elif dtype.kind == 'c':
        a = a + a * 1j
    a = numpy.array(a.astype(dtype).reshape(shape), order=order)
    return _to(xp, a)


def shaped_reverse_arange(shape, xp=None, dtype=numpy.float32):
    dtype = numpy.dtype(dtype)
    size = int(numpy.prod(shape, dtype=int))
    a = numpy.arange(size, 0, -1)
    if dtype == numpy.bool_:
        a = a % 2 == 0
    elif dtype.kind == 'c':
        a = a + a * 1j
    return _to(xp, a.astype(dtype).reshape(shape))


def shaped_random(shape, xp=None, dtype=numpy.float32, scale=10, seed=0, order='C'):
    """Random values from a RandomState(seed): bool 0/1, others in [0, scale)
    (both parts for complex)."""
    rs = numpy.random.RandomState(seed)
    dtype = numpy.dtype(dtype)
    if dtype == numpy.bool_:
        a = rs.randint(2, size=shape)
    elif dtype.kind == 'c':
        a = rs.rand(*shape) + 1j * rs.rand(*shape)
        a = a * scale
    else:
        a = rs.rand(*shape) * scale
    a = numpy.array(a.astype(dtype), order=order)
    return _to(xp, a)


def _to(xp, host):
    if xp is None:
        xp = sys.modules['cupy']
    if xp is numpy:
        return host
    return ultima.asarray(host)


# --- comparisons --------------------------------------------------------

def _host(x):
    if isinstance(x, ultima.ndarray):
        return x.get()
    return numpy.asarray(x)


def assert_array_equal(x, y, err_msg='', verbose=True, strides_check=False, **kwargs):
    numpy.testing.assert_array_equal(_host(x), _host(y), err_msg=err_msg, verbose=verbose,
                                     **kwargs)
    if strides_check and _host(x).strides != _host(y).strides:
        raise AssertionError(f'strides differ: {x.strides} {y.strides}')


def assert_allclose(actual, desired, rtol=1e-7, atol=0, err_msg='', verbose=True):
    numpy.testing.assert_allclose(_host(actual), _host(desired), rtol=rtol, atol=atol,
                                  err_msg=err_msg, verbose=verbose)


def assert_array_almost_equal(x, y, decimal=6, err_msg='', verbose=True):
    numpy.testing.assert_array_almost_equal(_host(x), _host(y), decimal=decimal,
                                            err_msg=err_msg, verbose=verbose)


def assert_array_less(x, y, err_msg='', verbose=True):
    numpy.testing.assert_array_less(_host(x), _host(y), err_msg=err_msg, verbose=verbose)


def assert_array_list_equal(xlist, ylist, err_msg='', verbose=True):
    assert len(xlist) == len(ylist), f'lengths differ: {len(xlist)} {len(ylist)}'
    for x, y in zip(xlist, ylist):
        assert_array_equal(x, y, err_msg=err_msg, verbose=verbose)


def _c_contiguous(a):
    """Whether the device array's strides are C order (size-1 axes ignored;
    an empty array is contiguous, as in NumPy)."""
    if 0 in a.shape:
        return True
    expected = a.dtype.itemsize
    for dim, stride in zip(reversed(a.shape), reversed(a.strides)):
        if dim != 1 and stride != expected:
            return False
        expected *= dim
    return True


def _numpy_cupy_compare(check, name='xp', type_check=True, accept_error=False,
                        contiguous_check=False):
    """Runs impl with xp=numpy and xp=cupy, then check(cupy_result, numpy_result)."""
    if accept_error is True:
        accept_error = Exception
    elif not accept_error:
        accept_error = ()

    def decorator(impl):
        @functools.wraps(impl)
        def test_func(*args, **kw):
            cupy = sys.modules['cupy']
            results, errors = {}, {}
            for xp in (cupy, numpy):
                kw[name] = xp
                try:
                    results[xp] = impl(*args, **kw)
                except unittest.SkipTest:
                    raise
                except Exception as e:  # compared below
                    errors[xp] = e
            if errors:
                c_err, n_err = errors.get(cupy), errors.get(numpy)
                if c_err is not None and n_err is not None:
                    if isinstance(c_err, accept_error) and isinstance(n_err, accept_error):
                        return
                    raise AssertionError(
                        f'both raised, but not an accepted error: cupy {c_err!r}, '
                        f'numpy {n_err!r}') from c_err
                if c_err is not None:
                    raise AssertionError(
                        f'only cupy (ultima) raised: {c_err!r}') from c_err
                raise AssertionError(f'only numpy raised: {n_err!r}') from n_err
            c_res, n_res = results[cupy], results[numpy]
            if isinstance(n_res, (tuple, list)):
                assert isinstance(c_res, (tuple, list)) and len(c_res) == len(n_res), \
                    f'results differ in kind: {type(c_res)} {type(n_res)}'
                pairs = list(zip(c_res, n_res))
            else:
                pairs = [(c_res, n_res)]
            for c, n in pairs:
                if isinstance(n, numpy.ndarray):
                    assert isinstance(c, ultima.ndarray), \
                        f'the cupy result is not a device array: {type(c)}'
                    if contiguous_check and n.flags.c_contiguous:
                        assert _c_contiguous(c), \
                            f'the cupy result is not C-contiguous: strides {c.strides}'
                c_host, n_host = _host(c), numpy.asarray(n)
                if type_check:
                    assert c_host.dtype == n_host.dtype, \
                        f'dtypes differ: cupy {c_host.dtype}, numpy {n_host.dtype}'
                assert c_host.shape == n_host.shape, \
                    f'shapes differ: cupy {c_host.shape}, numpy {n_host.shape}'
                check(c_host, n_host)
        test_func.__signature__ = _without_param(impl, name)
        return test_func
    return decorator


def numpy_cupy_array_equal(err_msg='', verbose=True, name='xp', type_check=True,
                           accept_error=False, sp_name=None, scipy_name=None,
                           strides_check=False):
    def check(c, n):
        numpy.testing.assert_array_equal(c, n, err_msg=err_msg, verbose=verbose)
        if strides_check:
            assert c.strides == n.strides, f'strides differ: {c.strides} {n.strides}'
    return _numpy_cupy_compare(check, name=name, type_check=type_check,
                               accept_error=accept_error)


def numpy_cupy_allclose(rtol=1e-7, atol=0, err_msg='', verbose=True, name='xp',
                        type_check=True, accept_error=False, sp_name=None, scipy_name=None,
                        contiguous_check=True, **kwargs):
    def check(c, n):
        r, a = rtol, atol
        if isinstance(rtol, dict):
            r = rtol.get(n.dtype.type, rtol.get('default', 1e-7))
        if isinstance(atol, dict):
            a = atol.get(n.dtype.type, atol.get('default', 0))
        numpy.testing.assert_allclose(c, n, rtol=r, atol=a, err_msg=err_msg, verbose=verbose)
    return _numpy_cupy_compare(check, name=name, type_check=type_check,
                               accept_error=accept_error, contiguous_check=contiguous_check)


def numpy_cupy_array_almost_equal(decimal=6, err_msg='', verbose=True, name='xp',
                                  type_check=True, accept_error=False, **kwargs):
    def check(c, n):
        numpy.testing.assert_array_almost_equal(c, n, decimal=decimal, err_msg=err_msg,
                                                verbose=verbose)
    return _numpy_cupy_compare(check, name=name, type_check=type_check,
                               accept_error=accept_error)


def numpy_cupy_equal(name='xp'):
    def decorator(impl):
        @functools.wraps(impl)
        def test_func(*args, **kw):
            kw[name] = sys.modules['cupy']
            c = impl(*args, **kw)
            kw[name] = numpy
            n = impl(*args, **kw)
            assert c == n, f'cupy {c!r} != numpy {n!r}'
        test_func.__signature__ = _without_param(impl, name)
        return test_func
    return decorator


# --- parameterisation and marks -----------------------------------------

def product(parameter):
    """Every combination of a dict of lists, as a list of dicts."""
    keys = sorted(parameter)
    return [dict(zip(keys, values))
            for values in itertools.product(*(parameter[k] for k in keys))]


def product_dict(*parameters):
    return [dict(itertools.chain.from_iterable(d.items() for d in ds))
            for ds in itertools.product(*parameters)]


def _param_name(i, param):
    text = ','.join(f'{k}={v!r}' for k, v in sorted(param.items()))
    return f'_param_{i}_{{{text}}}'


def parameterize(*params, **kwargs):
    """One subclass per parameter dict, its items as class attributes; the
    subclasses are added to the class's module and the original class is not
    collected."""
    def decorator(cls):
        module = sys.modules[cls.__module__]
        for i, param in enumerate(params):
            name = cls.__name__ + _param_name(i, param)
            attrs = dict(param)
            attrs['__test__'] = True
            attrs['__module__'] = cls.__module__
            attrs['__qualname__'] = name
            sub = type(name, (cls,), attrs)
            setattr(module, name, sub)
        cls.__test__ = False
        return cls
    return decorator


def multi_gpu(gpu_num):
    """Marks a test that needs gpu_num devices (the harness skips it)."""
    return pytest.mark.multi_gpu(gpu_num)


def slow(*args, **kwargs):
    return pytest.mark.slow(*args, **kwargs)


def with_requires(*requirements):
    return pytest.mark.with_requires(*requirements)


def installed(*specifiers):
    return False


def numpy_satisfies(version_range):
    return False
