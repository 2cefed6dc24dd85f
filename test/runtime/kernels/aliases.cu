// typedef and using aliases: scalar, anonymous struct, pointer and unsigned aliases.
#include <math.h>

typedef float real_t;
using index_t = int;
typedef struct {
    real_t x, y;
} Point2;
using PointPtr = const Point2 *;
typedef unsigned int u32;

__device__ real_t distance_to(Point2 p, Point2 q)
{
    real_t dx = p.x - q.x, dy = p.y - q.y;
    return sqrtf(dx * dx + dy * dy);
}

__global__ void distances(PointPtr pts, Point2 origin, real_t *dist, real_t *norm2,
                          u32 *quadrant, index_t n)
{
    index_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        Point2 p = pts[i];
        dist[i] = distance_to(p, origin);
        norm2[i] = p.x * p.x + p.y * p.y;
        u32 q = (p.x < 0 ? 1u : 0u) | (p.y < 0 ? 2u : 0u);
        quadrant[i] = q;
    }
}
