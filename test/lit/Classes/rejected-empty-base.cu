// An empty base has no storage in the C struct, so a conversion to it is
// rejected.
// RUN: not %ultima %s 2>&1 | FileCheck %s
struct Empty {
  __device__ int one() const { return 1; }
};
struct Full : Empty {
  int v;
};
__global__ void k(int *out) {
  Full f = {};
  // CHECK: rejected-empty-base.cu:[[@LINE+1]]:12: error: conversion to the empty base class 'Empty' is not supported: it has no storage in the C struct [ultima-unsupported-construct]
  out[0] = f.one();
}
