// thrust::transform with a user functor: the algorithm's kernel template is
// instantiated with the functor, which becomes a struct passed by value to
// the kernel and its call operator a C function taking it.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=ERR %s < %t.err
// RUN: %oclc %t.cl
// ERR-NOT: warning
#include <thrust/device_vector.h>
#include <thrust/transform.h>

struct saxpy_functor {
  float a;
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

// CHECK: struct saxpy_functor {
// CHECK-NEXT: float a;
// CHECK: float saxpy_functor_operator_call(__private const saxpy_functor *this, float x, float y)
// CHECK: __kernel void thrust___ultima_transform2_kernel_float_float_float_saxpy_functor(__global const float *a, __global const float *b, __global float *out, int n, saxpy_functor f)
// CHECK: out[i] = saxpy_functor_operator_call(&f, a[i], b[i]);
void saxpy(float a, thrust::device_vector<float> &x, thrust::device_vector<float> &y) {
  saxpy_functor f;
  f.a = a;
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), f);
}
