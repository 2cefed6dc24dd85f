// new and delete need a device heap.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__global__ void scratch(int *out) {
  // CHECK: {{.*}}new-delete.cu:[[@LINE+1]]:12: error: {{.*}} [ultima-unsupported-new-delete]
  int *p = new int[4];
  p[0] = threadIdx.x;
  out[threadIdx.x] = p[0];
  // CHECK: {{.*}}new-delete.cu:[[@LINE+1]]:3: error: {{.*}} [ultima-unsupported-new-delete]
  delete[] p;
}
