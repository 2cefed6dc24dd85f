// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(char *out, const char *in, int n) {
  for (int i = 0; i < n; i++) {
    char c = in[i];
    if (c >= 'a' && c <= 'z')
      c = c - 'a' + 'A';
    else if (c == '\n' || c == '\t')
      c = ' ';
    else if (c == '\'' || c == '\\')
      c = '\0';
    out[i] = c;
  }
}

// CHECK-LABEL: __kernel void k(__global char *out, __global const char *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT: for (int i = 0; i < n; i++)
// CHECK-NEXT: {
// CHECK-NEXT: char c = in[i];
// CHECK-NEXT: if (c >= 'a' && c <= 'z')
// CHECK-NEXT: c = c - 'a' + 'A';
// CHECK-NEXT: else
// CHECK-NEXT: if (c == '\n' || c == '\t')
// CHECK-NEXT: c = ' ';
// CHECK-NEXT: else
// CHECK-NEXT: if (c == '\'' || c == '\\')
// CHECK-NEXT: c = '\0';
// CHECK-NEXT: out[i] = c;
// CHECK-NEXT: }
// CHECK-NEXT: }
