// Explicit template arguments name the specialisation, whatever the
// argument expression's type.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


template <typename T> __device__ T convert(float v) { return (T)v; }
template <typename T, typename U> __device__ T mix(T a, U b) { return a + (T)b; }
__global__ void k(int *i, double *d, const float *f) {
  i[0] = convert<int>(f[0]) + mix<int, float>(1, f[1]);
  d[0] = convert<double>(f[2]) + mix(2.0, 3);
}

// CHECK-LABEL: int convert_int_(float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (int)v;
// CHECK-NEXT: }
// CHECK-LABEL: double convert_double_(float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (double)v;
// CHECK-NEXT: }
// CHECK-LABEL: int mix_int_float(int a, float b){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return a + (int)b;
// CHECK-NEXT: }
// CHECK-LABEL: double mix_double_int(double a, int b){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return a + (double)b;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *i, __global double *d, __global const float *f){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   i[0] = convert_int_(f[0]) + mix_int_float(1, f[1]);
// CHECK-NEXT:   d[0] = convert_double_(f[2]) + mix_double_int(2.0, 3);
// CHECK-NEXT: }
