// A template defined before the record it is instantiated with ([temp.point]:
// the instantiation is at the use, after the record). C needs the struct
// declared before any function or struct that uses it, so the specialisation
// follows the record: a function template, a class template, a member
// template of a class template, and a pointer argument.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename T> __device__ T twice(T v) {
  T r = v;
  r.a *= 2;
  return r;
}
template <typename T> struct Box {
  T item;
  template <typename U> __device__ U get(U fallback) const { return item.a ? item : fallback; }
};
template <typename T> __device__ int first(const T *p) { return p->a; }

// CHECK: struct Pair {
// CHECK: struct Box_Pair {
// CHECK: Pair Box_Pair_get_Pair(
// CHECK: Pair twice_Pair(Pair v)
// CHECK: int first_Pair(__global const Pair *p)
// CHECK-LABEL: __kernel void use(
struct Pair {
  int a, b;
};

__global__ void use(Pair *out, const Pair *in) {
  Box<Pair> box{in[0]};
  out[0] = twice(box.get(in[1]));
  out[1].a = first(in);
}
