// nvcc accepts a launch whose chevrons are split by blanks,
// `k << < grid, block >> > (args)`; ultima reads it as `k<<<grid, block>>>(args)`,
// keeping every column. C++ that only looks alike is left alone: the explicit
// template arguments of `operator<< <T>`, `> >` closing nested templates,
// and text in comments and string literals. Before, Clang read the shifts
// and comparisons and reported "expected expression".
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.json
#include <cstdio>

__global__ void fill(int *p, int v) { p[threadIdx.x] = v << 1; }

template <typename T> struct Box { T v; };
struct Out {};
template <typename T> Out &operator<<(Out &o, const Box<T> &) { return o; }

int main() {
  int *d = 0;
  dim3 grid(2), block(32);
  fill << < grid, block >> > (d, 21);
  fill<< <(1 << 3), block.x >> 1>> >(d, 1 >> 1);
  fill <<	<1, 4, 0 >>	> (d, 3);
  Box<Box<int> > b{{1}};
  Out o;
  operator<< <Box<int> >(o, b);
  std::printf("<< < not a launch >> > (%d)\n", 1 << 2); // << < x >> > (y)
  return 0;
}
// CHECK:      "launches": [
// CHECK:          "block": "block",
// CHECK-NEXT:     "callee": "fill",
// CHECK-NEXT:     "column": 3,
// CHECK:          "grid": "grid",
// CHECK-NEXT:     "kernel": "fill",
// CHECK-NEXT:     "line": 21,
// CHECK:          "arguments": [
// CHECK-NEXT:       "d",
// CHECK-NEXT:       "1 >> 1"
// CHECK-NEXT:     ],
// CHECK-NEXT:     "block": "block.x >> 1",
// CHECK:          "grid": "(1 << 3)",
// CHECK-NEXT:     "kernel": "fill",
// CHECK-NEXT:     "line": 22,
// CHECK:          "block": "4",
// CHECK:          "grid": "1",
// CHECK-NEXT:     "kernel": "fill",
// CHECK-NEXT:     "line": 23,
// CHECK-NEXT:     "sharedMemory": "0",
// CHECK:      ],
// CHECK-NEXT: "version": 1
