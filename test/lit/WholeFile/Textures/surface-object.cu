// Surface objects.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 2
__global__ void scale(cudaSurfaceObject_t surf, float s) {
  // CHECK: surface-object.cu:[[@LINE+1]]:13: error: surface access 'surf1Dread' is not supported
  float v = surf1Dread<float>(surf, threadIdx.x * 4);
  // CHECK: surface-object.cu:[[@LINE+1]]:3: error: surface access 'surf1Dwrite' is not supported
  surf1Dwrite(v * s, surf, threadIdx.x * 4);
}
