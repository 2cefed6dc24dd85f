// Warp functions ultima does not provide are undeclared; a shuffle of a
// struct has no CUDA overload either.
// RUN: not %ultima %s 2>&1 | FileCheck %s

struct Pair { int a, b; };

// CHECK: unsupported-warp.cu:[[@LINE+2]]:12: error: use of undeclared identifier '__match_all_sync' [ultima-frontend]
__global__ void k(int *out, int *pred) {
  out[0] = __match_all_sync(0xffffffff, out[0], pred);
}

// CHECK: unsupported-warp.cu:[[@LINE+2]]:12: error: no matching function for call to '__shfl_sync' [ultima-frontend]
__global__ void s(Pair *p) {
  p[0].a = __shfl_sync(0xffffffff, p[1], 0).a;
}
