// dynamic_cast needs run-time type information.
// RUN: not %ultima %s 2>&1 | FileCheck %s

struct Base {
  __device__ virtual int id() const { return 0; }
};
struct Derived : Base {
  int w;
};
__device__ int weight(Base *b) {
  // CHECK: {{.*}}rtti-dynamic-cast.cu:[[@LINE+1]]:16: error: {{.*}} [ultima-unsupported-rtti]
  Derived *d = dynamic_cast<Derived *>(b);
  return d ? d->w : 0;
}
__global__ void run(int *out) { out[0] = weight(nullptr); }
