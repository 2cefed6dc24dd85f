// OPEN BUG (found by the differential generator, seed 2000 program 826): a
// conditional whose arms are lvalues in different address spaces, read as a
// value through a comma operator, is printed as `*(c ? &a : &g[i])`, which
// OpenCL C rejects. Remove the XFAIL when fixed.
// XFAIL: *
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__global__ void k(const unsigned *ia, unsigned *out, unsigned s1, int c) {
  unsigned v = 0, w;
  w = (v += 2, c ? s1 : ia[c & 7]);
  out[0] = v + w;
}
// CHECK: w = (v += 2, c ? s1 : ia[c & 7]);
