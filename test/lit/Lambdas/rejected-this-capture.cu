// A lambda in a member function that captures this is rejected.
// RUN: not %ultima %s 2>&1 | FileCheck %s


struct Acc {
  float s;
  __device__ float scaled(float v) {
    // CHECK: rejected-this-capture.cu:[[@LINE+1]]:15: error: lambdas that capture 'this' are not supported; capture by value ([=] or [x]) [ultima-unsupported-construct]
    auto f = [this](float x) { return s * x; };
    return f(v);
  }
};
__global__ void k(float *out) { Acc a = {2.0f}; out[0] = a.scaled(out[1]); }
