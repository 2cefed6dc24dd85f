// Kernels in namespaces have qualified CUDA names; launches from member
// functions and lambdas name the host function that contains them.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: FileCheck %s < %t.json
namespace solver {
__global__ void step(float *u) { u[threadIdx.x] *= 0.5f; }
} // namespace solver
struct Solver {
  float *u;
  void run(int iters) {
    for (int i = 0; i < iters; ++i)
      solver::step<<<1, 128>>>(u);
  }
};
int main() {
  Solver s{0};
  s.run(3);
  auto once = [&] { solver::step<<<1, 64>>>(s.u); };
  once();
}
// CL: __kernel void solver_step(__global float *u)
// CHECK:      "cudaName": "solver::step",
// CHECK:      "name": "solver_step",
// CHECK:      "callee": "solver::step",
// CHECK:      "function": "Solver::run",
// CHECK:      "kernel": "solver_step",
// CHECK:      "block": "64",
// CHECK:      "function": "main",
