// A __device__ lambda written in host code and passed to a kernel template,
// as programs and Thrust's users write `apply<<<g, b>>>(p, [=] __device__
// (int x) { ... })`: the closure (with its captured values) becomes a struct
// at file scope, its call operator a function, and the kernel specialised for
// it is emitted although the host function that owns the closure is not.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=ERR %s < %t.err
// RUN: %oclc %t.cl
// ERR-NOT: warning
// CHECK: struct main_lambda {
// CHECK-NEXT: int k;
// CHECK: static inline int main_lambda_operator_call(__private const main_lambda *this, int x);
// CHECK: static inline int main_lambda_operator_call(__private const main_lambda *this, int x)
// CHECK-NEXT: {
// CHECK-NEXT: return x * 2 + this->k;
// CHECK: __kernel void apply_main_lambda(__global int *p, main_lambda f)
// CHECK-NEXT: {
// CHECK-NEXT: p[(uint)get_local_id(0)] = main_lambda_operator_call(&f, p[(uint)get_local_id(0)]);
template <typename F> __global__ void apply(int *p, F f) { p[threadIdx.x] = f(p[threadIdx.x]); }

int main() {
  int *d = nullptr;
  int k = 3;
  apply<<<1, 4>>>(d, [=] __device__(int x) { return x * 2 + k; });
}
