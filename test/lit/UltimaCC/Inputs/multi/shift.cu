// One translation unit of separate-compilation.test (a kernel named like none of scale.cu's).
__device__ float offset = 10.0f;
__global__ void shift(float *p) { p[threadIdx.x] += offset; }
void launchShift(float *p, int n) { shift<<<1, n>>>(p); }
