// CUDA identifiers that are OpenCL keywords or types.

// `half` is an OpenCL type name; here it is just a local variable.
__global__ void fold_halves(const float *in, float *out, int n)
{
    int half = n / 2;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < half)
        out[i] = in[i] + in[i + half];
}

__device__ float midpoint(float lo, float hi)
{
    float half = 0.5f * (hi - lo);
    return lo + half;
}

__global__ void midpoints(const float *lo, const float *hi, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = midpoint(lo[i], hi[i]);
}

// `global` as a local variable (the global thread index) ...
__global__ void gather_global(const float *in, const int *perm, float *out, int n)
{
    int global = blockIdx.x * blockDim.x + threadIdx.x;
    if (global < n)
        out[global] = in[perm[global]];
}

// ... and as a parameter (a global offset added to every element).
__global__ void add_global_offset(const int *in, int *out, int n, int global)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i] + global;
}

// Other OpenCL address-space / qualifier keywords used as plain names.
__global__ void keyword_names(const int *in, int *out, int n)
{
    int local = threadIdx.x;
    int constant = 3;
    int private_ = blockIdx.x;
    int kernel = local * constant + private_;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i] + kernel;
}
