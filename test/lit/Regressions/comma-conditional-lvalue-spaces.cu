// Found by the differential generator (seed 2000 program 826): a conditional
// whose arms are lvalues in different address spaces, read as a value through
// a comma operator, was printed as `*(c ? &s1 : &ia[i])`, which OpenCL C
// rejects. Wherever an lvalue-to-rvalue conversion reads a conditional
// (through parentheses, commas and the arms of a conditional so read) it is
// printed as a value.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__global__ void k(const unsigned *ia, unsigned *out, unsigned s1, int c) {
  unsigned v = 0, w;
  w = (v += 2, c ? s1 : ia[c & 7]);
  out[0] = v + w;
  out[1] = (v = w, (c ? s1 : ia[c & 3])) + 1;
  out[2] = (w, c > 1 ? (v, s1) : c ? ia[2] : v) * 2;
}
// CHECK: w = (v += 2, c ? s1 : ia[c & 7]);
// CHECK: out[1] = (v = w, (c ? s1 : ia[c & 3])) + 1;
// CHECK: out[2] = (w, c > 1 ? (v, s1) : c ? ia[2] : v) * 2;

// The conversions of aggregate initialisers live in the initialiser list's
// semantic form: a conditional there is read as a value too.
struct MinMax { float lo, hi; };
__global__ void agg(const float *x, MinMax *out, int c) {
  float s = 1.0f;
  MinMax m = {c ? s : x[1], c ? x[2] : s};
  out[0] = m;
}
// CHECK: MinMax m = {c ? s : x[1], c ? x[2] : s};
