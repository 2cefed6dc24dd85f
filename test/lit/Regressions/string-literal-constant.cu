// A pointer to a string literal points into __constant memory.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__global__ void k(char *out) { const char *s = "hi"; out[0] = s[1]; }
// CHECK: __constant const char *s = "hi";
