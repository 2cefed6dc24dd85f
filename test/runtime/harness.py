"""Executed-kernel harness for ultima's translator core.

Translate a CUDA file with the `ultima` CLI, build the OpenCL C it prints with
PyOpenCL on a PoCL (CPU) device, launch a kernel with CUDA-style grid/block
sizes and copy every array argument back.

* ``ULTIMA_BIN``          the translator (default ``<repo>/build/bin/ultima``).
                          A missing binary is a test FAILURE, never a skip.
* ``ULTIMA_TEST_DEVICE``  substring of the OpenCL platform or device name to
                          use (default: the PoCL platform, else the first one).
* ``ULTIMA_TEST_DUMP``    directory: write every translated source there.
* ``ULTIMA_TEST_RECORD``  directory: record every ``Module.launch`` (translated
                          source, .cu path and translator args, build options,
                          sizes, every argument's bytes before and every
                          array's bytes after) as ``<dir>/<pid>-<NNNNN>/``, with
                          the sources once in ``<dir>/sources/<sha256>.cl``, so
                          that scripts/device-check/replay.c can rerun the
                          launches on a machine without PyOpenCL or the
                          translator and compare the outputs.

No PyOpenCL or no OpenCL device: the tests are skipped (pytest.skip).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
from pathlib import Path
from typing import Any, Dict, Iterable, Optional, Sequence, Tuple, Union

import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
KERNEL_DIR = HERE / "kernels"

Dims = Union[int, Sequence[int]]


# --------------------------------------------------------------------------
# Translation
# --------------------------------------------------------------------------

class TranslationError(Exception):
    """ultima exited non-zero (or produced nothing)."""


def ultima_bin() -> Path:
    """The translator binary; FAILS the test (not skip) when it is missing."""
    env = os.environ.get("ULTIMA_BIN")
    path = Path(env) if env else REPO / "build" / "bin" / "ultima"
    if not path.is_file() or not os.access(path, os.X_OK):
        pytest.fail(
            f"ultima binary not found or not executable: {path}\n"
            f"(build the translator first, or point ULTIMA_BIN at it)",
            pytrace=False,
        )
    return path


_translation_cache: Dict[Tuple, str] = {}


def _key_for(path: Path, args: Tuple[str, ...]) -> Tuple:
    st = path.stat()
    return (str(path), st.st_mtime_ns, st.st_size, args)


def translate_file(path: Union[str, Path], args: Iterable[str] = ()) -> str:
    """Run `ultima [args] FILE`; return the OpenCL C on stdout.

    Raises TranslationError (with the diagnostics) when ultima fails.
    Cached per (file, mtime, args) for the whole session.
    """
    path = Path(path)
    if not path.is_absolute() and not path.exists():
        path = KERNEL_DIR / path
    path = path.resolve()
    args = tuple(args)
    key = _key_for(path, args)
    if key in _translation_cache:
        return _translation_cache[key]
    binary = ultima_bin()
    cmd = [str(binary), *args, str(path)]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        raise TranslationError(f"ultima timed out (120 s): {' '.join(cmd)}")
    if proc.returncode != 0:
        raise TranslationError(
            f"ultima exited {proc.returncode} for {path.name}\n"
            f"command: {' '.join(cmd)}\n--- stderr ---\n{proc.stderr}"
            f"--- stdout ---\n{proc.stdout}"
        )
    if not proc.stdout.strip():
        raise TranslationError(
            f"ultima exited 0 but printed no OpenCL for {path.name}\n"
            f"--- stderr ---\n{proc.stderr}"
        )
    dump = os.environ.get("ULTIMA_TEST_DUMP")
    if dump:
        Path(dump).mkdir(parents=True, exist_ok=True)
        (Path(dump) / (path.stem + ".cl")).write_text(proc.stdout)
    _translation_cache[key] = proc.stdout
    return proc.stdout


def translate_source(source: str, tmp_dir: Union[str, Path], name: str = "input.cu",
                     args: Iterable[str] = ()) -> str:
    """Write `source` to tmp_dir/name and translate it."""
    p = Path(tmp_dir) / name
    p.write_text(source)
    return translate_file(p, args)


def numbered(source: str) -> str:
    return "\n".join(f"{i + 1:4d}| {line}" for i, line in enumerate(source.splitlines()))


# --------------------------------------------------------------------------
# OpenCL
# --------------------------------------------------------------------------

def _import_cl():
    try:
        import pyopencl as cl  # noqa: F401
    except Exception as exc:  # ImportError, or a broken ICD loader
        pytest.skip(f"pyopencl is not available ({exc}); run with /usr/bin/python3",
                    allow_module_level=True)
    return cl


class OpenCLEnv:
    """One context + in-order queue on the chosen device; program cache."""

    def __init__(self) -> None:
        cl = _import_cl()
        self.cl = cl
        try:
            platforms = cl.get_platforms()
        except Exception as exc:
            pytest.skip(f"no OpenCL platform ({exc})", allow_module_level=True)
        candidates = []  # (platform, device)
        for p in platforms:
            try:
                devs = p.get_devices()
            except Exception:
                devs = []
            for d in devs:
                candidates.append((p, d))
        if not candidates:
            pytest.skip("no OpenCL device found (is pocl-opencl-icd installed?)",
                        allow_module_level=True)
        want = os.environ.get("ULTIMA_TEST_DEVICE")
        chosen = None
        if want:
            w = want.lower()
            for p, d in candidates:
                if w in p.name.lower() or w in d.name.lower():
                    chosen = (p, d)
                    break
            if chosen is None:
                names = ", ".join(f"{p.name}: {d.name}" for p, d in candidates)
                pytest.skip(f"ULTIMA_TEST_DEVICE={want!r} matches no device ({names})",
                            allow_module_level=True)
        else:
            for p, d in candidates:
                n = p.name.lower()
                if "portable" in n or "pocl" in n:
                    chosen = (p, d)
                    break
            if chosen is None:
                chosen = candidates[0]
        self.platform, self.device = chosen
        self.ctx = cl.Context([self.device])
        self.queue = cl.CommandQueue(self.ctx)
        self._programs: Dict[str, Any] = {}

    def describe(self) -> str:
        return f"{self.platform.name} / {self.device.name}"

    def build(self, source: str, label: str = "<source>", options: str = "-cl-std=CL1.2"):
        key = hashlib.sha256((options + "\0" + source).encode()).hexdigest()
        if key in self._programs:
            return self._programs[key]
        cl = self.cl
        prog = cl.Program(self.ctx, source)
        error = None
        try:
            prog.build(options=options, devices=[self.device])
        except cl.Error as exc:
            error = str(exc)
        if error is not None:
            pytest.fail(
                f"translated OpenCL for {label} does not build on {self.describe()}\n"
                f"--- build error ---\n{error}\n"
                f"--- translated source ---\n{numbered(source)}",
                pytrace=False,
            )
        self._programs[key] = prog
        return prog


_env: Optional[OpenCLEnv] = None


def opencl_env() -> OpenCLEnv:
    global _env
    if _env is None:
        _env = OpenCLEnv()
    return _env


def _dims(v: Dims) -> Tuple[int, ...]:
    if isinstance(v, (int, np.integer)):
        return (int(v),)
    t = tuple(int(x) for x in v)
    if not 1 <= len(t) <= 3:
        raise ValueError(f"grid/block must have 1 to 3 dimensions, got {v!r}")
    return t


class Module:
    """A translated + built .cu file.

    path/args (the .cu file and translator args, when known) are only used by
    the ULTIMA_TEST_RECORD recorder, so that a record can be re-translated.
    """

    options = "-cl-std=CL1.2"

    def __init__(self, env: OpenCLEnv, source: str, label: str,
                 path: Optional[Path] = None, args: Sequence[str] = ()) -> None:
        self.env = env
        self.source = source
        self.label = label
        self.path = path
        self.args = tuple(args)
        self.program = env.build(source, label, self.options)
        self._kernels: Dict[str, Any] = {}

    def kernel(self, name: str):
        if name not in self._kernels:
            cl = self.env.cl
            error = None
            try:
                self._kernels[name] = cl.Kernel(self.program, name)
            except cl.Error as exc:
                error = exc
            if error is not None:
                names = sorted(k.function_name for k in self.program.all_kernels())
                pytest.fail(
                    f"kernel {name!r} not found in translated {self.label} ({error}); "
                    f"kernels present: {names}\n--- translated source ---\n"
                    f"{numbered(self.source)}",
                    pytrace=False,
                )
        return self._kernels[name]

    def launch(self, name: str, grid: Dims, block: Dims, *args: Any,
               shared_mem: int = 0) -> None:
        """Launch `name` like CUDA's name<<<grid, block, shared_mem>>>(args...).

        args: numpy arrays (copied to a device buffer and back after the
        kernel, in place), numpy scalars (by value; structured np.void for
        structs), or cl.LocalMemory. shared_mem > 0 appends the trailing
        __local parameter that `extern __shared__` kernels get.
        """
        cl = self.env.cl
        g, b = _dims(grid), _dims(block)
        if len(g) != len(b):
            n = max(len(g), len(b))
            g = g + (1,) * (n - len(g))
            b = b + (1,) * (n - len(b))
        gsize = tuple(gi * bi for gi, bi in zip(g, b))
        k = self.kernel(name)

        call_args = []
        copies = []
        for i, a in enumerate(args):
            if isinstance(a, np.ndarray):
                if not a.flags.c_contiguous:
                    raise TypeError(f"argument {i}: array must be C-contiguous")
                host = a if a.nbytes else np.zeros(1, np.uint8)
                buf = cl.Buffer(self.env.ctx,
                                cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR,
                                hostbuf=host)
                call_args.append(buf)
                if a.nbytes:
                    copies.append((a, buf))
            elif isinstance(a, np.generic):
                call_args.append(a)
            elif isinstance(a, cl.LocalMemory):
                call_args.append(a)
            else:
                raise TypeError(
                    f"argument {i}: pass numpy arrays, numpy scalars (np.int32(...)) "
                    f"or cl.LocalMemory, not {type(a).__name__}")
        if shared_mem:
            call_args.append(cl.LocalMemory(int(shared_mem)))

        nargs = k.get_info(cl.kernel_info.NUM_ARGS)
        if nargs != len(call_args):
            pytest.fail(
                f"kernel {name!r} in translated {self.label} takes {nargs} arguments, "
                f"the CUDA launch passes {len(call_args)} "
                f"(shared_mem={shared_mem})\n--- translated source ---\n"
                f"{numbered(self.source)}",
                pytrace=False,
            )
        k.set_args(*call_args)
        record = os.environ.get("ULTIMA_TEST_RECORD")
        # The buffers already hold copies, so the arrays can be snapshotted here.
        before = [a.tobytes() if isinstance(a, np.ndarray) else None
                  for a in args] if record else None
        cl.enqueue_nd_range_kernel(self.env.queue, k, gsize, b)
        for host, buf in copies:
            cl.enqueue_copy(self.env.queue, host, buf)
        self.env.queue.finish()
        if record:
            _record_launch(Path(record), self, name, gsize, b, args, before, shared_mem)


_record_count = 0


def _record_launch(root: Path, module: Module, name: str, gsize: Tuple[int, ...],
                   block: Tuple[int, ...], args: Sequence[Any],
                   before: Sequence[Optional[bytes]], shared_mem: int) -> None:
    """Write one ULTIMA_TEST_RECORD record (format: scripts/device-check/replay.c)."""
    global _record_count
    text = module.source.encode()
    digest = hashlib.sha256(text).hexdigest()
    source = root / "sources" / f"{digest}.cl"
    if not source.exists():
        source.parent.mkdir(parents=True, exist_ok=True)
        # write + rename: several pytest processes may share the directory
        tmp = source.with_name(f"{digest}.{os.getpid()}.tmp")
        tmp.write_bytes(text)
        os.replace(tmp, source)
    _record_count += 1
    rec = root / f"{os.getpid()}-{_record_count:05d}"
    rec.mkdir(parents=True, exist_ok=True)
    pad = lambda t: " ".join(str(x) for x in tuple(t) + (1,) * (3 - len(t)))
    lines = [f"source {digest}.cl",
             f"cu {module.path or ''}",
             "args " + "\x1f".join(module.args),
             f"options {module.options}",
             f"kernel {name}",
             f"global {pad(gsize)}",
             f"local {pad(block)}"]
    cl = module.env.cl
    for i, a in enumerate(args):
        if isinstance(a, np.ndarray):
            lines.append(f"arg buf {a.dtype.str} {i}")
            # zero-size arrays were launched as a 1-byte buffer
            (rec / f"in{i}.bin").write_bytes(before[i] or b"\0")
            (rec / f"out{i}.bin").write_bytes(a.tobytes() or b"\0")
        elif isinstance(a, np.generic):
            lines.append(f"arg scalar {a.dtype.str} {i}")
            (rec / f"in{i}.bin").write_bytes(a.tobytes())
        elif isinstance(a, cl.LocalMemory):
            lines.append(f"arg local {a.size}")
    if shared_mem:
        lines.append(f"arg local {int(shared_mem)}")
    (rec / "meta.txt").write_text("\n".join(lines) + "\n")


_modules: Dict[Tuple, Module] = {}
_failures: Dict[Tuple, str] = {}  # a file that failed to translate or build fails once per test, fast


def load(path: Union[str, Path], args: Iterable[str] = (), prelude: str = "") -> Module:
    """Translate (cached) and build (cached) a .cu file under kernels/ or a path.

    `prelude` is OpenCL C put before the translation (test scaffolding such
    as subgroup_emulation.cl). Order of checks: ultima binary (fail) ->
    OpenCL (skip) -> translation (fail) -> build (fail).
    """
    p = Path(path)
    if not p.is_absolute() and not p.exists():
        p = KERNEL_DIR / p
    p = p.resolve()
    args = tuple(args)
    ultima_bin()
    env = opencl_env()
    key = _key_for(p, args) + (prelude,)
    if key in _failures:
        pytest.fail(_failures[key], pytrace=False)
    if key not in _modules:
        message = None
        try:
            src = prelude + translate_file(p, args)
            _modules[key] = Module(env, src, p.name, p, args)
        except TranslationError as exc:
            message = str(exc)
        except pytest.fail.Exception as exc:
            message = str(getattr(exc, "msg", exc))
        if message is not None:
            _failures[key] = message
            pytest.fail(message, pytrace=False)
    return _modules[key]


def load_source(source: str, tmp_dir: Union[str, Path], name: str = "input.cu",
                args: Iterable[str] = ()) -> Module:
    p = Path(tmp_dir) / name
    p.write_text(source)
    return load(p, args)


def cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b
