"""Translations of sources that #include user headers (issue 16): a header
whose content changes must give a new translation, within one process (the
in-memory translation cache) and across processes (the disk cache of
translations, which checks the headers' content before it is used)."""

import subprocess
import sys

import numpy as np

from rt_common import subprocess_env, ultima

SOURCE = r'''
#include "value.h"
extern "C" __global__ void value(int *x) { x[0] = VALUE + EXTRA; }
'''


def write_headers(folder, value, extra=0):
    (folder / "value.h").write_text(f'#include "extra.h"\n#define VALUE {value}\n')
    (folder / "extra.h").write_text(f"#define EXTRA {extra}\n")


def run(folder):
    x = np.zeros(1, np.int32)
    ultima.RawKernel(SOURCE, "value", options=(f"-I{folder}",))((1,), (1,), (x,))
    return int(x[0])


def test_changed_header_is_retranslated_in_process(tmp_path):
    write_headers(tmp_path, 1)
    assert run(tmp_path) == 1
    write_headers(tmp_path, 2)
    assert run(tmp_path) == 2  # was 1: the stale translation
    write_headers(tmp_path, 2, extra=40)  # a header the header includes
    assert run(tmp_path) == 42
    write_headers(tmp_path, 1)
    assert run(tmp_path) == 1


def test_changed_header_in_an_elementwise_preamble(tmp_path):
    def add(folder):
        k = ultima.ElementwiseKernel("int32 x", "int32 y", "y = x + VALUE + EXTRA", "add_value",
                                     preamble='#include "value.h"', options=(f"-I{folder}",))
        return int(k(np.zeros(1, np.int32)).get()[0])
    write_headers(tmp_path, 5)
    assert add(tmp_path) == 5
    write_headers(tmp_path, 7)
    assert add(tmp_path) == 7


def test_changed_header_across_processes(tmp_path):
    headers, cache = tmp_path / "headers", tmp_path / "cache"
    headers.mkdir()
    code = (f"import numpy as np, ultima\n"
            f"x = np.zeros(1, np.int32)\n"
            f"ultima.RawKernel({SOURCE!r}, 'value', options=('-I{headers}',))((1,), (1,), (x,))\n"
            f"print(x[0])\n")

    def child():
        r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           env=subprocess_env(ULTIMA_CACHE_DIR=str(cache)), timeout=300)
        assert r.returncode == 0, r.stderr[-2000:]
        return int(r.stdout)

    write_headers(headers, 3)
    assert child() == 3
    assert child() == 3  # from the disk cache
    write_headers(headers, 4)
    assert child() == 4
