// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Item {
  int key;
  float value;
};
__global__ void k(float *out) {
  Item items[3] = {{1, 0.5f}, {2, 1.5f}, {3, 2.5f}};
  float sum = 0.0f;
  for (int i = 0; i < 3; i++)
    sum += items[i].value * items[i].key;
  out[0] = sum;
}

// CHECK: typedef struct Item Item;
// CHECK: struct Item {
// CHECK-NEXT: int key;
// CHECK-NEXT: float value;
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void k(__global float *out)
// CHECK-NEXT: {
// CHECK-NEXT: Item items[3] = {{\{\{}}1, 0.5f}, {2, 1.5f}, {3, 2.5f}};
// CHECK-NEXT: float sum = 0.0f;
// CHECK-NEXT: for (int i = 0; i < 3; i++)
// CHECK-NEXT: sum += items[i].value * items[i].key;
// CHECK-NEXT: out[0] = sum;
// CHECK-NEXT: }
