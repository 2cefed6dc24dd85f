// `return c ? a : b;` with recursive calls in its arms is printed as
// `if (c) return a; return b;`: each arm's calls are computed in its own
// branch, the condition once. An arm that is just a call to the function
// itself is a tail call (a jump, no frame).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: int factorial(int n, __global int *__ultima_device_status)
// CHECK:       ultima_rec_enter0:
// CHECK-NEXT:    {
// CHECK-NEXT:      int n = ultima_rec_arg0_0;
// CHECK-NEXT:      {
// CHECK-NEXT:        if (n <= 1)
// CHECK-NEXT:        {
// CHECK-NEXT:          ultima_rec_result0 = 1;
// CHECK-NEXT:          goto ultima_rec_return;
// CHECK-NEXT:        }
// CHECK-NEXT:        if (ultima_rec_sp == 64)
// CHECK-NEXT:          goto ultima_rec_overflow;
// CHECK-NEXT:        ultima_rec_arg0_0 = n - 1;
// CHECK:       ultima_rec_resume0:;
// CHECK-NEXT:        n = ultima_rec_stack[ultima_rec_sp].m0_0;
// CHECK-NEXT:        ultima_rec_t0 = ultima_rec_result0;
// CHECK-NEXT:        ultima_rec_result0 = n * ultima_rec_t0;
// CHECK-NEXT:        goto ultima_rec_return;
// CHECK-NEXT:      }
// CHECK-NEXT:    }
__device__ int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

// CHECK-LABEL: long sumTo(int n, long acc, __global int *__ultima_device_status)
// CHECK:           if (n == 0)
// CHECK-NEXT:      {
// CHECK-NEXT:        ultima_rec_result0 = acc;
// CHECK-NEXT:        goto ultima_rec_return;
// CHECK-NEXT:      }
// CHECK-NEXT:      ultima_rec_arg0_0 = n - 1;
// CHECK-NEXT:      ultima_rec_arg0_1 = acc + n;
// CHECK-NEXT:      goto ultima_rec_enter0;
__device__ long long sumTo(int n, long long acc) { return n == 0 ? acc : sumTo(n - 1, acc + n); }

// A recursive call in the condition is computed before the `if`.
// CHECK-LABEL: int capped(int n, __global int *__ultima_device_status)
// CHECK:       ultima_rec_resume0:;
// CHECK-NEXT:      n = ultima_rec_stack[ultima_rec_sp].m0_0;
// CHECK-NEXT:      ultima_rec_t0 = ultima_rec_result0;
// CHECK-NEXT:      {
// CHECK-NEXT:        if (ultima_rec_t0 >= 3)
// CHECK-NEXT:        {
// CHECK-NEXT:          ultima_rec_result0 = 3;
// CHECK-NEXT:          goto ultima_rec_return;
// CHECK-NEXT:        }
// CHECK-NEXT:        if (ultima_rec_sp == 64)
// CHECK-NEXT:          goto ultima_rec_overflow;
// CHECK-NEXT:        ultima_rec_arg0_0 = n / 2;
__device__ int capped(int n) {
  if (n < 2)
    return 0;
  return capped(n / 2) >= 3 ? 3 : 1 + capped(n / 2);
}

// Mutual recursion through the arms.
__device__ bool isOdd(int n);
// CHECK-LABEL: bool isEven(int n, __global int *__ultima_device_status)
// CHECK:           int n = ultima_rec_arg0_0;
// CHECK-NEXT:      {
// CHECK-NEXT:        if (n == 0)
// CHECK-NEXT:        {
// CHECK-NEXT:          ultima_rec_result0 = true;
// CHECK-NEXT:          goto ultima_rec_return;
// CHECK-NEXT:        }
// CHECK-NEXT:        if (ultima_rec_sp == 64)
// CHECK-NEXT:          goto ultima_rec_overflow;
// CHECK-NEXT:        ultima_rec_arg1_0 = n - 1;
// CHECK:             goto ultima_rec_enter1;
__device__ bool isEven(int n) { return n == 0 ? true : isOdd(n - 1); }
__device__ bool isOdd(int n) { return n == 0 ? false : isEven(n - 1); }

__global__ void run(int *f, long long *s, bool *e) {
  f[threadIdx.x] = factorial(threadIdx.x);
  s[threadIdx.x] = sumTo(threadIdx.x, 0);
  e[threadIdx.x] = isEven(threadIdx.x) && capped(threadIdx.x) > 1;
}
