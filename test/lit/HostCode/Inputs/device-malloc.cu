#include <stdlib.h>
__global__ void k(float *out) {
  float *scratch;
  scratch = (float *)malloc(16 * sizeof(float));
  free(scratch);
  out[0] = 0;
}
int main() { void *p = malloc(4); free(p); }
