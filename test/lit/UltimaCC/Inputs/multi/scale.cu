// One translation unit of separate-compilation.test.
__global__ void scale(float *p, float s) { p[threadIdx.x] *= s; }
void launchScale(float *p, float s, int n) { scale<<<1, n>>>(p, s); }
