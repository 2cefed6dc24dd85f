"""translate_cucomplex=True: cuComplex.h's API on CuPy's complex<T>.

CuPy replaces `#include <cuComplex.h>` by a header of macros that turn
cuComplex's types and functions into Thrust's complex<T> (so that kernels
compute as CuPy's own complex arithmetic does). The same is done here with
ultima's complex<T> (cupy/complex.cuh), so results match ultima's complex
ndarray operators bit for bit, as CuPy's match its own. Without the option
cuComplex.h itself is used (float2/double2 and NVIDIA's formulas).
"""

import re

_INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]\s*cuComplex\.h\s*[>"]')

# (suffix, part type): cuCaddf works on complex<float>, cuCadd on complex<double>.
_PRECISIONS = (("f", "float"), ("", "double"))


def _bridge():
    lines = ["#include <cupy/complex.cuh>",
             "#define cuFloatComplex complex<float>",
             "#define cuComplex complex<float>",
             "#define cuDoubleComplex complex<double>",
             "#define make_cuComplex(r, i) complex<float>(r, i)",
             "#define cuComplexDoubleToFloat(z) complex<float>(z)",
             "#define cuComplexFloatToDouble(z) complex<double>(z)"]
    for suffix, part in _PRECISIONS:
        name = "Float" if part == "float" else "Double"
        lines += [f"#define make_cu{name}Complex(r, i) complex<{part}>(r, i)",
                  f"#define cuCreal{suffix}(z) real(z)",
                  f"#define cuCimag{suffix}(z) imag(z)",
                  f"#define cuConj{suffix}(z) conj(z)",
                  f"#define cuCabs{suffix}(z) abs(z)",
                  f"#define cuCadd{suffix}(a, b) ((a) + (b))",
                  f"#define cuCsub{suffix}(a, b) ((a) - (b))",
                  f"#define cuCmul{suffix}(a, b) ((a) * (b))",
                  f"#define cuCdiv{suffix}(a, b) ((a) / (b))",
                  f"#define cuCfma{suffix}(a, b, c) ((a) * (b) + (c))"]
    return lines


def translate_cucomplex(code):
    """code with each `#include <cuComplex.h>` line replaced by the bridge,
    followed by a #line directive so that later lines keep their numbers."""
    out = []
    for number, line in enumerate(code.splitlines(keepends=True), start=1):
        if _INCLUDE.match(line):
            out += [text + "\n" for text in _bridge()]
            out.append(f"#line {number + 1}\n")
        else:
            out.append(line)
    return "".join(out)
