// Self-recursion is lowered to iteration over a private frame array: the
// recursive call's result is computed before its statement (saving the live
// variables in a frame, jumping to the function's block, restoring them at
// the resume label), and `return` jumps to the frame pop. Exceeding the 64
// frames sets the device status (cudaErrorLaunchFailure) and returns 0.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: long factorial(int n, __global int *__ultima_device_status)
// CHECK-NEXT: {
// CHECK-NEXT:   struct {
// CHECK-NEXT:     int resume;
// CHECK-NEXT:     int m0_0;
// CHECK-NEXT:   } ultima_rec_stack[64];
// CHECK-NEXT:   int ultima_rec_sp = 0;
// CHECK-NEXT:   long ultima_rec_result0;
// CHECK-NEXT:   long ultima_rec_t0;
// CHECK-NEXT:   int ultima_rec_arg0_0;
// CHECK-NEXT:   ultima_rec_arg0_0 = n;
// CHECK-NEXT: ultima_rec_enter0:
// CHECK-NEXT:   {
// CHECK-NEXT:     int n = ultima_rec_arg0_0;
// CHECK-NEXT:     if (n <= 1)
// CHECK-NEXT:       {
// CHECK-NEXT:         ultima_rec_result0 = 1;
// CHECK-NEXT:         goto ultima_rec_return;
// CHECK-NEXT:       }
// CHECK-NEXT:     if (ultima_rec_sp == 64)
// CHECK-NEXT:       goto ultima_rec_overflow;
// CHECK-NEXT:     ultima_rec_arg0_0 = n - 1;
// CHECK-NEXT:     ultima_rec_stack[ultima_rec_sp].resume = 0;
// CHECK-NEXT:     ultima_rec_stack[ultima_rec_sp].m0_0 = n;
// CHECK-NEXT:     ++ultima_rec_sp;
// CHECK-NEXT:     goto ultima_rec_enter0;
// CHECK-NEXT: ultima_rec_resume0:;
// CHECK-NEXT:     n = ultima_rec_stack[ultima_rec_sp].m0_0;
// CHECK-NEXT:     ultima_rec_t0 = ultima_rec_result0;
// CHECK-NEXT:     {
// CHECK-NEXT:       ultima_rec_result0 = n * ultima_rec_t0;
// CHECK-NEXT:       goto ultima_rec_return;
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   goto ultima_rec_return;
// CHECK-NEXT: ultima_rec_overflow:
// CHECK-NEXT:   (*__ultima_device_status) = 719;
// CHECK-NEXT:   ultima_rec_result0 = 0;
// CHECK-NEXT:   return ultima_rec_result0;
// CHECK-NEXT: ultima_rec_return:
// CHECK-NEXT:   if (ultima_rec_sp == 0)
// CHECK-NEXT:     return ultima_rec_result0;
// CHECK-NEXT:   --ultima_rec_sp;
// CHECK-NEXT:   switch (ultima_rec_stack[ultima_rec_sp].resume) {
// CHECK-NEXT:   case 0:
// CHECK-NEXT:     goto ultima_rec_resume0;
// CHECK-NEXT:   }
// CHECK-NEXT:   return ultima_rec_result0;
// CHECK-NEXT: }
__device__ long long factorial(int n) {
  if (n <= 1)
    return 1;
  return n * factorial(n - 1);
}

// Two calls in one statement: the first one's temporary lives across the
// second call, so that frame saves it too (only such temporaries have a
// frame field).
// CHECK-LABEL: int fib(int n, __global int *__ultima_device_status)
// CHECK-NEXT:  {
// CHECK-NEXT:    struct {
// CHECK-NEXT:      int resume;
// CHECK-NEXT:      int m0_0;
// CHECK-NEXT:      int t0;
// CHECK-NEXT:    } ultima_rec_stack[64];
// CHECK:         ultima_rec_stack[ultima_rec_sp].resume = 1;
// CHECK-NEXT:    ultima_rec_stack[ultima_rec_sp].m0_0 = n;
// CHECK-NEXT:    ultima_rec_stack[ultima_rec_sp].t0 = ultima_rec_t0;
// CHECK:       ultima_rec_resume1:;
// CHECK-NEXT:    n = ultima_rec_stack[ultima_rec_sp].m0_0;
// CHECK-NEXT:    ultima_rec_t0 = ultima_rec_stack[ultima_rec_sp].t0;
// CHECK-NEXT:    ultima_rec_t1 = ultima_rec_result0;
// CHECK-NEXT:    {
// CHECK-NEXT:      ultima_rec_result0 = ultima_rec_t0 + ultima_rec_t1;
__device__ int fib(int n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}

// A call whose value the function returns as it is (a tail call to itself)
// needs no frame: the new arguments, then a jump to the entry.
// CHECK-LABEL: int gcd(int a, int b, __global int *__ultima_device_status)
// CHECK:         if (b == 0)
// CHECK-NEXT:      {
// CHECK-NEXT:        ultima_rec_result0 = a;
// CHECK-NEXT:        goto ultima_rec_return;
// CHECK-NEXT:      }
// CHECK-NEXT:    ultima_rec_arg0_0 = b;
// CHECK-NEXT:    ultima_rec_arg0_1 = a % b;
// CHECK-NEXT:    goto ultima_rec_enter0;
// CHECK-NEXT:  }
// CHECK:         switch (ultima_rec_stack[ultima_rec_sp].resume) {
// CHECK-NEXT:    }
__device__ int gcd(int a, int b) {
  if (b == 0)
    return a;
  return gcd(b, a % b);
}

// The kernel passes the device status on, as for __trap().
// CHECK-LABEL: __kernel void run(__global long *out, __global int *f, __global int *__ultima_device_status)
// CHECK:         out[(uint)get_local_id(0)] = factorial((uint)get_local_id(0), __ultima_device_status);
__global__ void run(long long *out, int *f) {
  out[threadIdx.x] = factorial(threadIdx.x);
  f[threadIdx.x] = fib(threadIdx.x) + gcd(threadIdx.x, 12);
}
