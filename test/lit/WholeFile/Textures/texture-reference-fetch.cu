// A kernel that fetches through a texture reference: one located error per
// fetch, naming the function; the texture it names is not reported again.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 2
// CHECK-NOT: ultima-frontend
// CHECK-NOT: ultima-unsupported-construct

texture<float, 1, cudaReadModeElementType> input;

__global__ void copy(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // CHECK: texture-reference-fetch.cu:[[@LINE+1]]:14: error: texture fetch 'tex1Dfetch' is not supported: texture references (texture<T, dim, readMode>) are not supported yet; use a texture object (cudaTextureObject_t) [ultima-unsupported-texture]
    out[i] = tex1Dfetch(input, i) +
             // CHECK: texture-reference-fetch.cu:[[@LINE+1]]:14: error: texture fetch 'tex1Dfetch' {{.*}} [ultima-unsupported-texture]
             tex1Dfetch(input, i + 1);
}

int main() {
  float *d;
  cudaMalloc(&d, 1024 * sizeof(float));
  cudaBindTexture(0, input, d, 1024 * sizeof(float));
  copy<<<4, 256>>>(d, 1024);
  cudaUnbindTexture(input);
}
