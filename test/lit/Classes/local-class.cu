// A class declared in a function body that has member functions is
// printed at file scope, before the function.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


__global__ void k(float *out) {
  struct Scale { float s; __device__ float apply(float v) const { return s * v; } };
  Scale sc = {2.0f};
  out[0] = sc.apply(out[1]);
}

// CHECK-LABEL: struct Scale {
// CHECK-NEXT:   float s;
// CHECK-NEXT: };
// CHECK-LABEL: float Scale_apply(__private const Scale *this, float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->s * v;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Scale sc = {2.0f};
// CHECK-NEXT:   out[0] = Scale_apply(&sc, out[1]);
// CHECK-NEXT: }
