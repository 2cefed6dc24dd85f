"""cupy.random: values drawn by NumPy on the host, copied to ultima."""

import numpy

import ultima

_rs = numpy.random


def random(size=None, dtype=float):
    return ultima.asarray(_rs.random_sample(size).astype(dtype))


random_sample = random


def rand(*size, dtype=float):
    return random(size, dtype)


def uniform(low=0.0, high=1.0, size=None, dtype=float):
    return ultima.asarray(_rs.uniform(low, high, size).astype(dtype))


def randint(low, high=None, size=None, dtype='l'):
    return ultima.asarray(_rs.randint(low, high, size).astype(dtype))


def random_integers(low, high=None, size=None):
    if high is None:
        low, high = 1, low
    return ultima.asarray(_rs.randint(low, high + 1, size))


def seed(seed=None):
    _rs.seed(seed)
