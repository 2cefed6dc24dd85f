// The one-`%` spelling of a special register is read as nvcc reads it only
// in the idiom ultima translates (Builtins/ptx-special-registers-one-percent.cu);
// elsewhere Clang's error stays, at the `%`. Locations after a respelt string
// are those of the source as written.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__global__ void k(unsigned *out, unsigned long long *t) {
  unsigned id, lane;
  unsigned long long g;
  // A register ultima does not model.
  // CHECK: {{.*}}inline-asm-one-percent.cu:[[@LINE+1]]:31: error: invalid % escape in inline assembly string [ultima-frontend]
  asm volatile("mov.u32 %0, %smid;" : "=r"(id));
  // No room for a second `%` without moving what follows: written as is.
  // CHECK: {{.*}}inline-asm-one-percent.cu:[[@LINE+1]]:30: error: invalid % escape in inline assembly string [ultima-frontend]
  asm volatile("mov.u32 %0,%laneid" : "=r"(lane));
  // CHECK-NOT: invalid % escape
  // CHECK: {{.*}}inline-asm-one-percent.cu:[[@LINE+1]]:56: error: use of undeclared identifier 'undeclared' [ultima-frontend]
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(g)); undeclared = 1;
  out[0] = id + lane;
  t[0] = g;
}
