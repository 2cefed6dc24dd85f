// Operators of class template specialisations.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename T> struct Pair {
  T a, b;
  __device__ Pair operator+(const Pair &o) const { Pair r = {a + o.a, b + o.b}; return r; }
  __device__ bool operator<(const Pair &o) const { return a < o.a || (a == o.a && b < o.b); }
};
__global__ void k(const Pair<int> *p, Pair<double> *q, int *out) {
  Pair<int> s = p[0] + p[1];
  out[0] = s < p[2];
  q[0] = q[1] + q[2];
}

// CHECK-LABEL: struct Pair_int {
// CHECK-NEXT:   int a;
// CHECK-NEXT:   int b;
// CHECK-NEXT: };
// CHECK-LABEL: Pair_int Pair_int_operator_add(__global const Pair_int *this, __global const Pair_int *o){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Pair_int r = {this->a + o->a, this->b + o->b};
// CHECK-NEXT:   return r;
// CHECK-NEXT: }
// CHECK-LABEL: bool Pair_int_operator_lt(__private const Pair_int *this, __global const Pair_int *o){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->a < o->a || (this->a == o->a && this->b < o->b);
// CHECK-NEXT: }
// CHECK-LABEL: struct Pair_double {
// CHECK-NEXT:   double a;
// CHECK-NEXT:   double b;
// CHECK-NEXT: };
// CHECK-LABEL: Pair_double Pair_double_operator_add(__global const Pair_double *this, __global const Pair_double *o){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Pair_double r = {this->a + o->a, this->b + o->b};
// CHECK-NEXT:   return r;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const Pair_int *p, __global Pair_double *q, __global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Pair_int s = Pair_int_operator_add(&p[0], &p[1]);
// CHECK-NEXT:   out[0] = Pair_int_operator_lt(&s, &p[2]);
// CHECK-NEXT:   q[0] = Pair_double_operator_add(&q[1], &q[2]);
// CHECK-NEXT: }
