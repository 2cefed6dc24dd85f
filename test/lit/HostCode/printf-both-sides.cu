// printf in host code is the host's; in device code it is OpenCL's printf.
// RUN: %ultima %s > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
#include <stdio.h>
__global__ void hello(int v) {
  printf("thread %d: %d\n", (int)threadIdx.x, v);
}
int main() {
  printf("launching\n");
  hello<<<1, 4>>>(7);
  fprintf(stderr, "done\n");
  return 0;
}
// CHECK: __kernel void hello(int v)
// CHECK: printf("thread %d: %d\n", (int)((uint)get_local_id(0)), v);
// CHECK-NOT: launching
