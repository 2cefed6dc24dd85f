"""Runs the kernels of the whole CUDA programs in test/corpus on OpenCL.

A corpus program is translated once per set of -D flags with
`ultima --emit-launches=FILE`, which also writes the launch manifest (the
OpenCL signature of every emitted kernel and every `<<<...>>>` launch in the
program's host code; docs/launch-manifest.md). A test then plays the part of
the program's host code: it launches kernels by their CUDA names, in the
order `main` does, and compares the results with an independent reference.

    prog = load("gemm", defines=["MINI_DATASET"])
    prog.launch("gemm_kernel", grid=(4, 4), block=(32, 8), args=[A, B, C, np.float32(a)])

The manifest is what makes this more than a kernel test: a launched kernel
must be launched somewhere in the program's host code, its scalar arguments
must have the types of the OpenCL parameters, and device symbols
(`__device__`/`__constant__` variables the host reads or writes) are passed
where the signature has them.
"""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path
from typing import Any, Dict, Iterable, List, Optional, Sequence

import numpy as np
import pytest

import harness

CORPUS = harness.REPO / "test" / "corpus"

# OpenCL C scalar types and the NumPy dtypes that carry them.
SCALAR_DTYPES = {
    "char": np.int8, "uchar": np.uint8, "short": np.int16, "ushort": np.uint16,
    "int": np.int32, "uint": np.uint32, "long": np.int64, "ulong": np.uint64,
    "float": np.float32, "double": np.float64, "half": np.float16,
}


class Program:
    """One translated corpus program: its OpenCL module and launch manifest."""

    def __init__(self, name: str, module: harness.Module, manifest: Dict[str, Any]) -> None:
        self.name = name
        self.module = module
        self.manifest = manifest
        self.kernels: Dict[str, Dict[str, Any]] = {k["cudaName"]: k for k in manifest["kernels"]}
        self.launch_sites: List[Dict[str, Any]] = manifest["launches"]
        #: Device symbols by CUDA name: numpy arrays kept across launches.
        self.symbols: Dict[str, np.ndarray] = {}

    def kernel(self, cuda_name: str) -> Dict[str, Any]:
        """The manifest entry of a kernel launched by the program's host code.

        cuda_name is the kernel's name as the manifest gives it ("scale<float>",
        "reduce<256U>") or as a launch site writes it ("scale<real>", "reduce<256>").
        """
        if cuda_name not in self.kernels:
            for site in self.launch_sites:
                if site["callee"] == cuda_name and site["cudaKernel"]:
                    cuda_name = site["cudaKernel"]
                    break
        sig = self.kernels.get(cuda_name)
        if sig is None:
            pytest.fail(f"{self.name}: no emitted kernel is named {cuda_name!r}; "
                        f"kernels: {sorted(self.kernels)}", pytrace=False)
        if not any(site["cudaKernel"] == cuda_name for site in self.launch_sites):
            launched = sorted({s["cudaKernel"] for s in self.launch_sites if s["cudaKernel"]})
            pytest.fail(f"{self.name}: the host code never launches {cuda_name!r} "
                        f"(launched: {launched})", pytrace=False)
        return sig

    def launch(self, kernel: str, grid: harness.Dims, block: harness.Dims,
               args: Sequence[Any] = (), shared_mem: int = 0) -> None:
        """kernel<<<grid, block, shared_mem>>>(args...) with CUDA's argument list."""
        sig = self.kernel(kernel)
        params = sig["params"]
        cuda_params = [p for p in params if p.get("cudaIndex", -1) >= 0]
        if len(cuda_params) != len(args):
            pytest.fail(f"{self.name}: {kernel} takes {len(cuda_params)} arguments, "
                        f"the test passes {len(args)}", pytrace=False)
        for p, a in zip(cuda_params, args):
            if p["kind"] == "value":
                want = SCALAR_DTYPES.get(p["type"])
                if want is not None and (not isinstance(a, np.generic) or a.dtype != want):
                    pytest.fail(f"{self.name}: {kernel} parameter {p['declaration']!r} needs a "
                                f"np.{np.dtype(want).name}, got {a!r}", pytrace=False)
            elif p["kind"] == "buffer" and not isinstance(a, np.ndarray):
                pytest.fail(f"{self.name}: {kernel} parameter {p['declaration']!r} needs "
                            f"an array, got {type(a).__name__}", pytrace=False)
        extra = []
        for p in params:
            if p["kind"] == "symbol":
                extra.append(self.symbol(p))
            elif p["kind"] == "dynamic-shared" and not shared_mem:
                pytest.fail(f"{self.name}: {kernel} uses dynamic shared memory: pass "
                            f"shared_mem", pytrace=False)
        self.module.launch(sig["name"], grid, block, *args, *extra, shared_mem=shared_mem)

    def symbol(self, param: Dict[str, Any]) -> np.ndarray:
        """The array holding a device symbol: as the test set it, else its
        initial value from the manifest (zeros without an initializer), as
        elements of its type (bytes for a struct)."""
        name = param["symbol"]
        if name not in self.symbols:
            size = param["size"]
            dtype = np.dtype(SCALAR_DTYPES.get(param["type"], np.uint8))
            if size % dtype.itemsize:
                dtype = np.dtype(np.uint8)
            initial = param.get("initialBytes")
            raw = bytes.fromhex(initial) if initial else bytes(size)
            self.symbols[name] = np.frombuffer(raw, dtype=dtype).copy()
        return self.symbols[name]


_programs: Dict[tuple, Program] = {}


def load(name: str, defines: Iterable[str] = (), args: Iterable[str] = ()) -> Program:
    """Translate test/corpus/<name>/<name>.cu (cached per flags) and build it."""
    path = CORPUS / name / f"{name}.cu"
    flags = tuple(f"-D{d}" for d in defines) + tuple(args)
    key = (name, flags)
    if key in _programs:
        return _programs[key]
    binary = harness.ultima_bin()
    env = harness.opencl_env()
    with tempfile.TemporaryDirectory() as tmp:
        manifest_path = Path(tmp) / "manifest.json"
        cmd = [str(binary), "--verify", f"--emit-launches={manifest_path}", *flags, str(path)]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        if proc.returncode != 0:
            pytest.fail(f"ultima failed on {path.name}\ncommand: {' '.join(cmd)}\n"
                        f"{proc.stderr}", pytrace=False)
        manifest = json.loads(manifest_path.read_text())
    module = harness.Module(env, proc.stdout, path.name, path, flags)
    _programs[key] = Program(name, module, manifest)
    return _programs[key]


def cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b
