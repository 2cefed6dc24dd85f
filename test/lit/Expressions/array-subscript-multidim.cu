// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(float *out) {
  float m[3][4];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 4; c++)
      m[r][c] = r * 4 + c;
  int cube[2][2][2] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};
  out[0] = m[2][3] + cube[1][0][1];
}

// CHECK-LABEL: __kernel void k(__global float *out)
// CHECK-NEXT: {
// CHECK-NEXT: float m[3][4];
// CHECK-NEXT: for (int r = 0; r < 3; r++)
// CHECK-NEXT: for (int c = 0; c < 4; c++)
// CHECK-NEXT: m[r][c] = r * 4 + c;
// CHECK-NEXT: int cube[2][2][2] = {{\{\{\{}}1, 2}, {3, 4}}, {{\{\{}}5, 6}, {7, 8}}};
// CHECK-NEXT: out[0] = m[2][3] + cube[1][0][1];
// CHECK-NEXT: }
