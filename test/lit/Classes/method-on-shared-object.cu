// A member function called on a __shared__ object takes a __local this.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Tile {
  float v[32];
  __device__ float sum() const { float s = 0; for (int i = 0; i < 32; ++i) s += v[i]; return s; }
};
__global__ void k(const float *x, float *out) {
  __shared__ Tile t;
  t.v[threadIdx.x] = x[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) out[0] = t.sum();
}

// CHECK-LABEL: struct Tile {
// CHECK-NEXT:   float v[32];
// CHECK-NEXT: };
// CHECK-LABEL: float Tile_sum(__local const Tile *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   float s = 0;
// CHECK-NEXT:   for (int i = 0; i < 32; ++i)
// CHECK-NEXT:     s += this->v[i];
// CHECK-NEXT:   return s;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const float *x, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   __local Tile t;
// CHECK-NEXT:   t.v[(uint)get_local_id(0)] = x[(uint)get_local_id(0)];
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   if ((uint)get_local_id(0) == 0)
// CHECK-NEXT:     out[0] = Tile_sum(&t);
// CHECK-NEXT: }
