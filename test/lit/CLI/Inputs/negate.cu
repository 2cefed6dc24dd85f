// CHECK-LABEL: __kernel void negate(__global int *v)
// CHECK-NEXT: {
// CHECK-NEXT:   v[(uint)get_local_id(0)] = -v[(uint)get_local_id(0)];
// CHECK-NEXT: }
__global__ void negate(int *v) { v[threadIdx.x] = -v[threadIdx.x]; }
