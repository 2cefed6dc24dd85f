// libcu++ (cuda/std/...) is not supported.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 1
// CHECK: libcudacxx.cu:[[@LINE+1]]:10: error: <cuda/std/atomic>: libcu++ (the CUDA C++ standard library) is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <cuda/std/atomic>

__global__ void k(cuda::std::atomic<int> *counter) { counter->fetch_add(1); }
