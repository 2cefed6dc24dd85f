// A struct kernel parameter holding pointers, bool or size_t members (which
// OpenCL kernel arguments cannot hold) is passed one argument per leaf,
// through bases, nested structs and arrays: pointers as __global pointers,
// bool as uchar, size_t as ulong; the kernel body rebuilds the struct under
// the parameter's name. The manifest gives each leaf's byte offset and size
// in the host's object, and the whole argument's size.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: FileCheck %s --check-prefix=CL < %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: %ultima --pointer-offsets %s > %t.offsets.cl
// RUN: FileCheck %s --check-prefix=OFF < %t.offsets.cl
// RUN: %oclc %t.offsets.cl
#include <stddef.h>

struct Inner {
  int *p;
  short k;
};
struct Base {
  const float *b;
};
struct Args : Base {
  char tag;
  Inner a;
  float *rows[2];
  bool flag;
  size_t n;
};

__global__ void k(Args s, int m) {
  s.a.p[threadIdx.x] = s.tag + s.a.k + m + (s.flag ? s.n : 0);
  s.rows[1][0] = s.b[0];
}

// CL-LABEL: __kernel void k(__global const float *s__base_Base__b, char s__tag, __global int *s__a__p, short s__a__k, __global float *s__rows__0, __global float *s__rows__1, uchar s__flag, ulong s__n, int m)
// CL-NEXT: {
// CL-NEXT:   Args s;
// CL-NEXT:   s.base_Base.b = s__base_Base__b;
// CL-NEXT:   s.tag = s__tag;
// CL-NEXT:   s.a.p = s__a__p;
// CL-NEXT:   s.a.k = s__a__k;
// CL-NEXT:   s.rows[0] = s__rows__0;
// CL-NEXT:   s.rows[1] = s__rows__1;
// CL-NEXT:   s.flag = s__flag;
// CL-NEXT:   s.n = s__n;
// CL-NEXT:   s.a.p[(uint)get_local_id(0)] = s.tag + s.a.k + m + (s.flag ? s.n : 0);

// OFF-LABEL: __kernel void k(__global const float *s__base_Base__b__base, ulong s__base_Base__b__offset, char s__tag, __global int *s__a__p__base, ulong s__a__p__offset, short s__a__k,
// OFF:        s.a.p = (__global int *)((__global uchar *)s__a__p__base + s__a__p__offset);
// OFF-NEXT:   s.a.k = s__a__k;

// JSON:      "argumentSize": 64,
// JSON-NEXT: "cudaIndex": 0,
// JSON-NEXT: "declaration": "__global const float *s__base_Base__b",
// JSON-NEXT: "field": "b",
// JSON-NEXT: "fieldOffset": 0,
// JSON-NEXT: "kind": "buffer",
// JSON:      "field": "a.p",
// JSON-NEXT: "fieldOffset": 16,
// JSON:      "field": "a.k",
// JSON-NEXT: "fieldOffset": 24,
// JSON-NEXT: "kind": "value",
// JSON-NEXT: "name": "s__a__k",
// JSON-NEXT: "size": 2,
// JSON-NEXT: "type": "short"
// JSON:      "field": "rows[1]",
// JSON-NEXT: "fieldOffset": 40,
// JSON:      "declaration": "uchar s__flag",
// JSON-NEXT: "field": "flag",
// JSON-NEXT: "fieldOffset": 48,
// JSON-NEXT: "kind": "value",
// JSON-NEXT: "name": "s__flag",
// JSON-NEXT: "size": 1,
// JSON:      "declaration": "ulong s__n",
// JSON-NEXT: "field": "n",
// JSON-NEXT: "fieldOffset": 56,
// JSON-NEXT: "kind": "value",
// JSON-NEXT: "name": "s__n",
// JSON-NEXT: "size": 8,
// JSON-NEXT: "type": "ulong"
// JSON:      "cudaIndex": 1,
// JSON-NEXT: "declaration": "int m",

// An anonymous struct member's fields are leaves of their own (C reaches
// them directly); a named union without pointers is one value.
struct Mixed {
  float *p;
  struct {
    int *q;
    int k;
  };
  union {
    int i;
    float f;
  } u;
};
__global__ void mixed(Mixed a) { a.q[0] = a.k + a.u.i; }
// CL-LABEL: __kernel void mixed(__global float *a__p, __global int *a__q, int a__k, {{[A-Za-z_0-9]+}} a__u)
// CL-NEXT: {
// CL-NEXT:   Mixed a;
// CL-NEXT:   a.p = a__p;
// CL-NEXT:   a.q = a__q;
// CL-NEXT:   a.k = a__k;
// CL-NEXT:   a.u = a__u;
