// An atomic on a component of a 2- or 4-component vector (`atomicAdd(&s.x,
// v)` with a __shared__ double4) needs the component's address, which
// OpenCL C vector components do not have: refused at the component. Before,
// the generated OpenCL C did not compile (internal error: address of vector
// element requested).
// RUN: not %ultima %s 2>&1 | FileCheck %s

__global__ void k(const double4 *in, double *out) {
  __shared__ double4 sums;
  if (threadIdx.x == 0)
    sums = make_double4(0, 0, 0, 0);
  __syncthreads();
  // CHECK: atomic-on-vector-component.cu:[[@LINE+1]]:19: error: 'atomicAdd' on a component of a vector type is not supported: OpenCL vector components have no address; keep the values the atomics update in an array of scalars {{.*}}[ultima-unsupported-construct]
  atomicAdd(&sums.x, in[threadIdx.x].x);
  // A two-component vector too; a float3 component (a struct field) has an address.
  __shared__ float2 pair;
  __shared__ float3 triple;
  // CHECK: atomic-on-vector-component.cu:[[@LINE+1]]:19: error: 'atomicAdd' on a component of a vector type
  atomicAdd(&pair.y, 1.0f);
  // CHECK-NOT: error
  atomicAdd(&triple.z, 1.0f);
  __syncthreads();
  out[0] = sums.x + pair.y + triple.z;
}
