// threadIdx/blockDim used as whole values and dim3 constructors become the
// uint 3-vector struct (dim3 and uint3 are both 12 bytes in CUDA).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: typedef struct ultima_uint3 { uint x, y, z; } ultima_uint3;

// CHECK-LABEL: __kernel void k(__global ultima_uint3 *out)
// CHECK-NEXT: {
// CHECK-NEXT:   ultima_uint3 t = ((ultima_uint3){(uint)get_local_id(0), (uint)get_local_id(1), (uint)get_local_id(2)});
// CHECK-NEXT:   ultima_uint3 b = ((ultima_uint3){(uint)get_local_size(0), (uint)get_local_size(1), (uint)get_local_size(2)});
// CHECK-NEXT:   ultima_uint3 d = ((ultima_uint3){4, 2, 1});
// CHECK-NEXT:   out[t.x] = t;
// CHECK-NEXT:   out[t.x + b.x] = (d);
// CHECK-NEXT: }
__global__ void k(uint3 *out) {
  uint3 t = threadIdx;
  dim3 b = blockDim;
  dim3 d(4, 2);
  out[t.x] = t;
  out[t.x + b.x] = d;
}
