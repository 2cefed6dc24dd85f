// Mutual recursion: each function of the component is one C function whose
// body holds the blocks of every member it reaches (itself first); a call
// to the other member jumps to that member's block.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ bool isOdd(int n);
// CHECK-LABEL: bool isEven(int n, __global int *__ultima_device_status)
// CHECK:         bool ultima_rec_result0;
// CHECK-NEXT:    bool ultima_rec_t0;
// CHECK-NEXT:    int ultima_rec_arg0_0;
// CHECK-NEXT:    bool ultima_rec_result1;
// CHECK-NEXT:    bool ultima_rec_t1;
// CHECK-NEXT:    int ultima_rec_arg1_0;
// CHECK-NEXT:    ultima_rec_arg0_0 = n;
// CHECK-NEXT:  ultima_rec_enter0:
// CHECK-NEXT:    {
// CHECK-NEXT:      int n = ultima_rec_arg0_0;
// CHECK-NEXT:      if (n == 0)
// CHECK-NEXT:        {
// CHECK-NEXT:          ultima_rec_result0 = true;
// CHECK:           ultima_rec_arg1_0 = n - 1;
// CHECK:           goto ultima_rec_enter1;
// CHECK:         ultima_rec_enter1:
// CHECK-NEXT:    {
// CHECK-NEXT:      int n = ultima_rec_arg1_0;
// CHECK-NEXT:      if (n == 0)
// CHECK-NEXT:        {
// CHECK-NEXT:          ultima_rec_result1 = false;
// CHECK:           ultima_rec_arg0_0 = n - 1;
// CHECK:           goto ultima_rec_enter0;
// CHECK:         ultima_rec_return:
__device__ bool isEven(int n) {
  if (n == 0)
    return true;
  return isOdd(n - 1);
}
// The other member is its own entry point, with the same two blocks.
// CHECK-LABEL: bool isOdd(int n, __global int *__ultima_device_status)
// CHECK:       ultima_rec_enter0:
// CHECK-NEXT:    {
// CHECK-NEXT:      int n = ultima_rec_arg0_0;
// CHECK-NEXT:      if (n == 0)
// CHECK-NEXT:        {
// CHECK-NEXT:          ultima_rec_result0 = false;
__device__ bool isOdd(int n) {
  if (n == 0)
    return false;
  return isEven(n - 1);
}
// CHECK-LABEL: __kernel void parity(
// CHECK:         isEven((uint)get_local_id(0), __ultima_device_status)
// CHECK:         isOdd((uint)get_local_id(0), __ultima_device_status)
__global__ void parity(bool *even, bool *odd) {
  even[threadIdx.x] = isEven(threadIdx.x);
  odd[threadIdx.x] = isOdd(threadIdx.x);
}
