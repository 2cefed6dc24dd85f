// A struct kernel parameter whose pointer is a member of its base class
// (an accessor class deriving from one that holds the data pointer) is
// refused like one that declares the pointer itself. Before, it was
// accepted and the OpenCL C did not compile (internal error: struct kernel
// parameters may not contain pointers).
// RUN: not %ultima %s 2>&1 | FileCheck %s
template <typename T> struct AccessorBase {
  T *data_;
  long size_;
};
template <typename T> struct Accessor : AccessorBase<T> {
  __device__ T &operator[](long i) { return this->data_[i]; }
};
// CHECK: kernel-struct-param-base-pointer.cu:[[@LINE+2]]:35: error: kernel parameter 'a' is a struct containing a pointer, bool or size_t member{{.*}}[ultima-unsupported-kernel-param]
// CHECK: kernel-struct-param-base-pointer.cu:[[@LINE+1]]:54: error: kernel parameter 'b' is a struct containing a pointer
__global__ void k(Accessor<float> a, Accessor<float> b) { b[0] = a[0]; }
