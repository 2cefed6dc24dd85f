// CUDA atomics act on global or shared memory only: an atomic whose pointer
// operand points into __private or __constant memory is rejected at the call
// (AtomicOperands.cpp, run by the address-space analysis), in each variant of
// a helper that reaches it.
// RUN: not %ultima %s 2>&1 | FileCheck %s --implicit-check-not=error:

__device__ void bump(int *p) {
  // Only the variant called with a private pointer is rejected.
  // CHECK-DAG: {{.*}}private-or-constant-operand.cu:[[@LINE+1]]:3: error: 'atomicAdd' on __private memory: atomic operations need a pointer into global or shared memory [ultima-unsupported-construct]
  atomicAdd(p, 1);
}

__constant__ int table[2] = {1, 2};

__global__ void run(int *out) {
  int local = 0;
  // CHECK-DAG: {{.*}}private-or-constant-operand.cu:[[@LINE+1]]:3: error: 'atomicAdd' on __constant memory: atomic operations need a pointer into global or shared memory [ultima-unsupported-construct]
  atomicAdd(&table[1], 1);
  bump(out);
  bump(&local);
  __shared__ int tile[4];
  atomicAdd(&tile[0], 1); // shared memory is fine
  out[0] = local + tile[0];
}
