// abs on every type: integers through OpenCL's abs (cast back), floats fabs.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void k(__global long *l, __global double *d, __global float *f)
// CHECK:   l[0] = ((long)abs(l[1])) + ((long)abs(l[2]));
// CHECK:   d[0] = fabs(d[1]) + fabs(f[0]);
// CHECK:   l[3] = min(l[0], l[1]) + max(l[0], l[1]);
__global__ void k(long long *l, double *d, float *f) {
  l[0] = llabs(l[1]) + abs(l[2]);
  d[0] = abs(d[1]) + abs(f[0]);
  l[3] = llmin(l[0], l[1]) + llmax(l[0], l[1]);
}
