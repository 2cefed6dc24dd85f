// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, const int *in, int n) {
  int i = 0;
again:
  if (i >= n)
    goto done;
  out[i] = in[i] * 2;
  i++;
  goto again;
done:
  out[0] += 1;
}

// CHECK-LABEL: __kernel void k(__global int *out, __global const int *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int i = 0;
// CHECK-NEXT: again:
// CHECK-NEXT: if (i >= n)
// CHECK-NEXT: goto done;
// CHECK-NEXT: out[i] = in[i] * 2;
// CHECK-NEXT: i++;
// CHECK-NEXT: goto again;
// CHECK-NEXT: done:
// CHECK-NEXT: out[0] += 1;
// CHECK-NEXT: }
