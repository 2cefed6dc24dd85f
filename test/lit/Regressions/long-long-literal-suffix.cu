// An `ll`/`ull` suffix is a 128-bit literal in OpenCL C: `-0x1ull` became 2^128 - 1
// (3.4e38 as a double). The suffix loses one `l`. Found by the differential generator.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck --check-prefix=NOLL %s < %t.cl
__global__ void k(double *out, unsigned long long *u, int c) {
  out[0] = (double)(c ? 5LL : -0x1ull);
  u[0] = 1ll << 40;
  u[1] = 7llu + 3ULL + 0x10LLU + 2uLL;
}
// CHECK-LABEL: __kernel void k(
// CHECK:      out[0] = (double)(c ? 5L : -0x1ul);
// CHECK-NEXT: u[0] = 1l << 40;
// CHECK-NEXT: u[1] = 7lu + 3UL + 0x10LU + 2uL;
// After the header, which names the input's path ("wt-install" has an "all"):
// NOLL-LABEL: __kernel void k(
// NOLL-NOT: {{[0-9a-fA-FxX]+[uU]?(ll|LL)}}
