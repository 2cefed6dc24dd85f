// A user-provided default constructor that does nothing (`T() {}`, or
// defined out of the class with an empty body) constructs nothing: a
// variable of the class is C's uninitialised declaration and an array of
// them is a plain array, as a member of another class too (C++ leaves the
// members indeterminate; CUDA's interval arithmetic sample keeps a stack of
// such objects). A constructor that initialises something is still called.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <class T> struct Interval {
  T lo, hi;
  __device__ Interval();
  __device__ Interval(T l, T h) : lo(l), hi(h) {}
};
template <class T> inline __device__ Interval<T>::Interval() {}

struct Empty {
  int v;
  __device__ Empty() {}
};
struct Holder { // an implicit constructor calling Empty's, which does nothing
  Empty e[2];
  int n;
};

template <class T, int N> struct Stack {
  T buf[N];
  int top;
  __device__ Stack() : top(-1) {}
  __device__ void push(const T &v) { buf[++top] = v; }
  __device__ T pop() { return buf[top--]; }
};

// CHECK-LABEL: __private Stack_Interval_double_4 *constructor_Stack_Interval_double_4(__private Stack_Interval_double_4 *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: this->top = -1;
// CHECK-NEXT: return this;
// CHECK-LABEL: __kernel void widths(__global double *out)
// CHECK: Stack_Interval_double_4 s;
// CHECK-NEXT: constructor_Stack_Interval_double_4(&s);
// CHECK: Interval_double spare[3];
// CHECK-NEXT: Holder h;
// CHECK-NEXT: Empty one;
// CHECK-NEXT: spare[0] =
__global__ void widths(double *out) {
  Stack<Interval<double>, 4> s;
  s.push(Interval<double>(1, 2));
  s.push(Interval<double>(3, 7));
  Interval<double> spare[3];
  Holder h;
  Empty one;
  spare[0] = s.pop();
  h.e[1].v = 4;
  one.v = 1;
  out[0] = spare[0].hi - spare[0].lo + h.e[1].v + one.v;
}
