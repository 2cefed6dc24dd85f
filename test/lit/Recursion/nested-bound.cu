// A recursive call in another's argument (Ackermann's function): the inner
// call's result is computed first and the outer call's argument reads it.
// The frame bound is ULTIMA_RECURSION_DEPTH when -D defines it.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %ultima -DULTIMA_RECURSION_DEPTH=1000 %s | FileCheck %s --check-prefix=BOUND
// RUN: %ultima --line-directives %s > %t.lines.cl
// RUN: %oclc %t.lines.cl
// RUN: not %ultima -DULTIMA_RECURSION_DEPTH=0 %s 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: uint ackermann(uint m, uint n, __global int *__ultima_device_status)
// CHECK:       ultima_rec_resume1:;
// CHECK-NEXT:      m = ultima_rec_stack[ultima_rec_sp].m0_0;
// CHECK-NEXT:      n = ultima_rec_stack[ultima_rec_sp].m0_1;
// CHECK-NEXT:      ultima_rec_t1 = ultima_rec_result0;
// CHECK-NEXT:      if (ultima_rec_sp == 64)
// CHECK-NEXT:        goto ultima_rec_overflow;
// CHECK-NEXT:      ultima_rec_arg0_0 = m - 1;
// CHECK-NEXT:      ultima_rec_arg0_1 = ultima_rec_t1;
// CHECK-NEXT:      ultima_rec_stack[ultima_rec_sp].resume = 2;
// CHECK-NEXT:      ultima_rec_stack[ultima_rec_sp].m0_0 = m;
// CHECK-NEXT:      ultima_rec_stack[ultima_rec_sp].m0_1 = n;
// CHECK-NEXT:      ultima_rec_stack[ultima_rec_sp].t1 = ultima_rec_t1;
// CHECK:       ultima_rec_resume2:;
// CHECK:           ultima_rec_t2 = ultima_rec_result0;
// CHECK-NEXT:      {
// CHECK-NEXT:        ultima_rec_result0 = ultima_rec_t2;
// BOUND:       } ultima_rec_stack[1000];
// BOUND:       if (ultima_rec_sp == 1000)
// BAD: error: ULTIMA_RECURSION_DEPTH must be a number of frames from 1 to 65536, not '0' [ultima-unsupported-recursion]
__device__ unsigned ackermann(unsigned m, unsigned n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}
__global__ void run(unsigned *out) { out[threadIdx.x] = ackermann(2, threadIdx.x); }
