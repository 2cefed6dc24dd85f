// A 3-vector inside a user struct keeps the struct's CUDA layout
// (offsetof(Body, mass) == 12, sizeof(Body) == 16).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: typedef struct ultima_float3 { float x, y, z; } ultima_float3;
// CHECK: struct Body {
// CHECK-NEXT:   ultima_float3 pos;
// CHECK-NEXT:   float mass;
// CHECK-NEXT: };
struct Body {
  float3 pos;
  float mass;
};

// CHECK-LABEL: __kernel void sizes(__global int *out, Body b)
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = sizeof(Body);
// CHECK-NEXT:   out[1] = sizeof(ultima_float3);
// CHECK-NEXT:   out[2] = b.pos.z;
// CHECK-NEXT: }
__global__ void sizes(int *out, Body b) {
  out[0] = sizeof(Body);
  out[1] = sizeof(float3);
  out[2] = b.pos.z;
}
