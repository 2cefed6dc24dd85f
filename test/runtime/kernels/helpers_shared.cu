// __device__ helpers that take pointers into __shared__ and into global memory.
#define BLOCK 128

// Sum of three consecutive elements starting at p; called with both a shared and a global pointer.
__device__ float window_sum(const float *p)
{
    return p[0] + p[1] + p[2];
}

// Loads src[idx] into *dst, or 0 outside [0, n): dst points into shared memory, src is global.
__device__ void load_or_zero(float *dst, const float *src, int idx, int n)
{
    *dst = (idx >= 0 && idx < n) ? src[idx] : 0.0f;
}

// Writes the sum of a shared window to a global location: one shared pointer, one global pointer.
__device__ void store_window(float *out, const float *tile, float weight)
{
    *out = weight * window_sum(tile);
}

__global__ void box3(const float *in, float *out_shared, float *out_global,
                     float *out_weighted, int n)
{
    __shared__ float tile[BLOCK + 2];
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    load_or_zero(&tile[threadIdx.x + 1], in, i, n);
    if (threadIdx.x == 0)
        load_or_zero(&tile[0], in, i - 1, n);
    if (threadIdx.x == blockDim.x - 1)
        load_or_zero(tile + blockDim.x + 1, in, i + 1, n);
    __syncthreads();

    if (i < n) {
        out_shared[i] = window_sum(&tile[threadIdx.x]);
        out_global[i] = (i >= 1 && i + 1 < n) ? window_sum(in + i - 1) : 0.0f;
        store_window(&out_weighted[i], tile + threadIdx.x, 0.5f);
    }
}
