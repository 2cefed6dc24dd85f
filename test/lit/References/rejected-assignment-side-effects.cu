// A reference to an assignment whose left side has side effects would
// evaluate that side twice in C (`(*p++ = v, &*p++)`): refused.
// RUN: not %ultima %s 2>&1 | FileCheck %s

// CHECK: rejected-assignment-side-effects.cu:[[@LINE+2]]:10: error: a reference to the result of an assignment whose left side has side effects is not supported{{.*}}[ultima-unsupported-construct]
__device__ float &push(float *&p, float v) {
  return *p++ = v;
}

__global__ void k(float *out) {
  float *p = out;
  push(p, 1.0f);
}
