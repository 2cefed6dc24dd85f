// C++ instantiates function templates at the end of the file, so a template
// may call one that is only defined further down (found by argument-
// dependent lookup at instantiation). C needs a declaration before the
// call: the callee's prototype is printed before its caller. Before, the
// call named an undeclared function (internal error).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Pole {
  float re, im;
};
typedef float real_t;

template <class P> __device__ real_t total(const P *poles, int n) {
  real_t s = 0;
  for (int i = 0; i < n; ++i)
    s += weight(poles[i], i); // found by ADL when total<Pole> is instantiated
  return s;
}

// CHECK-LABEL: real_t weight_Pole(Pole p, int i);
// CHECK-NOT: weight_Pole
// CHECK: real_t total_Pole(__global const Pole *poles, int n)
// CHECK-LABEL: real_t weight_Pole(Pole p, int i)
// CHECK-NEXT: {
template <class P> __device__ real_t weight(P p, int i) { return p.re * i + p.im; }

__global__ void k(const Pole *poles, int n, real_t *out) { out[0] = total(poles, n); }
