// OpenCL forbids bool and size_t kernel arguments: bool becomes uchar and
// size_t becomes ulong (the 64-bit host size_t).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void fill(__global int *out, uchar enabled, ulong n)
// CHECK-NEXT: {
// CHECK-NEXT:   {{size_t|ulong}} i = (uint)get_local_id(0);
// CHECK-NEXT:   if (enabled && i < n)
// CHECK-NEXT:     out[i] = 1;
// CHECK-NEXT: }
__global__ void fill(int *out, bool enabled, size_t n) {
  size_t i = threadIdx.x;
  if (enabled && i < n)
    out[i] = 1;
}
