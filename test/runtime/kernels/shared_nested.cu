// A __shared__ array declared inside a nested block of a kernel.
#define BLOCK 256

__global__ void reverse_in_block(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (n > 0) {
        __shared__ int buf[BLOCK];
        buf[threadIdx.x] = (i < n) ? in[i] : 0;
        __syncthreads();
        {
            int j = blockDim.x - 1 - threadIdx.x;
            if (i < n)
                out[i] = buf[j];
        }
    }
}
