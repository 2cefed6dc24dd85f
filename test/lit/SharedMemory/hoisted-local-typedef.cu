// A __shared__ variable whose type is a typedef of the function body is
// declared at the top of the kernel (or passed to a helper), where that
// typedef is not in scope: it is declared with the type the typedef names.
// Before, `__local U buf[64];` preceded `typedef uint U;` (internal error:
// unknown type name).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: void stage(__global const float *in, __local float (*stage_cache)[32])
// CHECK-NEXT: {
// CHECK-NEXT:   typedef float Elem;
__device__ void stage(const float *in) {
  typedef float Elem;
  __shared__ Elem cache[32];
  cache[threadIdx.x] = in[threadIdx.x];
}

template <typename T> __global__ void flip(const T *in, T *out) {
  using Bits = unsigned int;
  __shared__ Bits buf[64];
  buf[threadIdx.x] = (Bits)in[threadIdx.x];
  stage((const float *)in);
  __syncthreads();
  out[threadIdx.x] = (T)buf[63 - threadIdx.x];
}
template __global__ void flip<int>(const int *, int *);

// CHECK-LABEL: __kernel void flip_int(__global const int *in, __global int *out)
// CHECK-NEXT: {
// CHECK-NEXT:   __local uint buf[64];
// CHECK-NEXT:   __local float stage_cache[32];
// CHECK-NEXT:   typedef uint Bits;
