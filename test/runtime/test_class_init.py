"""Class initialisation forms (kernels/class_init.cu) on PoCL, against the same
C++ compiled for the host.

The reference is independent of ultima: g++ (or clang++) compiles
`init_forms` as ordinary C++17 and prints every slot; the translated kernel
must produce the same numbers for every work-item.
"""

import shutil
import subprocess

import numpy as np
import pytest

from harness import KERNEL_DIR

FILE = "class_init.cu"
SLOTS = 48
HOST_MAIN = r"""
#define __device__
#define ULTIMA_HOST_REFERENCE
#include "class_init.cu"
#include <cstdio>
#include <cstdlib>
int main(int argc, char **argv) {
  int n = std::atoi(argv[1]), base = std::atoi(argv[2]);
  for (int t = 0; t < n; ++t) {
    int o[SLOTS];
    init_forms(o, base + t);
    for (int i = 0; i < SLOTS; ++i)
      std::printf("%d\n", o[i]);
  }
}
"""


def host_reference(tmp_path, n, base):
    cxx = shutil.which("g++") or shutil.which("clang++-15") or shutil.which("clang++")
    if not cxx:
        pytest.skip("no host C++ compiler for the reference")
    main = tmp_path / "main.cpp"
    main.write_text(HOST_MAIN)
    exe = tmp_path / "ref"
    subprocess.run([cxx, "-std=c++17", "-I", str(KERNEL_DIR), str(main), "-o", str(exe)],
                   check=True, capture_output=True, text=True)
    out = subprocess.run([str(exe), str(n), str(base)], check=True, capture_output=True, text=True)
    return np.array(out.stdout.split(), dtype=np.int32).reshape(n, SLOTS)


def test_class_initialisation_forms_match_host_cxx(cu, tmp_path):
    n, base = 16, 5
    out = np.zeros(n * SLOTS, np.int32)
    cu(FILE, args=("-std=c++17",)).launch("init_forms_kernel", 1, n, out, np.int32(base))
    expect = host_reference(tmp_path, n, base)
    got = out.reshape(n, SLOTS)
    bad = np.argwhere(got != expect)
    assert bad.size == 0, (f"{len(bad)} slots differ, first (work-item, slot): {bad[:8].tolist()}; "
                           f"got {got[bad[0][0]].tolist()}\nexpected {expect[bad[0][0]].tolist()}")


def test_base_from_braced_list_and_empty_aggregate_base(cu):
    # By the C++ rules: Derived(v) runs Pair{v, v + 1}, then k(v * 3);
    # AggEmpty{{}, v, 2v} gives the empty base {} and a = v, b = 2v.
    n, base = 32, -7
    out = np.zeros(n * 5, np.int32)
    cu("class_init_bases.cu", args=("-std=c++17",)).launch("bases", 1, n, out, np.int32(base))
    v = base + np.arange(n, dtype=np.int32)
    np.testing.assert_array_equal(out.reshape(n, 5), np.stack([v, v + 1, 3 * v, v, 2 * v], axis=1))
