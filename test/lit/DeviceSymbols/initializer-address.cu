// A program-scope variable that stays __constant data cannot refer to a
// device symbol: kernels receive the symbol as a buffer argument, so it has
// no address at program scope. (Its size is fine.)
// RUN: not %ultima %s 2>&1 | FileCheck %s

__device__ int target[4];
// CHECK-NOT: error
// CHECK: {{.*}}initializer-address.cu:[[@LINE+2]]:28: error: the initializer of program-scope variable 'alias' refers to 'target'{{.*}} [ultima-unsupported-construct]
// CHECK-NOT: error
__constant__ int *alias = &target[1];
__constant__ int size = sizeof(target);

__global__ void k(int *out) { out[0] = *alias + size; }
