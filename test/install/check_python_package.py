"""Run by the pip-installed interpreter from a directory outside the checkout
(scripts/test-install.sh): `import ultima` must find the installed package and
its libraries, and an ElementwiseKernel must agree with NumPy."""

import sys

import numpy as np
import ultima

package_dir = sys.argv[1]
assert ultima.__file__.startswith(package_dir), f"ultima imported from {ultima.__file__}"
# The extension's libraries come from the package too, never from a build tree.
with open("/proc/self/maps") as maps:
    loaded = {line.split()[-1] for line in maps if "libultima" in line}
assert loaded and all(path.startswith(package_dir) for path in loaded), loaded

rng = np.random.default_rng(15)
x = rng.standard_normal(1003).astype(np.float32)
y = rng.standard_normal(1003).astype(np.float32)
axpy = ultima.ElementwiseKernel("T x, T y, T a", "T z", "z = a * x + y", "installed_axpy")
z = axpy(x, y, np.float32(3.0)).get()
np.testing.assert_allclose(z, np.float32(3.0) * x + y, rtol=1e-6, atol=1e-6)
print(f"import ultima from {package_dir}: ElementwiseKernel agrees with NumPy on {z.size} elements")
