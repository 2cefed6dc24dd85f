"""The runtime opens the translator library (and with it Clang's
libclang-cpp) only when it translates: `import ultima` loads neither, a
process whose kernels all come from the disk cache never opens the
translator, and the first translation does (docs/performance.md)."""

import json
import subprocess
import sys

from rt_common import subprocess_env

CHILD = r'''
import json, numpy as np
def mapped():
    names = set()
    for line in open("/proc/self/maps"):
        for lib in ("libultimaTranslator", "libclang-cpp"):
            if lib in line:
                names.add(lib)
    return sorted(names)
import ultima
after_import = mapped()
x = np.arange(1000, dtype=np.float32)
k = ultima.ElementwiseKernel("T x", "T y", "y = x * 3 + 1", "lazy_triple")
ok = bool(np.array_equal(k(x).get(), x * 3 + 1))
after_call = {"opened": ultima._ultima._translator_loaded(),
              "mapped": "libultimaTranslator" in mapped(),
              "translations": ultima._ultima._translations_run()}
ultima.translate("__global__ void k(float *x) { x[0] = 1; }")
after_translate = {"opened": ultima._ultima._translator_loaded(), "mapped": mapped()}
print(json.dumps({"ok": ok, "import": after_import, "call": after_call,
                  "translate": after_translate}))
'''


def child(cache):
    r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                       env=subprocess_env(ULTIMA_CACHE_DIR=str(cache)), timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    return json.loads(r.stdout.strip().splitlines()[-1])


def test_translator_is_opened_only_to_translate(tmp_path):
    cold = child(tmp_path)
    assert cold["ok"]
    assert cold["import"] == []  # neither the translator nor Clang
    assert cold["call"] == {"opened": True, "mapped": True, "translations": 1}
    warm = child(tmp_path)
    assert warm["ok"]
    assert warm["import"] == []
    # Everything from the disk cache: the translator stays closed. (The
    # OpenCL driver may load Clang itself, as PoCL does; that is not ours.)
    assert warm["call"] == {"opened": False, "mapped": False, "translations": 0}
    assert warm["translate"]["opened"]
    assert "libultimaTranslator" in warm["translate"]["mapped"]
