// Member function templates of a class template, instantiated with a record
// declared after the class (a functor wrapping a user's comparator, as
// CUB's BlockReduce::Reduce -> reduce_ is instantiated by Thrust's
// min_element): both wait for that record, and when it is emitted every one
// of them gets its prototype before any is defined, so Reduce may call
// reduce_ whatever their order.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=ERR %s < %t.err
// RUN: %oclc %t.cl
// ERR-NOT: error
// CHECK: struct Pick_int_abs_less {
// CHECK: int Box_int_Reduce_Pick_int_abs_less(__private Box_int *this, int x, Pick_int_abs_less op);
// CHECK: int Box_int_reduce__Pick_int_abs_less(__private Box_int *this, int x, Pick_int_abs_less op);
// CHECK: int Box_int_Reduce_Pick_int_abs_less(__private Box_int *this, int x, Pick_int_abs_less op)
// CHECK-NEXT: {
// CHECK-NEXT: return Box_int_reduce__Pick_int_abs_less(this, x, op);
template <typename T> struct Box {
  T v;
  template <typename Op> __device__ T Reduce(T x, Op op) { return reduce_(x, op); }
  template <typename Op> __device__ T reduce_(T x, Op op) { return op(v, x); }
};
template <typename T, typename C> struct Pick {
  C c;
  __device__ T operator()(T a, T b) const { return c(a, b) ? a : b; }
};
struct abs_less {
  __device__ bool operator()(int a, int b) const { return (a < 0 ? -a : a) < (b < 0 ? -b : b); }
};
template <typename T, typename C> __global__ void k(T *p, C c) {
  Box<T> b{p[0]};
  Pick<T, C> op{c};
  p[threadIdx.x] = b.Reduce(p[threadIdx.x], op);
}
int main() { k<<<1, 1>>>((int *)0, abs_less()); }
