// On error, -o creates no file and leaves an existing one untouched.
// RUN: rm -f %t.out
// RUN: not %ultima -DBREAK %s -o %t.out 2> %t.err
// RUN: not test -e %t.out
// RUN: FileCheck %s < %t.err
// RUN: echo previous > %t.keep
// RUN: not %ultima -DBREAK %s -o %t.keep
// RUN: FileCheck %s --check-prefix=KEEP < %t.keep
// RUN: %ultima %s -o %t.keep
// RUN: FileCheck %s --check-prefix=REPLACED < %t.keep

// KEEP: previous
// REPLACED: __kernel void lane(__global uint *out)
__global__ void lane(unsigned *out) {
#ifdef BREAK
  // CHECK: {{.*}}output-file-on-error.cu:[[@LINE+1]]:3: error: {{.*}} [ultima-unsupported-inline-asm]
  asm("trap;");
#endif
  out[threadIdx.x] = threadIdx.x;
}
