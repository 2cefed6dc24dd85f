"""Timing helpers the bench/ scripts share: the median, and the median
milliseconds of repeated calls after a warm-up call."""
import time


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def timed_ms(reps, f):
    f()
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        f()
        times.append((time.perf_counter() - start) * 1e3)
    return median(times)
