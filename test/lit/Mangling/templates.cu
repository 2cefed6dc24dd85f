// Every specialisation of a function template is named by its template
// arguments (whether or not there are several): deduced and explicit type
// arguments, non-type arguments (negative as m<N>, bool as true/false),
// default arguments and explicit specialisations.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename T> __device__ T square(T x) { return x * x; }
template <typename T, int N = 4> __device__ T scale(T x) { return x * N; }
template <> __device__ float scale<float, 8>(float x) { return x * 8.5f; }
template <bool Up> __device__ int step(int x) { return Up ? x + 1 : x - 1; }

// CHECK-DAG: int square_int(int x)
// CHECK-DAG: float square_float(float x)
// CHECK-DAG: double square_double(double x)
// CHECK-DAG: int scale_int_m3(int x)
// CHECK-DAG: float scale_float_4(float x)
// CHECK-DAG: float scale_float_8(float x)
// CHECK-DAG: int step_true(int x)
// CHECK-DAG: int step_false(int x)
// CHECK-LABEL: __kernel void k(__global int *i, __global float *f, __global double *d)
// CHECK-NEXT: {
// CHECK-NEXT:   i[0] = square_int(i[1]) + scale_int_m3(i[2]) + step_true(i[3]) + step_false(i[4]);
// CHECK-NEXT:   f[0] = square_float(f[1]) + scale_float_4(f[2]) + scale_float_8(f[3]);
// CHECK-NEXT:   d[0] = square_double(d[1]) + square_double(f[0]);
// CHECK-NEXT: }
__global__ void k(int *i, float *f, double *d) {
  i[0] = square(i[1]) + scale<int, -3>(i[2]) + step<true>(i[3]) + step<false>(i[4]);
  f[0] = square(f[1]) + scale(f[2]) + scale<float, 8>(f[3]);
  d[0] = square(d[1]) + square<double>(f[0]);
}
