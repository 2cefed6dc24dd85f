// Kernel parameters by value: OpenCL's types for them (bool and size_t are
// not valid kernel argument types), structs and vectors by name.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.json
struct Params { float alpha; int n; };
__global__ void k(Params p, bool flag, size_t count, float4 v, unsigned char c, long long big,
                  double *out) {
  out[0] = flag ? p.alpha * v.x + c + big : (double)count;
}
int main() {
  Params p = {1.0f, 2};
  k<<<1, 1>>>(p, true, 3, make_float4(1, 2, 3, 4), 'a', 5, (double *)0);
}
// CHECK: "declaration": "Params p",
// CHECK: "type": "Params"
// CHECK: "declaration": "uchar flag",
// CHECK: "type": "uchar"
// CHECK: "declaration": "ulong count",
// CHECK: "type": "ulong"
// CHECK: "declaration": "float4 v",
// CHECK: "type": "float4"
// CHECK: "declaration": "uchar c",
// CHECK: "type": "uchar"
// CHECK: "declaration": "long big",
// CHECK: "type": "long"
// CHECK: "addressSpace": "global",
// CHECK: "declaration": "__global double *out",
// CHECK: "type": "double"
