// C++ gives assignments and prefix ++/-- an lvalue result, C does not: using
// that result as an object is rejected at the inner expression (found by the
// fuzzer: `--(--in)` printed as `-- --in`, an internal error). Reading the
// result as a value stays supported.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 4
// CHECK-NOT: ultima-internal
__global__ void k(int *out, const float *in, int n) {
  int i = n;
// CHECK-DAG: cxx-lvalue-result.cu:[[@LINE+1]]:6: error: the result of an assignment or of a prefix '++'/'--' used as an object {{.*}} [ultima-unsupported-construct]
  --(--i);
  int j = n;
// CHECK-DAG: cxx-lvalue-result.cu:[[@LINE+1]]:4: error: {{.*}} [ultima-unsupported-construct]
  (j += 2) *= 3;
  int a, b = n;
// CHECK-DAG: cxx-lvalue-result.cu:[[@LINE+1]]:4: error: {{.*}} [ultima-unsupported-construct]
  (a = b) = 4;
// CHECK-DAG: cxx-lvalue-result.cu:[[@LINE+1]]:14: error: {{.*}} [ultima-unsupported-construct]
  int *p = &(++i);
  out[0] = i + j + a + *p + (b = 3) + ++n;
}
