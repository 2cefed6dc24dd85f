"""Checks the cases test/lit/CuFFT/exec.cu wrote against numpy.fft.

Each `CASE name kind precision direction rank n0 n1 n2 batch nin nout` line
of the program's output names a record of the data file: nin doubles of
input, then nout doubles of output, both in logical order (batch, then the
dimensions slowest first; complex values as re, im pairs). The expected
output is NumPy's: fftn (forward), ifftn times the size (cuFFT's inverse is
unnormalised), rfftn (R2C) and irfftn times the size (C2R). A case passes when
the 2-norm of the difference is at most TOLERANCE times the 2-norm of the
expected output (docs/cuda-libraries.md#cufft).
"""
import sys

import numpy as np

TOLERANCE = {"float": 1e-5, "double": 1e-12}


def complex_of(values):
    return values[0::2] + 1j * values[1::2]


def main():
    lines = [l.split() for l in open(sys.argv[1]) if l.startswith("CASE ")]
    data = np.fromfile(sys.argv[2], dtype=np.float64)
    at = 0
    worst = {"float": 0.0, "double": 0.0}
    bad = 0
    for fields in lines:
        name, kind, precision = fields[1:4]
        direction, rank = int(fields[4]), int(fields[5])
        n = [int(v) for v in fields[6:6 + rank]]
        batch, nin, nout = int(fields[9]), int(fields[10]), int(fields[11])
        inp = data[at:at + nin]
        out = data[at + nin:at + nin + nout]
        at += nin + nout
        axes = tuple(range(1, rank + 1))
        half = n[:-1] + [n[-1] // 2 + 1]
        size = int(np.prod(n))
        if kind == "C2C":
            x = complex_of(inp).reshape([batch] + n)
            got = complex_of(out).reshape([batch] + n)
            if direction == -1:
                want = np.fft.fftn(x, axes=axes)
            else:
                want = np.fft.ifftn(x, axes=axes) * size
        elif kind == "R2C":
            x = inp.reshape([batch] + n)
            got = complex_of(out).reshape([batch] + half)
            want = np.fft.rfftn(x, axes=axes)
        else:
            x = complex_of(inp).reshape([batch] + half)
            got = out.reshape([batch] + n)
            want = np.fft.irfftn(x, s=n, axes=axes) * size
        err = np.linalg.norm((got - want).ravel()) / np.linalg.norm(want.ravel())
        worst[precision] = max(worst[precision], err)
        verdict = "ok" if err <= TOLERANCE[precision] else "MISMATCH"
        bad += verdict != "ok"
        print("%-32s %-6s relative error %.2e %s" % (name, precision, err, verdict))
    if at != data.size:
        print("MISMATCH: %d values left in the data file" % (data.size - at))
        bad += 1
    print("worst relative error: float %.2e, double %.2e" % (worst["float"], worst["double"]))
    print("checked %d cases" % len(lines))
    print("OK" if not bad and lines else "FAILED")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
