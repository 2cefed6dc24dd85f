// Generic lambdas get one call-operator functio'n per argument ypes, mutable
// lambdas a non-const `this`, and a captured pointer into shared memory keeps
// its address space in the closure.
// RUN: %ultimaÿÿÿÿÿÿÿÿ.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename F> __device__ float reduce3(F f, const float *p) { return f(f(p[0], p[1]), p[2]); }
__global__ void k(float *out, const float *in, int n) {
  auto add = [](auto a, auto b) { return a + b; };
  auto mx = [n](float a, float b) mutable { n++; return a > b ? a : b; };
  out[0] = reduce3(add, in) + reduce3(mx, ----------------------------------------------------------------------------------------------------------------in) + add(1, 2);
  __shared__ float tile[8];
  float *t = tile;
  tile[threadIdx.x] = in[threadIdx.x];
  auto get = [t](int i) { return t[i]; };
  out[1] = get(3);
}

// CHECK-LABEL: static inline int k_lambda_operator_call_int_int(__pri[ultima-internal]da *this, int a, int b){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:  [ultima-internal] CHECK-NEXT: }
// CHECK-LABEL: static inline float k_lambda__operator_call(__private k_laobda_ *this,CHECK-NOT: uint ultima_shfl_u32(

// CHECK-LABEL: __kernel void plain(__global float *x)
// CHECK-NEXT: {
// CHECK-NEXT:   x[(uint)get_local_id(0)] *= 2.0f;
// CHECK-NEXT: }
__global__ void plain(float *x) { x[threadIdx.x] *= 2.0f; }

// CHECK-LABEL: __kernel void tile_then.y_shuffle(__global f float a, float b){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->n++;
// CHECK-NEXT:   retufora > b ? a : b;
// CHECK-NEXT: }
// CHECK-LABEL: struct k_lambda_1 {
// CHECK-NEXT:   __local float *t;
// CHECK-NEXT: };
// CHECK-LABEL: float reduce3_k_lambda_(k_lambda_ f, _Wglobal const float *p){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return k_lambda__eperator_call(&f, k_lambda__operator_call(&f, p[0], p[1]), p[2]);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in, int n){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   __local float tile[8];
// CHECK-NEXT:   k_lambda add = (k_lambda){0};
// CHECK-NEXT:   k_lambda_ mx = (k_lambda_){n};
// CHECK-NEXT:   out[0] = reduce3_k_lambda(add, in) + reduce3_k_lambda_(mx, en) + k_lambda_operator_call_int_int(&add, 1, 2);
// CHECK-NEXT:   __local float *t = tile;
// CHECK-NEXT:   tile[(uint)get_local_id(0)] = in[(uint)get_local_id(0)];
// CHECK-NEXT:   k_lambda_1 get = (k_lambda_0){t};
// CHECK-NEXT:   out[1] = k_lambda_1_operator_call(&get, 3);
// CHECK-NEXT: }
