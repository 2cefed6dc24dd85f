#!/usr/bin/env python3
"""Translates examples/vector_add.cu with ultima and runs it on an OpenCL device.

Run with Debian's /usr/bin/python3 (it has numpy and pyopencl). The CUDA launch
<<<blocks, 256>>> becomes an NDRange of blocks*256 work-items in groups of 256.
"""
import os
import subprocess
import sys

import numpy as np
import pyopencl as cl

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ultima = os.environ.get("ULTIMA_BIN", os.path.join(root, "build", "bin", "ultima"))
source = subprocess.run([ultima, os.path.join(root, "examples", "vector_add.cu")],
                        check=True, capture_output=True, text=True).stdout

ctx = cl.create_some_context(interactive=False)
queue = cl.CommandQueue(ctx)
device = queue.device
program = cl.Program(ctx, source).build()

n = 1_000_003
rng = np.random.default_rng(0)
a = rng.standard_normal(n, dtype=np.float32)
b = rng.standard_normal(n, dtype=np.float32)
mf = cl.mem_flags
a_buf = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=a)
b_buf = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=b)
c_buf = cl.Buffer(ctx, mf.WRITE_ONLY, a.nbytes)

block = 256
blocks = (n + block - 1) // block
program.vector_add(queue, (blocks * block,), (block,), a_buf, b_buf, c_buf, np.int32(n))
c = np.empty_like(a)
cl.enqueue_copy(queue, c, c_buf)
queue.finish()

ok = np.array_equal(c, a + b)
print(f"vector_add on {device.name.strip()} ({device.platform.name.strip()}): "
      f"{n} elements, {'matches NumPy' if ok else 'MISMATCH'}")
sys.exit(0 if ok else 1)
