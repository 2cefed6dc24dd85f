// Bit reinterpretation maps onto as_type; the halves of a double through a long.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void k(__global float *f, __global double *d, __global int *i)
// CHECK:   i[0] = as_int((float)(f[0])) ^ (int)(as_uint((float)(f[1])));
// CHECK:   f[2] = as_float((int)(i[0])) + as_float((uint)(0x3f800000u));
// CHECK:   i[1] = ((int)(as_long((double)(d[0])) >> 32)) + ((int)(uint)as_ulong((double)(d[0])));
// CHECK:   d[1] = as_double(((ulong)(uint)(i[1]) << 32) | (ulong)(uint)(i[0])) + as_double((long)(as_long((double)(d[0]))));
__global__ void k(float *f, double *d, int *i) {
  i[0] = __float_as_int(f[0]) ^ (int)__float_as_uint(f[1]);
  f[2] = __int_as_float(i[0]) + __uint_as_float(0x3f800000u);
  i[1] = __double2hiint(d[0]) + __double2loint(d[0]);
  d[1] = __hiloint2double(i[1], i[0]) + __longlong_as_double(__double_as_longlong(d[0]));
}
