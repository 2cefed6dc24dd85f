// A struct kernel parameter is passed field by field; what cannot be is
// refused at the parameter: a pointer-to-pointer member (the pointers it
// points to are device addresses OpenCL kernels cannot follow), a union
// holding a pointer, and more leaves than ultima passes as arguments. A
// device function's struct parameter is no kernel argument: accepted.
// RUN: not %ultima %s 2>&1 | FileCheck %s
struct Rows {
  float **rows;
  int n;
};
// CHECK: struct-param-unflattenable.cu:[[@LINE+1]]:27: error: kernel parameter 'r' has a pointer-to-pointer member ('r.rows'){{.*}}[ultima-unsupported-kernel-param]
__global__ void rows(Rows r) { r.rows[0][0] = r.n; }

union Either {
  int *i;
  float f;
};
struct Tagged {
  int kind;
  Either e;
};
// CHECK: struct-param-unflattenable.cu:[[@LINE+1]]:31: error: kernel parameter 't' holds a union with a pointer, bool or size_t member ('t.e'){{.*}}[ultima-unsupported-kernel-param]
__global__ void tagged(Tagged t) { t.e.i[0] = t.kind; }

struct Anonymous {
  int *p;
  union {
    int i;
    float f;
  };
};
// CHECK: struct-param-unflattenable.cu:[[@LINE+1]]:37: error: kernel parameter 'a' has an anonymous union member{{.*}}[ultima-unsupported-kernel-param]
__global__ void anonymous(Anonymous a) { a.p[0] = a.i; }

struct Big {
  float *p;
  int v[200];
};
// CHECK: struct-param-unflattenable.cu:[[@LINE+1]]:25: error: kernel parameter 'b' has more fields and array elements to pass than the 128{{.*}}[ultima-unsupported-kernel-param]
__global__ void big(Big b) { b.p[0] = b.v[0]; }

__device__ float first(Rows r) { return r.rows[0][0]; }
// CHECK-NOT: error
__global__ void viaDevice(float *out) {
  float *local[1] = {out};
  out[1] = first(Rows{local, 1});
}
