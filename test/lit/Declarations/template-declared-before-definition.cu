// A function template declared first and defined further on is
// instantiated (in C++) at the end of the file, so its definition may call
// templates defined in between. Its specialisations are defined where the
// template is, and declared at the first declaration for the code between.
// Before, they were defined at the first declaration, before the templates
// they call (internal error: use of undeclared identifier).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <class T> __device__ long lookup(long n, double key, const T *table);

struct Point {
  double energy;
};

template <class T> __device__ long bisect(long n, double key, const T *table) {
  long lo = 0, hi = n - 1;
  while (hi - lo > 1) {
    long mid = lo + (hi - lo) / 2;
    if (table[mid].energy > key)
      hi = mid;
    else
      lo = mid;
  }
  return lo;
}

// Between the declaration and the definition: a caller.
__device__ long first(const Point *table, long n) { return lookup(n, 0.5, table); }

template <class T> __device__ long lookup(long n, double key, const T *table) {
  return n > 0 ? bisect(n, key, table) : -1;
}

__global__ void k(const Point *table, long n, long *out) {
  out[0] = lookup(n, 2.0, table) + first(table, n);
}

// CHECK:      long lookup_Point(long n, double key, __global const Point *table);
// CHECK:      long bisect_Point(long n, double key, __global const Point *table)
// CHECK-NEXT: {
// CHECK:      long first(__global const Point *table, long n)
// CHECK-NEXT: {
// CHECK-NEXT:   return lookup_Point(n, 0.5, table);
// CHECK-NEXT: }
// CHECK:      long lookup_Point(long n, double key, __global const Point *table)
// CHECK-NEXT: {
// CHECK-NEXT:   return n > 0 ? bisect_Point(n, key, table) : -1;
// CHECK-NEXT: }
