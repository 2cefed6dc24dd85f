// __forceinline__ helpers and the common single-precision math functions.
#include <math.h>

__device__ __forceinline__ float clamp01(float x)
{
    return fminf(fmaxf(x, 0.0f), 1.0f);
}

static __device__ __forceinline__ float lerp(float a, float b, float t)
{
    return a + t * (b - a);
}

__device__ inline int wrap_index(int i, int n)
{
    return ((i % n) + n) % n;
}

__global__ void blend(const float *a, const float *b, const float *t, float *out,
                      int *wrapped, int n, int shift)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = lerp(a[i], b[i], clamp01(t[i]));
        wrapped[i] = wrap_index(i + shift, n);
    }
}

__global__ void math_funcs(const float *x, const float *y, float *r_sqrt, float *r_exp,
                           float *r_fabs, float *r_fmin, float *r_pow, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float xv = x[i], yv = y[i];
    r_sqrt[i] = sqrtf(fabsf(xv));
    r_exp[i] = expf(-0.5f * xv * xv);
    r_fabs[i] = fabsf(xv - yv);
    r_fmin[i] = fminf(xv, yv);
    r_pow[i] = powf(fabsf(yv) + 1.0f, xv);
}

__global__ void math_double(const double *x, const double *y, double *r, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        r[i] = sqrt(x[i] * x[i] + y[i] * y[i]) + exp(-fabs(x[i])) + pow(fabs(y[i]), 0.25);
}
