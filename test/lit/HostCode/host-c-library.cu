// The C library in host code: files, memory, strings, timers, rand, exit.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=NODIAG %s < %t.err
// NODIAG-NOT: {{.}}
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#include <sys/time.h>
#include <unistd.h>
#include <assert.h>

double wall_time(void) {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return tv.tv_sec + tv.tv_usec * 1e-6;
}

void init(float *a, int n) {
  srand(42);
  for (int i = 0; i < n; i++)
    a[i] = (float)rand() / RAND_MAX;
}

__global__ void square(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] * a[i];
}

int main(int argc, char *argv[]) {
  int n = argc > 1 ? atoi(argv[1]) : 4096;
  float *a = (float *)malloc(n * sizeof(float));
  assert(a != NULL);
  memset(a, 0, n * sizeof(float));
  init(a, n);
  FILE *f = fopen("out.txt", "w");
  double t0 = wall_time();
  square<<<(n + 255) / 256, 256>>>(a, n);
  fprintf(f ? f : stderr, "%f s %f\n", wall_time() - t0, sqrt((double)a[0]));
  if (f)
    fclose(f);
  free(a);
  clock_t c = clock();
  (void)c;
  exit(EXIT_SUCCESS);
}
// CHECK: __kernel void square(__global float *a, int n)
// CHECK-NOT: wall_time
// CHECK-NOT: init
// CHECK-NOT: main(
