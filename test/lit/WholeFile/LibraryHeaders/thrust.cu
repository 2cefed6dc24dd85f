// Thrust headers outside ultima's Thrust subset (docs/cuda-libraries.md#thrust)
// are refused: each error names the header; the errors that the missing
// declarations would cause are not reported. The headers of the subset
// (device_vector.h, sort.h, ...) are accepted (test/lit/Thrust).
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 2
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/sort.h>
// CHECK: thrust.cu:[[@LINE+1]]:10: error: <thrust/set_operations.h>: this Thrust header is not part of ultima's Thrust subset (docs/cuda-libraries.md#thrust) [ultima-unsupported-header]
#include <thrust/set_operations.h>
// CHECK-NEXT: thrust.cu:[[@LINE+1]]:10: error: <thrust/merge.h>: this Thrust header is not part of ultima's Thrust subset {{.*}}[ultima-unsupported-header]
#include <thrust/merge.h>
// CHECK-NOT: error

__global__ void k(int *p) { p[threadIdx.x] = -p[threadIdx.x]; }

int main() {
  thrust::device_vector<int> v(1024, 1);
  k<<<4, 256>>>(thrust::raw_pointer_cast(v.data()));
  thrust::sort(v.begin(), v.end());
  thrust::merge(v.begin(), v.end(), v.begin(), v.end(), v.begin());
  thrust::set_union(v.begin(), v.end(), v.begin(), v.end(), v.begin());
}
