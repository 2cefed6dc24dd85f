// One pointer variable assigned both a global and a shared address cannot be
// expressed without a generic address space.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__global__ void pick(float *out, int useShared) {
  __shared__ float tile[32];
  float *p = out;
  if (useShared)
    // CHECK: {{.*}}conflict.cu:[[@LINE+1]]:7: error: {{.*}}'p'{{.*}} [ultima-address-space-conflict]
    p = tile;
  p[threadIdx.x] = 1.0f;
}
