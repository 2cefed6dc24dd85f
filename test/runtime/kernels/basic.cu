// Elementwise basics: vector add, SAXPY, a grid-stride loop.
#include <cuda_runtime.h>

__global__ void vector_add(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        c[i] = a[i] + b[i];
    }
}

__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

// Launched with far fewer threads than elements: every thread strides through the array.
__global__ void scale_shift_grid_stride(const double *in, double *out, double scale,
                                        double shift, long long n)
{
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)blockDim.x * gridDim.x) {
        out[i] = in[i] * scale + shift;
    }
}

// Per-thread count of the elements it visited, to check the stride covers everything once.
__global__ void grid_stride_visits(int *visits, int *owner, int *counts, int n)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int stride = blockDim.x * gridDim.x;
    int count = 0;
    for (int i = tid; i < n; i += stride) {
        visits[i] += 1;
        owner[i] = tid;
        ++count;
    }
    counts[tid] = count;
}
