// A kernel launched through a pointer cannot be named: a warning, and a
// manifest entry without a kernel. Both kernels are still emitted.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl 2> %t.err
// RUN: %oclc %t.cl
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: FileCheck %s < %t.json
__global__ void a(int *p) { p[0] = 1; }
__global__ void b(int *p) { p[0] = 2; }
void run(int *p, bool first) {
  void (*k)(int *) = first ? a : b;
  k<<<1, 1>>>(p);
}
// DIAG: through-pointer.cu:11:3: warning: kernel launched through a pointer: the launch manifest cannot name the kernel it launches [ultima-launch-through-pointer]
// CHECK:      "callee": "k",
// CHECK:      "cudaKernel": null,
// CHECK:      "kernel": null,
