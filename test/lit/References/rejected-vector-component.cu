// OpenCL vector components have no address: binding a reference to
// one (or taking its address) is rejected; 3-component vectors are
// structs and are fine.
// RUN: not %ultima %s 2>&1 | FileCheck %s


__device__ void inc(float &x) { x += 1.0f; }
__global__ void k(float4 *v, float3 *w) {
  float4 a = v[0];
  // CHECK: rejected-vector-component.cu:[[@LINE+1]]:9: error: a pointer or reference to a component of a vector type is not supported: OpenCL vector components have no address; copy the component to a variable [ultima-unsupported-construct]
  inc(a.y);
  // CHECK: rejected-vector-component.cu:[[@LINE+1]]:17: error: a pointer or reference to a component of a vector type is not supported
  float *p = &a.x;
  // CHECK-NOT: error
  inc(w[0].z);
  v[0] = a;
}
