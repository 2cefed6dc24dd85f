// Aggregate initialisation sets the pointer fields it initialises, as
// member assignments do, and a function returning a pointer read from a
// field returns a pointer of the field's space. Before, `Span s = {buf, ...}`
// left the fields unconstrained (__global) while `buf` is __local, and
// `return p.first;` gave the function no result space (__private): both
// were generated OpenCL C that does not compile.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Cell {
  int value;
  Cell *next;
};

// CHECK-LABEL: struct Span {
// CHECK-NEXT:   __local Cell *first;
// CHECK-NEXT:   __local Cell *last;
// CHECK-NEXT:   int count;
// CHECK-NEXT: };
struct Span {
  Cell *first;
  Cell *last;
  int count;
};

// CHECK-LABEL: struct Pair {
// CHECK-NEXT:   __global Cell *a;
// CHECK-NEXT:   __global Cell *b;
// CHECK-NEXT: };
struct Pair {
  Cell *a;
  Cell *b;
};

// A union's initialiser sets the member it names.
// CHECK-LABEL: union Either {
// CHECK-NEXT:   __local int *p;
// CHECK-NEXT:   int i;
// CHECK-NEXT: };
union Either {
  int *p;
  int i;
};

// CHECK-LABEL: Pair makePair(__global Cell *a, __global Cell *b)
// CHECK-NEXT: {
// CHECK-NEXT:   Pair p = {a, b};
// CHECK-NEXT:   return p;
// CHECK-NEXT: }
__device__ Pair makePair(Cell *a, Cell *b) {
  Pair p = {a, b};
  return p;
}

// CHECK-LABEL: __global Cell *firstOf(__global Cell *pool, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   Pair p = makePair(pool, pool + n);
// CHECK-NEXT:   if (n == 0)
// CHECK-NEXT:     return 0;
// CHECK-NEXT:   return p.a;
// CHECK-NEXT: }
__device__ Cell *firstOf(Cell *pool, int n) {
  Pair p = makePair(pool, pool + n);
  if (n == 0)
    return 0;
  return p.a;
}

// CHECK-LABEL: __kernel void k(__global Cell *pool, __global int *out)
// CHECK:        __local Cell buf[4];
// CHECK:        Span s = {buf, buf + 3, 4};
// CHECK:        Either e = {&buf[3].value};
__global__ void k(Cell *pool, int *out) {
  __shared__ Cell buf[4];
  Span s = {buf, buf + 3, 4};
  if (threadIdx.x < 4)
    buf[threadIdx.x].value = threadIdx.x;
  __syncthreads();
  Either e = {&buf[3].value};
  out[threadIdx.x] = s.first->value + s.last->value + *e.p + firstOf(pool, 1)->value;
}
