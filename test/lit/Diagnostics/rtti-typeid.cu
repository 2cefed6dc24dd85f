// typeid needs run-time type information, which OpenCL C does not have.
// RUN: not %ultima %s 2>&1 | FileCheck %s
#include <typeinfo>

struct Tag {
  int v;
};
__global__ void same(int *out) {
  Tag t;
  // CHECK: {{.*}}rtti-typeid.cu:[[@LINE+1]]:12: error: {{.*}} [ultima-unsupported-rtti]
  out[0] = typeid(t) == typeid(Tag);
}
