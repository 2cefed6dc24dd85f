#include <climits>

// Block reductions with dynamically sized (extern) shared memory.

__global__ void block_sum(const float *in, float *partial, unsigned int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    float v = 0.0f;
    if (i < n)
        v = in[i];
    if (i + blockDim.x < n)
        v += in[i + blockDim.x];
    sdata[tid] = v;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}

// Block maximum of integers; the shared buffer is also sized at launch.
__global__ void block_max(const int *in, int *out, int n)
{
    extern __shared__ int smax[];
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + tid;
    smax[tid] = (i < n) ? in[i] : INT_MIN;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (tid < s && smax[tid + s] > smax[tid])
            smax[tid] = smax[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = smax[0];
}
