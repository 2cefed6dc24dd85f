// A reference bound to the result of an assignment refers to its left side.
// C gives an assignment no object, so the address is taken after it:
// `return *this = *this - r;` in a compound-assignment operator returns
// `(*this = ..., this)`. Before, the function returned the assigned struct
// from a function returning a pointer (internal error: the OpenCL C did not
// compile), and its result was given the __global space.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Vec {
  float x, y;
  __device__ Vec operator-(const Vec &r) const { return Vec{x - r.x, y - r.y}; }
  __device__ Vec &operator-=(const Vec &r) { return *this = *this - r; }
};

// CHECK-LABEL: __private Vec *Vec_operator_sub_assign(__private Vec *this, __private const Vec *r){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (*this = Vec_operator_sub(this, r), this);
// CHECK-NEXT: }

// CHECK-LABEL: __global int *bump(__global int *x, int v)
// CHECK-NEXT: {
// CHECK-NEXT:   return ((*x) += v, x);
// CHECK-NEXT: }
__device__ int &bump(int &x, int v) { return x += v; }

// CHECK-LABEL: __local float *store(__local float *tile, int i, float v)
// CHECK-NEXT: {
// CHECK-NEXT:   return (tile[i] = v, &tile[i]);
// CHECK-NEXT: }
__device__ float &store(float *tile, int i, float v) { return tile[i] = v; }

// CHECK-LABEL: __kernel void k(__global float *out, __global int *counts)
// CHECK:        Vec_operator_sub_assign(&a, &b);
// CHECK:        __private float *r = (f = 2.0f, &f);
__global__ void k(float *out, int *counts) {
  __shared__ float tile[32];
  Vec a{3.0f, 4.0f}, b{1.0f, 1.0f};
  a -= b;
  bump(counts[threadIdx.x], 2);
  float f;
  float &r = (f = 2.0f);
  r += store(tile, threadIdx.x, a.x);
  out[threadIdx.x] = r + a.y;
}
