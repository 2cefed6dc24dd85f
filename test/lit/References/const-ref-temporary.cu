// A temporary bound to a const reference is materialised as a private
// compound literal, which lives to the end of the enclosing block as the C++
// temporary would.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct P { float x, y; };
__device__ P make(float v) { P p = {v, 2 * v}; return p; }

// CHECK-LABEL: float inner(__private const P *a, __global const P *b)
__device__ float inner(const P &a, const P &b) { return a.x * b.x + a.y * b.y; }
// CHECK-LABEL: float twice(__private const float *v)
__device__ float twice(const float &v) { return 2.0f * v; }

// CHECK-LABEL: __kernel void k(__global float *out, __global const P *ps)
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = twice((__private float[1]){out[1] + 1.0f});
// CHECK-NEXT:   out[2] = inner((__private P[1]){make(3.0f)}, &ps[0]);
// CHECK-NEXT:   __private const float *c = (__private float[1]){out[3] * 2.0f};
// CHECK-NEXT:   out[4] = (*c);
// CHECK-NEXT: }
__global__ void k(float *out, const P *ps) {
  out[0] = twice(out[1] + 1.0f);
  out[2] = inner(make(3.0f), ps[0]);
  const float &c = out[3] * 2.0f;
  out[4] = c;
}
