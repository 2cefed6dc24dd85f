// A struct kernel parameter whose pointer is a member of its base class
// (an accessor class deriving from one that holds the data pointer) is
// passed field by field like one that declares the pointer itself, the
// base's fields through the member that holds the base. Before, it was
// accepted whole and the OpenCL C did not compile (struct kernel parameters
// may not contain pointers), then refused.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
template <typename T> struct AccessorBase {
  T *data_;
  long size_;
};
template <typename T> struct Accessor : AccessorBase<T> {
  __device__ T &operator[](long i) { return this->data_[i]; }
};
// CHECK:      __kernel void k(__global float *a__[[BASE:base_[A-Za-z_0-9]+]]__data_, long a__[[BASE]]__size_, __global float *b__[[BASE]]__data_, long b__[[BASE]]__size_)
// CHECK-NEXT: {
// CHECK-NEXT:   Accessor_float a;
// CHECK-NEXT:   a.[[BASE]].data_ = a__[[BASE]]__data_;
// CHECK-NEXT:   a.[[BASE]].size_ = a__[[BASE]]__size_;
__global__ void k(Accessor<float> a, Accessor<float> b) { b[0] = a[0]; }
