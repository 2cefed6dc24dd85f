// threadIdx.x is unsigned: threadIdx.x - 1 wraps to 0xFFFFFFFF in thread 0.

__global__ void left_neighbor(const int *in, int *out, unsigned int *jout, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned j = threadIdx.x - 1;
    if (i < n) {
        out[i] = (j < blockDim.x) ? in[blockIdx.x * blockDim.x + j] : -1;
        jout[i] = j;
    }
}

// The same wrap observed through wider and signed types.
__global__ void unsigned_arith(long long *wide, long long *halved, int *as_int, int *is_big, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        wide[i] = threadIdx.x - 1;            // unsigned 32-bit result, zero-extended
        halved[i] = (threadIdx.x - 2) / 2;    // unsigned division
        as_int[i] = (int)(threadIdx.x - 1);
        is_big[i] = (threadIdx.x - 1 > 1000u) ? 1 : 0;
    }
}
