// An array of objects with a non-trivial constructor would need a loop of
// constructor calls: rejected with a located error.
// RUN: not %ultima %s 2>&1 | FileCheck %s
struct P {
  float x = 1.0f;
};
__global__ void k(float *out) {
  // CHECK: rejected-object-array.cu:[[@LINE+1]]:5: error: arrays of objects with a non-trivial constructor ('P::P') are not supported; construct the elements one by one [ultima-unsupported-construct]
  P ps[4];
  out[0] = ps[1].x;
}
