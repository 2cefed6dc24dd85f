// The kernels bench/cc_overhead.py runs both through ultima-cc (cc_bench.cu)
// and through the Python runtime's RawKernel: the same source, so that the
// difference is the host layer.
extern "C" __global__ void saxpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

#define TILE 16
extern "C" __global__ void matmul(const float *a, const float *b, float *c, int n) {
  __shared__ float as[TILE][TILE], bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float sum = 0.0f;
  for (int t = 0; t < n / TILE; ++t) {
    as[ty][tx] = a[row * n + t * TILE + tx];
    bs[ty][tx] = b[(t * TILE + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      sum += as[ty][k] * bs[k][tx];
    __syncthreads();
  }
  c[row * n + col] = sum;
}
