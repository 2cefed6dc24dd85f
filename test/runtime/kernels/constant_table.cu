// Program-scope __constant__ lookup tables with initializers.

__constant__ int c_popcount4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
__constant__ float c_weights[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
__constant__ int c_radius = 2;

__global__ void popcount_lut(const unsigned int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int v = in[i];
        int c = 0;
        for (int k = 0; k < 8; ++k) {
            c += c_popcount4[v & 0xF];
            v >>= 4;
        }
        out[i] = c;
    }
}

__global__ void binomial_blur(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float acc = 0.0f;
    for (int k = -c_radius; k <= c_radius; ++k) {
        int j = min(max(i + k, 0), n - 1);
        acc += c_weights[k + c_radius] * in[j];
    }
    out[i] = acc;
}
