/* A plain C host file: it calls the launcher the .cu file defines with C
   linkage, and uses the runtime API from C. */
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

void square_all(int *device, int n);

int main(void) {
  int n = 10, *d = NULL, h[10];
  if (cudaMalloc((void **)&d, n * sizeof(int)) != cudaSuccess)
    return 1;
  square_all(d, n);
  if (cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost) != cudaSuccess)
    return 2;
  for (int i = 0; i < n; ++i)
    printf("%d%c", h[i], i + 1 < n ? ' ' : '\n');
  cudaFree(d);
  return 0;
}
