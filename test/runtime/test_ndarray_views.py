"""ultima.ndarray views against NumPy: basic indexing, transpose, reshape,
ravel and flatten give NumPy's shapes, strides and elements, and share the
device buffer exactly when NumPy's results share memory."""

import numpy as np
import pytest
import rt_common  # noqa: F401  (imports ultima from the build tree)

import ultima

BASE = np.arange(2 * 3 * 4 * 5, dtype=np.int32).reshape(2, 3, 4, 5) * 7 - 100

# Index expressions applied to NumPy and to ultima alike.
INDICES = [
    1, -1, (0, 2), (1, -1, 3, -5), slice(None), slice(1, None), slice(None, None, -1),
    (slice(None), slice(None, None, 2)), (Ellipsis, 1), (Ellipsis, slice(4, 0, -2)),
    (1, Ellipsis, 0), (None, 1), (slice(None), None, slice(1, 3), None), (0, 0, 0, 0),
    (0, 0, 0, slice(None, None, -1)), (slice(5, 1), 0), (slice(-100, 100), slice(None, None, 3)),
    (Ellipsis,), (np.int64(1), np.int8(-2)), (slice(None, None, -1), slice(None, None, -2),
                                              slice(3, None, -1), slice(-1, 0, -3)),
]


def is_view(u, base):
    return u._buffer is base._buffer


@pytest.mark.parametrize("key", INDICES, ids=[repr(k) for k in INDICES])
def test_basic_index_matches_numpy(key):
    d = ultima.asarray(BASE)
    expected = BASE[key]
    got = d[key]
    assert isinstance(got, ultima.ndarray)
    assert got.shape == expected.shape and got.strides == expected.strides
    assert got.dtype == expected.dtype
    assert is_view(got, d)
    np.testing.assert_array_equal(got.get(), expected)


def test_index_of_a_view_composes_offsets():
    d = ultima.asarray(BASE)
    view = d[1, ::-1][:, 1:, ::-2][0, 2]
    expected = BASE[1, ::-1][:, 1:, ::-2][0, 2]
    assert view.shape == expected.shape
    np.testing.assert_array_equal(view.get(), expected)


def test_int_index_of_1d_array_is_0d_array():
    d = ultima.asarray(np.array([3.5, -1.0, 2.0]))
    item = d[1]
    assert isinstance(item, ultima.ndarray) and item.shape == () and item.ndim == 0
    assert float(item) == -1.0


@pytest.mark.parametrize("key, error", [
    (2, IndexError), ((0, 3), IndexError), ((0, 0, 0, 0, 0), IndexError), (1.5, IndexError),
    ("a", IndexError), ((Ellipsis, Ellipsis), IndexError), (slice(0, 1.5), TypeError),
    ([0, 1], NotImplementedError), (np.array([0]), NotImplementedError),
    (True, NotImplementedError),
])
def test_bad_index_raises(key, error):
    d = ultima.asarray(BASE)
    with pytest.raises(error):
        d[key]
    if error is not NotImplementedError:  # NumPy raises the same for the same key
        with pytest.raises(error):
            BASE[key]


@pytest.mark.parametrize("axes", [(), ((1, 0, 3, 2),), (3, 1, 2, 0), (None,), ((-1, 0, -2, 1),)])
def test_transpose_matches_numpy(axes):
    d = ultima.asarray(BASE)
    got, expected = d.transpose(*axes), BASE.transpose(*axes)
    assert got.shape == expected.shape and got.strides == expected.strides and is_view(got, d)
    np.testing.assert_array_equal(got.get(), expected)


def test_T_and_swapaxes_and_squeeze():
    d = ultima.asarray(BASE)
    np.testing.assert_array_equal(d.T.get(), BASE.T)
    np.testing.assert_array_equal(d.swapaxes(0, 2).get(), BASE.swapaxes(0, 2))
    e = ultima.asarray(BASE[:, :1, :, None])
    assert e.squeeze().shape == BASE[:, :1, :, None].squeeze().shape
    with pytest.raises(ValueError):
        d.transpose(0, 1)


# (view expression, new shape): NumPy copies for some, views for others.
RESHAPES = [
    (lambda a: a, (6, 20)), (lambda a: a, (-1,)), (lambda a: a, (4, -1, 3)),
    (lambda a: a[:, 1:], (2, 2, 20)), (lambda a: a[:, :, ::2], (6, 10)),
    (lambda a: a[:, :, ::2], (2, 3, 1, 2, 5)), (lambda a: a.T, (5, 24)),
    (lambda a: a.T, (5, 4, 3, 2, 1)), (lambda a: a[1, ::-1], (12, 5)),
    (lambda a: a[0, 0, 0], (5, 1)), (lambda a: a[0, 0, 0, 0, ...], (1, 1)),
]


@pytest.mark.parametrize("view, shape", RESHAPES)
def test_reshape_views_exactly_when_numpy_does(view, shape):
    d = ultima.asarray(BASE)
    source, expected = view(d), view(BASE).reshape(shape)
    got = source.reshape(shape)
    assert got.shape == expected.shape
    assert is_view(got, d) == np.shares_memory(expected, BASE)
    np.testing.assert_array_equal(got.get(), expected)
    if len(shape) == 2:  # the unpacked form too
        np.testing.assert_array_equal(source.reshape(*shape).get(), expected)


def test_reshape_of_a_wrong_size_raises():
    with pytest.raises(ValueError):
        ultima.asarray(BASE).reshape(7, 3)
    with pytest.raises(ValueError):
        ultima.asarray(BASE).reshape(-1, -1)


@pytest.mark.parametrize("view", [lambda a: a, lambda a: a[1], lambda a: a[:, ::2],
                                  lambda a: a.T, lambda a: a[0, 0:1], lambda a: a[:, :, :, 1:]])
def test_ravel_and_flatten(view):
    d = ultima.asarray(BASE)
    expected = view(BASE).ravel()
    raveled = view(d).ravel()
    assert is_view(raveled, d) == np.shares_memory(expected, BASE)
    np.testing.assert_array_equal(raveled.get(), expected)
    flat = view(d).flatten()
    assert not is_view(flat, d)
    np.testing.assert_array_equal(flat.get(), view(BASE).flatten())


def test_writes_through_a_view_reach_the_base():
    host = BASE.copy()
    d = ultima.asarray(host)
    view = d[1, ::-1, 1:3].T
    view[...] = -1
    host[1, ::-1, 1:3].T[...] = -1
    np.testing.assert_array_equal(d.get(), host)
    # and a copy does not
    copy = d[0].copy()
    copy.fill(5)
    np.testing.assert_array_equal(d.get(), host)


def test_len_iter_array_and_repr():
    host = np.array([[1.5, -2.0], [3.0, 4.25], [0.0, 1e-3]], dtype=np.float32)
    d = ultima.asarray(host)
    assert len(d) == 3 and len(d[::2]) == 2
    with pytest.raises(TypeError):
        len(d[0, 0])
    with pytest.raises(TypeError):
        iter(d[0, 0])
    np.testing.assert_array_equal(np.stack([row.get() for row in d]), host)
    assert np.asarray(d).dtype == np.float32
    np.testing.assert_array_equal(np.asarray(d[:, ::-1]), host[:, ::-1])
    assert np.asarray(d, dtype=np.float64).dtype == np.float64
    assert repr(d) == repr(host) and repr(d).startswith("array(")
    assert str(d[1]) == str(host[1])
    assert repr(ultima.asarray(np.int8(-3))) == repr(np.array(-3, np.int8))


def test_scalar_conversions_follow_numpy():
    d = ultima.asarray(np.array([[7]], dtype=np.int64))
    assert int(d) == 7 and float(d) == 7.0 and bool(d) and d.item() == 7
    assert ultima.asarray(BASE)[1, :2, 0].tolist() == BASE[1, :2, 0].tolist()
    with pytest.raises(ValueError):
        bool(ultima.asarray(np.array([1, 2])))
    with pytest.raises(TypeError):
        hash(d)


def test_empty_views():
    d = ultima.asarray(BASE)
    empty = d[:, 2:1]
    assert empty.shape == BASE[:, 2:1].shape and empty.size == 0
    assert empty.get().shape == BASE[:, 2:1].shape
    assert empty.reshape(0, 7).shape == (0, 7)
    assert empty.copy().shape == empty.shape
