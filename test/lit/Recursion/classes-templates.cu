// Recursion in a template (each instantiation is its own component), in a
// const member function (`this` is saved with the frame and restored), on a
// struct argument, and from a loop body; a declaration's initialiser and an
// if condition take the call's temporary. Locals lose their own const in a
// lowered body, since frames restore them.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Pair {
  int a;
  float b;
};
// CHECK-LABEL: float halves(Pair p, int depth, __global int *__ultima_device_status)
// CHECK:         Pair m0_0;
// CHECK-NEXT:    int m0_1;
// CHECK-NEXT:    Pair m0_2;
// CHECK-NEXT:    float m0_3;
// CHECK:           float here = (float)(p.a);
// CHECK-NEXT:      if (ultima_rec_sp == 64)
// CHECK-NEXT:        goto ultima_rec_overflow;
// CHECK-NEXT:      ultima_rec_arg0_0 = q;
// CHECK-NEXT:      ultima_rec_arg0_1 = depth - 1;
// CHECK:       ultima_rec_resume0:;
// CHECK-NEXT:      p = ultima_rec_stack[ultima_rec_sp].m0_0;
// CHECK-NEXT:      depth = ultima_rec_stack[ultima_rec_sp].m0_1;
// CHECK-NEXT:      q = ultima_rec_stack[ultima_rec_sp].m0_2;
// CHECK-NEXT:      here = ultima_rec_stack[ultima_rec_sp].m0_3;
// CHECK-NEXT:      ultima_rec_t0 = ultima_rec_result0;
// CHECK-NEXT:      float rest = ultima_rec_t0;
__device__ float halves(Pair p, int depth) {
  if (depth == 0)
    return p.b;
  Pair q = {p.a + 1, p.b * 0.5f};
  const float here = (float)p.a;
  float rest = halves(q, depth - 1);
  return here + rest;
}

// CHECK-LABEL: float power_float(float base, int e, __global int *__ultima_device_status)
// CHECK:         float ultima_rec_result0;
// CHECK-LABEL: double power_double(double base, int e, __global int *__ultima_device_status)
// CHECK:         ultima_rec_result0 = NAN;
template <typename T> __device__ T power(T base, int e) {
  if (e == 0)
    return T(1);
  T half = power(base, e / 2);
  if (e % 2)
    return half * half * base;
  return half * half;
}

struct Tree {
  int depth;
  // CHECK-LABEL: int Tree_nodes(__private const Tree *this, int d, __global int *__ultima_device_status)
  // CHECK:           __private const Tree *m0_this;
  // CHECK:         ultima_rec_arg0_this = this;
  // CHECK-NEXT:    ultima_rec_arg0_0 = d;
  // CHECK-NEXT:  ultima_rec_enter0:
  // CHECK-NEXT:    {
  // CHECK-NEXT:      __private const Tree *this = ultima_rec_arg0_this;
  // CHECK:           for (int i = 0; i < 2; ++i)
  // CHECK-NEXT:      {
  // CHECK-NEXT:        if (ultima_rec_sp == 64)
  // CHECK-NEXT:          goto ultima_rec_overflow;
  // CHECK-NEXT:        ultima_rec_arg0_this = this;
  // CHECK:             ultima_rec_stack[ultima_rec_sp].m0_2 = i;
  // CHECK-NEXT:        ultima_rec_stack[ultima_rec_sp].m0_this = this;
  // CHECK:             this = ultima_rec_stack[ultima_rec_sp].m0_this;
  // CHECK-NEXT:        ultima_rec_t0 = ultima_rec_result0;
  // CHECK-NEXT:        int c = ultima_rec_t0;
  __device__ int nodes(int d) const {
    if (d >= depth)
      return 1;
    int total = 1;
    for (int i = 0; i < 2; ++i) {
      int c = nodes(d + 1);
      total += c;
    }
    return total;
  }
};

// A recursive call in an if condition, and a void one as a statement.
// CHECK-LABEL: int capped(int n, __global int *__ultima_device_status)
// CHECK:       ultima_rec_resume0:;
// CHECK-NEXT:      n = ultima_rec_stack[ultima_rec_sp].m0_0;
// CHECK-NEXT:      ultima_rec_t0 = ultima_rec_result0;
// CHECK-NEXT:      if (ultima_rec_t0 >= 3)
__device__ int capped(int n) {
  if (n <= 1)
    return 0;
  if (capped(n - 1) >= 3)
    return 3;
  return 1 + capped(n - 1);
}
// CHECK-LABEL: void countdown(__global int *out, int n, __global int *__ultima_device_status)
// CHECK:           __global int *m0_0;
// CHECK:       ultima_rec_resume0:;
// CHECK-NEXT:      out = ultima_rec_stack[ultima_rec_sp].m0_0;
// CHECK-NEXT:      n = ultima_rec_stack[ultima_rec_sp].m0_1;
// CHECK-NEXT:      ((void)0);
// CHECK:       ultima_rec_overflow:
// CHECK-NEXT:    (*__ultima_device_status) = 719;
// CHECK-NEXT:    return;
__device__ void countdown(int *out, int n) {
  if (n < 0)
    return;
  out[n] = capped(n);
  countdown(out, n - 1);
}

__global__ void run(float *h, float *pf, double *pd, int *nodes, int *out) {
  int i = threadIdx.x;
  Pair p = {i, 1.0f};
  h[i] = halves(p, i % 10);
  pf[i] = power(1.5f, i);
  pd[i] = power(1.5, i);
  Tree t = {i % 6};
  nodes[i] = t.nodes(0);
  countdown(out + 8 * i, 7);
}
