// Each instantiation of a kernel template takes the symbols it uses; a
// static data member of a class template specialisation is named after it.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename T> struct Acc {
  static __device__ T total;
};
template <typename T> __device__ T Acc<T>::total;
__device__ int runs;

template <typename T> __global__ void add(const T *in) {
  Acc<T>::total += in[threadIdx.x];
  if (threadIdx.x == 0)
    atomicAdd(&runs, 1);
}
template __global__ void add<float>(const float *);
template __global__ void add<int>(const int *);

// CHECK-LABEL: __kernel void add_float(__global const float *in, __global float *Acc_float_total, __global int *runs)
// CHECK-NEXT: {
// CHECK-NEXT:   (*Acc_float_total) += in[(uint)get_local_id(0)];
// CHECK-LABEL: __kernel void add_int(__global const int *in, __global int *Acc_int_total, __global int *runs)
// CHECK-NEXT: {
// CHECK-NEXT:   (*Acc_int_total) += in[(uint)get_local_id(0)];
