// A variable captured by reference is pointed to in its own address space: a
// reference parameter bound to global memory is already that pointer, a
// pointer variable's address is private (the lambda moves the caller's
// pointer), a private array or struct member through an init-capture, and a
// __shared__ array, which has static storage and is not captured, reaches the
// call operator as the __local parameter any helper using it gets. A nested
// lambda capturing by reference what the outer one captured by reference
// copies the outer one's pointer.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Pair { int a; float b; };
template <typename F> __device__ void repeat(int n, F f) {
  for (int i = 0; i < n; ++i)
    f(i);
}
__device__ void bump(float &x, int n) {
  auto inc = [&x](int i) { x += i; };
  repeat(n, inc);
}
__device__ float sumPtr(const float *p, int n) {
  float s = 0;
  auto walk = [&]() { s += *p; ++p; };
  for (int i = 0; i < n; ++i)
    walk();
  return s;
}
__global__ void k(float *out, const float *in, int n) {
  float arr[4] = {1, 2, 3, 4};
  Pair pr = {1, 2.0f};
  int total = 0;
  auto outer = [&](int m) {
    auto inner = [&total, &arr, m]() { total += m; arr[m & 3] *= 2; };
    inner();
    pr.a += m;
  };
  repeat(3, outer);
  auto g = [&r = out[1], &y = pr.b]() { r = y; y += 1; };
  g();
  bump(out[2], n);
  __shared__ float tile[8];
  auto fill = [&](int i) { tile[i] = in[i] + total; };
  repeat(8, fill);
  out[0] = arr[0] + pr.a + sumPtr(in, n) + tile[2];
}

// CHECK-LABEL: struct bump_lambda {
// CHECK-NEXT:   __global float *x;
// CHECK-NEXT: };
// CHECK:         (*this->x) += i;
// CHECK-LABEL: void bump(__global float *x, int n){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   bump_lambda inc = (bump_lambda){x};
// CHECK-LABEL: struct sumPtr_lambda {
// CHECK-NEXT:   __private float *s;
// CHECK-NEXT:   __global const float *__private *p;
// CHECK-NEXT: };
// CHECK:         (*this->s) += *(*this->p);
// CHECK-NEXT:    ++(*this->p);
// CHECK:         sumPtr_lambda walk = (sumPtr_lambda){&s, &p};
// CHECK-LABEL: struct k_lambda {
// CHECK-NEXT:   __private int *total;
// CHECK-NEXT:   __private float (*arr)[4];
// CHECK-NEXT:   __private Pair *pr;
// CHECK-NEXT: };
// CHECK-LABEL: struct k_lambda_lambda {
// CHECK-NEXT:   __private int *total;
// CHECK-NEXT:   __private float (*arr)[4];
// CHECK-NEXT:   int m;
// CHECK-NEXT: };
// CHECK:         (*this->total) += this->m;
// CHECK-NEXT:    (*this->arr)[this->m & 3] *= 2;
// CHECK-LABEL: static inline void k_lambda_operator_call(__private const k_lambda *this, int m){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   k_lambda_lambda inner = (k_lambda_lambda){this->total, this->arr, m};
// CHECK-NEXT:   k_lambda_lambda_operator_call(&inner);
// CHECK-NEXT:   (*this->pr).a += m;
// CHECK-NEXT: }
// CHECK-LABEL: struct k_lambda_ {
// CHECK-NEXT:   __global float *r;
// CHECK-NEXT:   __private float *y;
// CHECK-NEXT: };
// CHECK:         (*this->r) = (*this->y);
// CHECK-NEXT:    (*this->y) += 1;
// CHECK-LABEL: struct k_lambda_1 {
// CHECK-NEXT:   __global const float *__private *in;
// CHECK-NEXT:   __private int *total;
// CHECK-NEXT: };
// CHECK-LABEL: static inline void k_lambda_1_operator_call(__private const k_lambda_1 *this, int i, __local float (*tile)[8]){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   (*tile)[i] = (*this->in)[i] + (*this->total);
// CHECK-NEXT: }
// CHECK-LABEL: void repeat_k_lambda_1(int n, k_lambda_1 f, __local float (*tile)[8]){{$}}
// CHECK-LABEL: __kernel void k(
// CHECK:         k_lambda outer = (k_lambda){&total, &arr, &pr};
// CHECK:         k_lambda_ g = (k_lambda_){&out[1], &pr.b};
// CHECK:         bump(&out[2], n);
// CHECK:         k_lambda_1 fill = (k_lambda_1){&in, &total};
// CHECK-NEXT:    repeat_k_lambda_1(8, fill, &tile);
