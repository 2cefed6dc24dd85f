// Lambdas that capture by reference hold the addresses of the variables they
// capture. What that cannot lower is rejected at the capture: a lambda
// returned from the function whose local it captures by reference (the
// variable no longer exists when it is called), and a closure built by a
// function called with pointers into two address spaces (the closure is one
// C struct; OpenCL C 1.2 has no generic address space).
// RUN: not %ultima %s 2>&1 | FileCheck %s

__device__ auto makeAdder(int base) {
  int offset = base * 2;
  // CHECK: {{.*}}lambda.cu:[[@LINE+1]]:18: error: this lambda captures 'offset' by reference and is returned from 'makeAdder', where that variable no longer exists; capture it by value ([=] or [offset]) [ultima-unsupported-construct]
  return [base, &offset](int x) { return x + base + offset; };
}

__device__ void addTo(float &dst, float v) {
  // CHECK: {{.*}}lambda.cu:[[@LINE+1]]:14: error: the capture of 'dst': pointer would point into __private memory here but into __global memory elsewhere; OpenCL C 1.2 has no generic address space (a lambda's closure is one C struct for every call of the function that creates it: call that function with pointers into one address space, or capture a value) [ultima-address-space-conflict]
  auto f = [&dst](float x) { dst += x; };
  f(v);
}

__global__ void k(float *out) {
  out[0] = makeAdder(3)(4);
  float local = out[1];
  addTo(out[2], 1.0f);
  addTo(local, 2.0f);
  out[3] = local;
}
