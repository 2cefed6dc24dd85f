// C++'s implicit conversions of built-in arguments are explicit in OpenCL,
// where the built-ins are overloaded (sqrt(int) would be ambiguous).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__global__ void k(float *o, int n) { o[0] = sqrtf(n); }
// CHECK: o[0] = sqrt((float)(n));
