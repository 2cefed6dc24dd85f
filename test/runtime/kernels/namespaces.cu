// Namespaces: nested, aliased, `using namespace`, and the same helper name in two namespaces.

namespace geom {
__device__ float sq(float v) { return v * v; }
namespace detail {
__device__ float norm2(float a, float b) { return sq(a) + sq(b); }
} // namespace detail
} // namespace geom

namespace gd = geom::detail;

namespace first {
__device__ int f(int v) { return v + 1; }
} // namespace first

namespace second {
__device__ int f(int v) { return v * 2; }
} // namespace second

__global__ void namespaced_ops(const int *in, int *out_a, int *out_b, int *out_c, int n)
{
    using namespace geom;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out_a[i] = first::f(in[i]) + second::f(in[i]);
        out_b[i] = (int)sq((float)in[i]);
        out_c[i] = (int)gd::norm2((float)in[i], 2.0f) - (int)geom::detail::norm2(1.0f, 0.0f);
    }
}
