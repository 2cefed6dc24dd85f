// mangledName is the name a CUDA host compilation registers the kernel under:
// Itanium mangling (templates, namespaces), the plain name for extern "C".
// RUN: %ultima --pointer-offsets --emit-launches %s | FileCheck %s
namespace ns {
template <typename T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
} // namespace ns
extern "C" __global__ void plain(int *p) { p[0] = 0; }

int main() {
  ns::fill<<<1, 1>>>((double *)0, 1.0);
  plain<<<1, 1>>>(0);
}
// CHECK-DAG: "mangledName": "_ZN2ns4fillIdEEvPT_S1_",
// CHECK-DAG: "mangledName": "plain",
