// A defaulted template type argument is part of the name.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


template <typename T, typename Acc = double> __device__ Acc total(const T *p, int n) {
  Acc s = 0;
  for (int i = 0; i < n; ++i)
    s += p[i];
  return s;
}
__global__ void k(const float *x, const int *y, double *out, float *fout) {
  out[0] = total(x, 4);
  fout[0] = total<int, float>(y, 4);
}

// CHECK-LABEL: double total_float_double(__global const float *p, int n){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   double s = 0;
// CHECK-NEXT:   for (int i = 0; i < n; ++i)
// CHECK-NEXT:     s += p[i];
// CHECK-NEXT:   return s;
// CHECK-NEXT: }
// CHECK-LABEL: float total_int_float(__global const int *p, int n){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   float s = 0;
// CHECK-NEXT:   for (int i = 0; i < n; ++i)
// CHECK-NEXT:     s += p[i];
// CHECK-NEXT:   return s;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const float *x, __global const int *y, __global double *out, __global float *fout){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = total_float_double(x, 4);
// CHECK-NEXT:   fout[0] = total_int_float(y, 4);
// CHECK-NEXT: }
