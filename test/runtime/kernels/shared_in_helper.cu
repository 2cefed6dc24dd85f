// A __device__ helper that declares its own __shared__ array (the translator hoists it).
#define BLOCK 256

// The helper owns its shared scratch array; every thread of the block gets the block's max.
__device__ float block_max_abs(float v)
{
    __shared__ float scratch[BLOCK];
    int tid = threadIdx.x;
    scratch[tid] = fabsf(v);
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            scratch[tid] = fmaxf(scratch[tid], scratch[tid + s]);
        __syncthreads();
    }
    float m = scratch[0];
    __syncthreads();
    return m;
}

__global__ void normalize_by_block_max(const float *in, float *out, float *block_max, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = (i < n) ? in[i] : 0.0f;
    float m = block_max_abs(v);
    if (threadIdx.x == 0)
        block_max[blockIdx.x] = m;
    if (i < n)
        out[i] = v / m;
}
