// A class with a non-trivial destructor has no C equivalent (nothing runs at
// scope exit in C): rejected where the class is declared.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// CHECK: rejected-destructor.cu:[[@LINE+1]]:8: error: types with non-trivial destructors are not supported in OpenCL C [ultima-unsupported-construct]
struct Lock {
  int *flag;
  __device__ Lock(int *f) : flag(f) { *flag = 1; }
  __device__ ~Lock() { *flag = 0; }
};
__global__ void k(int *f) { Lock l(f); }
