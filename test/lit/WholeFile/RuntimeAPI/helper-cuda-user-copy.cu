// A helper_cuda.h on the user's include path (-I, as for the CUDA samples'
// common/inc) wins over ultima's subset.
// RUN: %ultima -I %S/../Inputs %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <helper_cuda.h>
static_assert(USER_HELPER_CUDA == 1, "the user's helper_cuda.h is used");

// CHECK: __kernel void k(__global int *p)
__global__ void k(int *p) { p[0] = 1; }
int main() { checkCudaErrors(cudaDeviceSynchronize()); }
