// A file's kernels are in the manifest whether or not host code launches
// them; a file without host code has no launches.
// RUN: %ultima %s --emit-launches > %t.json
// RUN: %ultima %s > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.json
__global__ void lonely(int *p) { p[0] = 42; }
// CHECK:      "name": "lonely",
// CHECK:      "launches": [],
