// C++ lets a typedef be declared again for the same type (two headers both
// saying `typedef unsigned int uint;`, as NVIDIA's helper_math.h and a
// sample's own header do); C99, and so OpenCL C 1.2, does not. The typedef
// is emitted once, under one name (`uint` itself is an OpenCL type name and
// is renamed), and every use names it.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

typedef unsigned int uint;
typedef unsigned short ushort;
namespace helpers {
typedef float real;
}
typedef unsigned int uint;
typedef unsigned short ushort;
namespace helpers {
typedef float real;
}

// CHECK: typedef uint [[UINT:uint_[0-9]*]];
// CHECK-NOT: typedef uint
// CHECK: typedef ushort [[USHORT:ushort_[0-9]*]];
// CHECK-NOT: typedef ushort
// CHECK: typedef float [[REAL:helpers_real]];
// CHECK-NOT: typedef float
// CHECK: __kernel void pack(__global [[UINT]] *out, __global const [[USHORT]] *in, [[REAL]] scale)
__global__ void pack(uint *out, const ushort *in, helpers::real scale) {
  uint i = threadIdx.x;
  out[i] = (uint)(in[i] * scale);
}
