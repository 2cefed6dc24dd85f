// A compound assignment to a __half whose left operand has side effects would
// evaluate them twice in the `(a = op(a, b))` lowering: rejected.
// RUN: not %ultima %s 2>&1 | FileCheck %s
#include <cuda_fp16.h>

// CHECK: compound-side-effects.cu:[[@LINE+3]]:3: error: 'operator+=' on a half-precision operand whose evaluation has side effects is not supported: compute the address or index first [ultima-unsupported-construct]
// CHECK-NOT: error
__global__ void k(__half *h, int i) {
  h[i++] += h[0];
  h[i] += h[0];
}
