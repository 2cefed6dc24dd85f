// Thrust is not supported: each error names the header and the library;
// the errors that the missing declarations would cause are not reported.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 2
#include <cstdio>
// CHECK: thrust.cu:[[@LINE+1]]:10: error: <thrust/device_vector.h>: Thrust is not supported by ultima (CUDA toolkit libraries are not translated) [ultima-unsupported-header]
#include <thrust/device_vector.h>
// CHECK-NEXT: thrust.cu:[[@LINE+1]]:10: error: <thrust/sort.h>: Thrust is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <thrust/sort.h>
// CHECK-NOT: error

__global__ void k(int *p) { p[threadIdx.x] = -p[threadIdx.x]; }

int main() {
  thrust::device_vector<int> v(1024, 1);
  k<<<4, 256>>>(thrust::raw_pointer_cast(v.data()));
  thrust::sort(v.begin(), v.end());
}
