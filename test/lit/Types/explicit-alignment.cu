// A record or member that asks for its alignment (CUDA's __align__, C++'s
// alignas, GNU's aligned attribute) keeps it in C, so that sizes and array
// strides agree with the host's: a 12-byte struct aligned to 16 is 16 bytes.
// Records without one print as before.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

typedef struct __align__(16) {
  unsigned int r, g, b;
} RGB32;
// CHECK-LABEL: struct __attribute__((aligned(16))) RGB32 {

struct alignas(8) Pair {
  float a;
  float b;
};
// CHECK-LABEL: struct __attribute__((aligned(8))) Pair {

struct Padded {
  char tag;
  alignas(16) float value;
};
// CHECK-LABEL: struct Padded {
// CHECK-NEXT: char tag;
// CHECK-NEXT: float value __attribute__((aligned(16)));

struct Plain {
  int x;
};
// CHECK-LABEL: struct Plain {

__global__ void copy(RGB32 *d, const RGB32 *s, Pair *p, Padded *q, Plain *r, unsigned *sizes) {
  d[threadIdx.x] = s[threadIdx.x];
  p[threadIdx.x].a = q[threadIdx.x].value + r[threadIdx.x].x;
  sizes[0] = sizeof(RGB32);
  sizes[1] = sizeof(Padded);
}
