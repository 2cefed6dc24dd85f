/* Plain C99 that uses the C library as any C program does. */
#include <assert.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime_api.h>

void twice(int *host, int n); /* twice.cu */

int main(void) {
  int values[4] = {1, 2, 3, 4};
  assert(INT_MAX > 0 && SIZE_MAX > 0);
  printf("c: %.3f max_align %zu assert ok\n", sqrt(2.0), _Alignof(max_align_t));
  twice(values, 4);
  printf("cuda: %d %d %d %d\n", values[0], values[1], values[2], values[3]);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
