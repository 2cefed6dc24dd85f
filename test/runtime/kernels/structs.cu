// Structs passed by value to kernels.

struct Params {
    float scale;
    int n;
    float bias;
};

struct Mixed {
    int count;    // 4 bytes, then 4 bytes of padding
    double factor;
    char flag;    // then 7 bytes of tail padding: sizeof == 24
};

__global__ void affine(const float *in, float *out, Params p)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < p.n)
        out[i] = in[i] * p.scale + p.bias;
}

__global__ void mixed_layout(const double *in, double *out, int *meta, Mixed m, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i == 0) {
        meta[0] = (int)sizeof(Mixed);
        meta[1] = m.count;
        meta[2] = m.flag;
    }
    if (i < n && i < m.count)
        out[i] = m.flag ? in[i] * m.factor : in[i];
}
