// A lambda capturing by reference ([&], [&x], mixed with copies) holds the
// address of each variable it captures by reference ([expr.prim.lambda.capture]:
// the name in the body denotes the caller's variable): a pointer field into
// the variable's address space, dereferenced where the body names it. A
// closure passed to a template and called there writes the caller's
// variables too; a call in a loop accumulates into them.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename F> __device__ void repeat(int n, F f) {
  for (int i = 0; i < n; ++i)
    f(i);
}
__global__ void k(float *out, float s) {
  float acc = 0;
  int count = 0;
  auto add = [&](int i) { acc += s * i; ++count; };
  repeat(4, add);
  auto twice = [&acc, s]() { acc *= 2; return s; };
  for (int j = 0; j < 3; ++j)
    twice();
  auto mixed = [=, &count](float v) { count += (int)(v * s); };
  mixed(acc);
  out[threadIdx.x] = acc + count;
}

// CHECK-LABEL: struct k_lambda {
// CHECK-NEXT:   __private float *acc;
// CHECK-NEXT:   __private float *s;
// CHECK-NEXT:   __private int *count;
// CHECK-NEXT: };
// CHECK-LABEL: static inline void k_lambda_operator_call(__private const k_lambda *this, int i){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   (*this->acc) += (*this->s) * i;
// CHECK-NEXT:   ++(*this->count);
// CHECK-NEXT: }
// CHECK-LABEL: struct k_lambda_ {
// CHECK-NEXT:   __private float *acc;
// CHECK-NEXT:   float s;
// CHECK-NEXT: };
// CHECK-LABEL: static inline float k_lambda__operator_call(__private const k_lambda_ *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   (*this->acc) *= 2;
// CHECK-NEXT:   return this->s;
// CHECK-NEXT: }
// CHECK-LABEL: struct k_lambda_1 {
// CHECK-NEXT:   __private int *count;
// CHECK-NEXT:   float s;
// CHECK-NEXT: };
// CHECK-LABEL: static inline void k_lambda_1_operator_call(__private const k_lambda_1 *this, float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   (*this->count) += (int)(v * this->s);
// CHECK-NEXT: }
// CHECK-LABEL: void repeat_k_lambda(int n, k_lambda f){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   for (int i = 0; i < n; ++i)
// CHECK-NEXT:     k_lambda_operator_call(&f, i);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out, float s){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   float acc = 0;
// CHECK-NEXT:   int count = 0;
// CHECK-NEXT:   k_lambda add = (k_lambda){&acc, &s, &count};
// CHECK-NEXT:   repeat_k_lambda(4, add);
// CHECK-NEXT:   k_lambda_ twice = (k_lambda_){&acc, s};
// CHECK-NEXT:   for (int j = 0; j < 3; ++j)
// CHECK-NEXT:     k_lambda__operator_call(&twice);
// CHECK-NEXT:   k_lambda_1 mixed = (k_lambda_1){&count, s};
// CHECK-NEXT:   k_lambda_1_operator_call(&mixed, acc);
// CHECK-NEXT:   out[(uint)get_local_id(0)] = acc + count;
// CHECK-NEXT: }
