// A call's pointer arguments may come from other calls: the callee variant of
// the outer call depends on the variants of the inner ones, several levels
// deep, through pointers and references. OpenCL C 1.2 needs each pointer
// parameter to name the space its argument points into.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__device__ float *pick(float *p, int i) { return p + i; }
__device__ float sum2(const float *a, const float *b) { return a[0] + b[0]; }
__device__ float *self(float *p) { return p; }
__device__ float &at(float *p, int i) { return p[i]; }
__device__ float first(float &r) { return r; }

// CHECK-DAG: __local float *pick_l(__local float *p, int i)
// CHECK-DAG: __global float *pick_g(__global float *p, int i)
// CHECK-DAG: float sum2(__local const float *a, __global const float *b)
// CHECK-DAG: __local float *self(__local float *p)
// CHECK-DAG: __local float *at_l(__local float *p, int i)
// CHECK-DAG: __global float *at_g(__global float *p, int i)
// CHECK-DAG: float first_l(__local float *r)
// CHECK-DAG: float first_g(__global float *r)
// CHECK-NOT: self_g
// CHECK-LABEL: __kernel void k(
__global__ void k(float *out, const float *in) {
  __shared__ float tile[64];
  tile[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  // CHECK: out[0] = sum2(pick_l(tile, 1), pick_g(out, 2));
  out[0] = sum2(pick(tile, 1), pick(out, 2));
  // CHECK: out[1] = *self(self(self(tile)));
  out[1] = *self(self(self(tile)));
  // CHECK: __local float *q = self(pick_l(tile, 3));
  float *q = self(pick(tile, 3));
  out[2] = q[0];
  // CHECK: out[3] = first_l(at_l(self(tile), 4)) + first_g(at_g(out, 5));
  out[3] = first(at(self(tile), 4)) + first(at(out, 5));
}

// An argument that is null only, so unconstrained until the walks end: the
// outer call's variant still follows the space the inner call returns (a
// __shared__ array), and no variant for the unconstrained default is made.
__device__ float *scratch(float *hint) {
  __shared__ float s[64];
  return hint ? s + 1 : s;
}
__device__ float readFirst(const float *p) { return p[0]; }

// CHECK-LABEL: float readFirst(__local const float *p)
// CHECK-NOT: readFirst_
// CHECK-LABEL: __kernel void fromNull(
__global__ void fromNull(float *out) {
  float *none = nullptr;
  scratch(none)[threadIdx.x] = 1.0f;
  __syncthreads();
  // CHECK: out[(uint)get_local_id(0)] = readFirst(scratch(none, &scratch_s));
  out[threadIdx.x] = readFirst(scratch(none));
}
