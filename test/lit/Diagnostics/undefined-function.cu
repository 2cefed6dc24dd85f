// A device function that is declared, called and defined nowhere: nvcc (no
// -rdc) reports an unresolved external; ultima a located error at the call.
// Found by the fuzzer (the mutual-recursion test with its second definition
// garbled), where it was an internal error.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 2
// CHECK-NOT: ultima-internal

__device__ bool isOdd(int n);
// CHECK-DAG: {{.*}}undefined-function.cu:[[@LINE+1]]:56: error: 'isOdd' is called but never defined; {{.*}} [ultima-undefined-function]
__device__ bool isEven(int n) { return n == 0 ? true : isOdd(n - 1); }
__global__ void parity(int *out) { out[threadIdx.x] = isEven(threadIdx.x); }

struct Counter {
  int n;
  __device__ Counter(int start);
};
// CHECK-DAG: {{.*}}undefined-function.cu:[[@LINE+1]]:45: error: 'Counter::Counter' is called but never defined; {{.*}} [ultima-undefined-function]
__global__ void counted(int *out) { Counter c(out[0]); out[1] = c.n; }
