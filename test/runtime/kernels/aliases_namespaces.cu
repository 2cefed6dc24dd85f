// typedef / using aliases, namespaces (nested, aliased, same helper name in two), overloads,
// and a function template.
#include <stdint.h>

typedef float real_t;
using index_t = int;
typedef struct {
    real_t x, y;
} Point2;
using PointPtr = const Point2 *;
typedef unsigned int u32;

namespace geom {
__device__ real_t sq(real_t v) { return v * v; }
namespace detail {
__device__ real_t norm2(real_t a, real_t b) { return sq(a) + sq(b); }
} // namespace detail
__device__ real_t dist(Point2 p, Point2 q) { return sqrtf(detail::norm2(p.x - q.x, p.y - q.y)); }
} // namespace geom

namespace gd = geom::detail;

namespace first { __device__ int f(int v) { return v + 1; } }
namespace second { __device__ int f(int v) { return v * 2; } }

__device__ int twice(int v) { return 2 * v; }
__device__ float twice(float v) { return 2.0f * v; }

template <typename T>
__device__ T max3(T a, T b, T c)
{
    T m = a > b ? a : b;
    return m > c ? m : c;
}

__global__ void distances(PointPtr pts, Point2 origin, real_t *dist, real_t *norm, index_t n)
{
    index_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        Point2 p = pts[i];
        dist[i] = geom::dist(p, origin);
        norm[i] = gd::norm2(p.x, p.y);
    }
}

__global__ void namespaced_ops(const int *in, int *out_a, int *out_b, u32 *out_c, int n)
{
    using namespace geom;
    index_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out_a[i] = first::f(in[i]) + second::f(in[i]);
        out_b[i] = (int)sq((real_t)in[i]);
        out_c[i] = (u32)in[i] * 3u;
    }
}

__global__ void overloads_templates(const int *ia, const float *fa, int *iout, float *fout,
                                    int *imax, float *fmax3, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        iout[i] = twice(ia[i]);
        fout[i] = twice(fa[i]);
        int j = (i + 1) % n, k = (i + 2) % n;
        imax[i] = max3(ia[i], ia[j], ia[k]);
        fmax3[i] = max3<float>(fa[i], fa[j], fa[k]);
    }
}
