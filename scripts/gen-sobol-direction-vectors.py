#!/usr/bin/python3
"""Write the Sobol direction vectors of libultima-curand (docs/cuda-libraries.md#curand):
Joe and Kuo's new-joe-kuo-6.21201 numbers (cuRAND's JOEKUO6 set), as SciPy
packages them, for 20000 dimensions, 32 unsigned ints per dimension
(sobol32.bin) and 64 unsigned long longs (sobol64.bin), little-endian.
The first dimension is the degenerate one, v_k = 2^(bits-1-k).

Run at build time:  /usr/bin/python3 scripts/gen-sobol-direction-vectors.py OUTDIR
"""

import sys
from pathlib import Path

import numpy as np
from scipy.stats import qmc

DIMENSIONS = 20000


def main():
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for bits, dtype in ((32, "<u4"), (64, "<u8")):
        vectors = qmc.Sobol(d=DIMENSIONS, scramble=False, bits=bits)._sv.astype(dtype)
        assert vectors.shape == (DIMENSIONS, bits)
        assert all(int(vectors[0][k]) == 1 << (bits - 1 - k) for k in range(bits))
        tmp = out / f"sobol{bits}.bin.tmp"
        tmp.write_bytes(vectors.tobytes())
        tmp.replace(out / f"sobol{bits}.bin")


if __name__ == "__main__":
    main()
