// A `#line N "name"` in the input names the file in diagnostics (the
// runtime's generated kernels name the user's operation so).
// RUN: not %ultima %s 2>&1 | FileCheck %s
__global__ void k(float *y) {
#line 1 "operation"
  y[0] = 1 +
    undefined_thing;
}
// CHECK: operation:2:5: error: use of undeclared identifier 'undefined_thing' [ultima-frontend]
