// Host code may use all of C++ and the host's standard library: it is
// parsed and type-checked, never emitted, never rejected.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=NODIAG %s < %t.err
// NODIAG-NOT: {{.}}
#include <algorithm>
#include <iostream>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

__global__ void twice(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.0f;
}

struct Shape {
  virtual ~Shape() = default;
  virtual double area() const = 0;
};
struct Square : Shape {
  double s;
  explicit Square(double s) : s(s) {}
  double area() const override { return s * s; }
};

int main(int argc, char **argv) {
  std::vector<float> h(1024, 1.0f);
  std::map<std::string, int> counts{{"a", 1}};
  std::unique_ptr<Shape> shape = std::make_unique<Square>(2.0);
  try {
    if (argc > 5)
      throw std::runtime_error("too many arguments");
  } catch (const std::exception &e) {
    std::cerr << e.what() << '\n';
    return 1;
  }
  std::sort(h.begin(), h.end(), [](float a, float b) { return a > b; });
  int *raw = new int[4];
  delete[] raw;
  twice<<<4, 256>>>(h.data(), 1024);
  std::cout << shape->area() << counts["a"] << std::endl;
  return typeid(*shape) == typeid(Square) ? 0 : 1;
}
// CHECK: __kernel void twice(__global float *x, int n)
// CHECK-NOT: main(
// CHECK-NOT: Square
// CHECK-NOT: area
