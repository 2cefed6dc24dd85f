// Converting a lambda to a function pointer needs function pointers,
// which OpenCL C lacks.
// RUN: not %ultima %s 2>&1 | FileCheck %s


__global__ void k(float *out) {
  // CHECK: rejected-function-pointer.cu:[[@LINE+1]]:11: error: function pointer types are not supported: OpenCL C has no function pointers [ultima-unsupported-function-pointer]
  float (*fp)(float) = [](float x) { return 2 * x; };
  out[0] = fp(out[1]);
}
