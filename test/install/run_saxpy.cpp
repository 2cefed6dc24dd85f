// Launches saxpy<<<grid, block>>> through ultima::runtime::RawKernel on the
// OpenCL device and compares every element with the host's a * x + y.
#include "saxpy.h"
#include "ultima/runtime/RawKernel.h"
#include <cstdio>
#include <exception>
#include <vector>

using namespace ultima::runtime;

int main() {
  try {
    const int n = 1000; // not a multiple of the block: the bounds check matters
    // Every a * x[i] + y[i] is exact in float, so fused or not, host and device agree.
    const float a = 2.5f;
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; ++i) {
      x[i] = static_cast<float>(i) * 0.5f;
      y[i] = static_cast<float>(n - i);
    }
    Buffer dx(n * sizeof(float)), dy(n * sizeof(float));
    dx.upload(x.data(), n * sizeof(float));
    dy.upload(y.data(), n * sizeof(float));

    RawKernel saxpy(SaxpyCuda, "saxpy");
    const size_t block = 128, grid = (n + block - 1) / block;
    saxpy.launch(
        {grid, 1, 1}, {block, 1, 1},
        {KernelArg::value(a), KernelArg::buffer(dx), KernelArg::buffer(dy), KernelArg::value(n)});
    std::vector<float> got(n);
    dy.download(got.data(), n * sizeof(float));

    int wrong = 0;
    for (int i = 0; i < n; ++i)
      if (got[i] != a * x[i] + y[i] && wrong++ < 5)
        std::fprintf(stderr, "y[%d] = %g, expected %g\n", i, got[i], a * x[i] + y[i]);
    std::printf("saxpy on %s: %d of %d elements wrong\n", Device::current().name().c_str(), wrong,
                n);
    return wrong == 0 ? 0 : 1;
  } catch (const std::exception &e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
}
