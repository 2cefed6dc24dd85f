// A GNU statement expression (`({ ... })`, common in MAX-style macros) has
// no OpenCL C 1.2 form: it is refused at the expression, with what to write
// instead.
// RUN: not %ultima %s 2>&1 | FileCheck %s
#define MAX_OF(a, b)                                                           \
  ({                                                                           \
    int a_ = (a), b_ = (b);                                                    \
    a_ > b_ ? a_ : b_;                                                         \
  })

// CHECK: statement-expression.cu:[[@LINE+2]]:45: error: GNU statement expressions ('({ ... })') are not supported: OpenCL C 1.2 has none; write the statements before the expression, or make the macro that holds it an inline __device__ function {{.*}}[ultima-unsupported-construct]
__global__ void k(int *out) {
  out[threadIdx.x] = out[threadIdx.x + 1] + MAX_OF(out[0], out[1]);
}
