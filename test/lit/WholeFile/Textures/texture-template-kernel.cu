// A fetch in a template kernel is reported once, at the fetch, however many
// instantiations reach it.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 1
texture<float, 1> tex;

template <int N> __global__ void gather(float *out) {
  // CHECK: texture-template-kernel.cu:[[@LINE+1]]:26: error: texture fetch 'tex1Dfetch' is not supported
  out[threadIdx.x] = N * tex1Dfetch(tex, threadIdx.x);
}
template __global__ void gather<2>(float *);
template __global__ void gather<3>(float *);
