__global__ void twiceKernel(int *v, int n) {
  int i = threadIdx.x;
  if (i < n)
    v[i] *= 2;
}

extern "C" void twice(int *host, int n) {
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, host, n * sizeof(int), cudaMemcpyHostToDevice);
  twiceKernel<<<1, n>>>(d, n);
  cudaMemcpy(host, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
}
