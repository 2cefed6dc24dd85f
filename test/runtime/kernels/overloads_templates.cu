// Overloaded __device__ functions and a function template instantiated for int and float.

__device__ int twice(int v) { return 2 * v; }
__device__ float twice(float v) { return 2.0f * v; }

template <typename T>
__device__ T max3(T a, T b, T c)
{
    T m = a > b ? a : b;
    return m > c ? m : c;
}

__global__ void overloads_templates(const int *ia, const float *fa, int *iout, float *fout,
                                    int *imax, float *fmax3, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        iout[i] = twice(ia[i]);
        fout[i] = twice(fa[i]);
        int j = (i + 1) % n, k = (i + 2) % n;
        imax[i] = max3(ia[i], ia[j], ia[k]);
        fmax3[i] = max3<float>(fa[i], fa[j], fa[k]);
    }
}
