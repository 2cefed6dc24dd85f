// `(float)(c ? g[i] : x)` reads the conditional as a value: no `*(c ? &g[i] : &x)`,
// which OpenCL C rejects when the arms live in different address spaces.
// Found by the differential generator.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__global__ void k(const int *ia, float *out, int s) {
  int x = s + 1;
  out[0] = (float)(s ? ia[s & 7] : x);
  out[1] = static_cast<double>(s > 2 ? x : ia[0]);
}
// CHECK-LABEL: __kernel void k(
// CHECK:      out[0] = (float)(s ? ia[s & 7] : x);
// CHECK-NEXT: out[1] = (double)(s > 2 ? x : ia[0]);
