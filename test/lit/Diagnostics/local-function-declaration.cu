// A function declared inside a function body (here by an #include placed
// there, found by the fuzzer) is rejected where it is declared, instead of
// an internal error.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// CHECK-NOT: ultima-internal
__global__ void k(float *out) {
// CHECK: local-function-declaration.cu:[[@LINE+1]]:20: error: function 'helper' declared inside a function body is not supported: declare it at file scope {{.*}} [ultima-unsupported-construct]
  __device__ float helper(float);
  out[0] = 1.0f;
}
