// The encoding spells C++ types: const, pointers, unsigned and 64-bit
// integers, arrays, records and typedefs (by what they name).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Pair { int a, b; };
typedef unsigned int u32;

// CHECK-LABEL: int get_cfloatp(__global const float *p)
__device__ int get(const float *p) { return (int)p[0]; }
// CHECK-LABEL: int get_intp(__global int *p)
__device__ int get(int *p) { return p[0]; }
// CHECK-LABEL: int get_uint(u32 v)
__device__ int get(u32 v) { return (int)v; }
// CHECK-LABEL: int get_longlong_ulonglong(long a, ulong b)
__device__ int get(long long a, unsigned long long b) { return (int)(a + b); }
// CHECK-LABEL: int get_long(long a)
__device__ int get(long a) { return (int)a; }
// CHECK-LABEL: int get_Pair(Pair p)
__device__ int get(Pair p) { return p.a + p.b; }
// CHECK-LABEL: int get_float4(float4 v)
__device__ int get(float4 v) { return (int)v.w; }

// CHECK-LABEL: __kernel void k(__global int *out, __global const float *in, Pair p)
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = get_cfloatp(in) + get_intp(out) + get_uint(3u) + get_longlong_ulonglong(1l, 2ul) + get_long(4l) + get_Pair(p) + get_float4(((float4)(0.0f, 0.0f, 0.0f, 1.0f)));
// CHECK-NEXT: }
__global__ void k(int *out, const float *in, Pair p) {
  out[0] = get(in) + get(out) + get(3u) + get(1ll, 2ull) + get(4l) + get(p) + get(make_float4(0.0f, 0.0f, 0.0f, 1.0f));
}
