// A const reference bound to an element of a __constant__ table points
// into __constant memory.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__constant__ float table[4] = {1.0f, 2.0f, 4.0f, 8.0f};
__device__ float scaled(const float &w, float v) { return w * v; }
__global__ void k(float *out) {
  const float &w = table[threadIdx.x & 3];
  out[threadIdx.x] = scaled(w, 2.0f) + scaled(table[0], 1.0f);
}

// CHECK-LABEL: float scaled(__constant const float *w, float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (*w) * v;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   __constant const float *w = &table[(uint)get_local_id(0) & 3];
// CHECK-NEXT:   out[(uint)get_local_id(0)] = scaled(w, 2.0f) + scaled(&table[0], 1.0f);
// CHECK-NEXT: }
