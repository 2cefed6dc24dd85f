// An uninstantiated kernel template is reported, not silently dropped.
// RUN: %ultima %s 2>&1 | FileCheck %s
// CHECK: template-kernel-uninstantiated.cu:[[@LINE+1]]:34: warning: kernel template 'fill' is never instantiated{{.*}}[ultima-unsupported-construct]
template <int B> __global__ void fill(float *o) { o[threadIdx.x] = B; }
