/*
 * srad.cu - Speckle Reducing Anisotropic Diffusion (Rodinia srad_v2-like).
 *
 * Per iteration the host reduces the region of interest to q0^2, then
 *   srad_cuda_1  directional derivatives and the diffusion coefficient c
 *   srad_cuda_2  divergence of c * grad(J) and the update of J
 * The image is generated, exponentiated on the host, and compared with a
 * CPU implementation at the end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>
#include "srad.h"

#define cudaErrorCheck(call)                                                   \
  {                                                                            \
    cudaError_t cuErr = call;                                                  \
    if (cudaSuccess != cuErr) {                                                \
      printf("CUDA Error - %s:%d: '%s'\n", __FILE__, __LINE__,                 \
             cudaGetErrorString(cuErr));                                       \
      exit(0);                                                                 \
    }                                                                          \
  }

static double gettime() {
  struct timeval t;
  gettimeofday(&t, NULL);
  return t.tv_sec + t.tv_usec * 1e-6;
}

__device__ __forceinline__ int clampi(int v, int lo, int hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

__global__ void srad_cuda_1(const float *J_cuda, float *C_cuda, float *E_C, float *W_C,
                            float *N_C, float *S_C, int rows, int cols, float q0sqr) {
  __shared__ float temp[BLOCK_SIZE][BLOCK_SIZE];

  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * BLOCK_SIZE + ty;
  const int col = blockIdx.x * BLOCK_SIZE + tx;
  const bool inside = row < rows && col < cols;
  const int index = row * cols + col;

  temp[ty][tx] = inside ? J_cuda[index] : 0.0f;
  __syncthreads();
  if (!inside)
    return;

  /* Neighbours from the tile when they are in it, from global memory else. */
  const int rn = clampi(row - 1, 0, rows - 1), rs = clampi(row + 1, 0, rows - 1);
  const int cw = clampi(col - 1, 0, cols - 1), ce = clampi(col + 1, 0, cols - 1);
  const float jc = temp[ty][tx];
  const float n = (ty > 0) ? temp[ty - 1][tx] : J_cuda[rn * cols + col];
  const float s = (ty < BLOCK_SIZE - 1 && row + 1 < rows) ? temp[ty + 1][tx] : J_cuda[rs * cols + col];
  const float w = (tx > 0) ? temp[ty][tx - 1] : J_cuda[row * cols + cw];
  const float e = (tx < BLOCK_SIZE - 1 && col + 1 < cols) ? temp[ty][tx + 1] : J_cuda[row * cols + ce];

  const float dN = n - jc, dS = s - jc, dW = w - jc, dE = e - jc;
  const float g2 = (dN * dN + dS * dS + dW * dW + dE * dE) / (jc * jc);
  const float l = (dN + dS + dW + dE) / jc;
  const float num = (0.5f * g2) - ((1.0f / 16.0f) * (l * l));
  float den = 1.0f + (0.25f * l);
  const float qsqr = num / (den * den);

  den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
  float c = 1.0f / (1.0f + den);
  c = fminf(fmaxf(c, 0.0f), 1.0f);

  C_cuda[index] = c;
  N_C[index] = dN;
  S_C[index] = dS;
  W_C[index] = dW;
  E_C[index] = dE;
}

__global__ void srad_cuda_2(float *J_cuda, const float *C_cuda, const float *E_C,
                            const float *W_C, const float *N_C, const float *S_C, int rows,
                            int cols, float lambda) {
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows || col >= cols)
    return;
  const int index = row * cols + col;
  const int rs = clampi(row + 1, 0, rows - 1);
  const int ce = clampi(col + 1, 0, cols - 1);

  const float cN = C_cuda[index];
  const float cS = C_cuda[rs * cols + col];
  const float cW = C_cuda[index];
  const float cE = C_cuda[row * cols + ce];
  const float D = cN * N_C[index] + cS * S_C[index] + cW * W_C[index] + cE * E_C[index];
  J_cuda[index] = J_cuda[index] + 0.25f * lambda * D;
}

static float roi_q0sqr(const float *J, int cols) {
  float sum = 0.0f, sum2 = 0.0f;
  for (int i = R1; i <= R2; i++)
    for (int j = C1; j <= C2; j++) {
      float tmp = J[i * cols + j];
      sum += tmp;
      sum2 += tmp * tmp;
    }
  const int size_R = (R2 - R1 + 1) * (C2 - C1 + 1);
  float meanROI = sum / size_R;
  float varROI = (sum2 / size_R) - meanROI * meanROI;
  return varROI / (meanROI * meanROI);
}

static void srad_cpu(float *J, int rows, int cols, int niter, float lambda) {
  const int size = rows * cols;
  float *c = (float *)malloc(sizeof(float) * size);
  float *dN = (float *)malloc(sizeof(float) * size), *dS = (float *)malloc(sizeof(float) * size);
  float *dW = (float *)malloc(sizeof(float) * size), *dE = (float *)malloc(sizeof(float) * size);
  for (int it = 0; it < niter; ++it) {
    float q0sqr = roi_q0sqr(J, cols);
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++) {
        int k = i * cols + j;
        float jc = J[k];
        dN[k] = J[(i > 0 ? i - 1 : 0) * cols + j] - jc;
        dS[k] = J[(i < rows - 1 ? i + 1 : rows - 1) * cols + j] - jc;
        dW[k] = J[i * cols + (j > 0 ? j - 1 : 0)] - jc;
        dE[k] = J[i * cols + (j < cols - 1 ? j + 1 : cols - 1)] - jc;
        float g2 = (dN[k] * dN[k] + dS[k] * dS[k] + dW[k] * dW[k] + dE[k] * dE[k]) / (jc * jc);
        float l = (dN[k] + dS[k] + dW[k] + dE[k]) / jc;
        float num = (0.5f * g2) - ((1.0f / 16.0f) * (l * l));
        float den = 1 + (.25f * l);
        float qsqr = num / (den * den);
        den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
        c[k] = 1.0f / (1.0f + den);
        if (c[k] < 0)
          c[k] = 0;
        else if (c[k] > 1)
          c[k] = 1;
      }
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++) {
        int k = i * cols + j;
        float cN = c[k];
        float cS = c[(i < rows - 1 ? i + 1 : rows - 1) * cols + j];
        float cW = c[k];
        float cE = c[i * cols + (j < cols - 1 ? j + 1 : cols - 1)];
        float D = cN * dN[k] + cS * dS[k] + cW * dW[k] + cE * dE[k];
        J[k] = J[k] + 0.25f * lambda * D;
      }
  }
  free(c);
  free(dN);
  free(dS);
  free(dW);
  free(dE);
}

static void random_matrix(float *I, int rows, int cols) {
  srand(7);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      I[i * cols + j] = (rand() % 10000) / 10000.0f;
}

int main(int argc, char *argv[]) {
  const int rows = ROWS, cols = COLS, size_I = ROWS * COLS;
  float *I = (float *)malloc(size_I * sizeof(float));
  float *J = (float *)malloc(size_I * sizeof(float));
  float *J_ref = (float *)malloc(size_I * sizeof(float));

  random_matrix(I, rows, cols);
  for (int k = 0; k < size_I; k++)
    J[k] = J_ref[k] = (float)exp(I[k]);

  float *J_cuda, *C_cuda, *E_C, *W_C, *N_C, *S_C;
  cudaErrorCheck(cudaMalloc((void **)&J_cuda, sizeof(float) * size_I));
  cudaErrorCheck(cudaMalloc((void **)&C_cuda, sizeof(float) * size_I));
  cudaErrorCheck(cudaMalloc((void **)&E_C, sizeof(float) * size_I));
  cudaErrorCheck(cudaMalloc((void **)&W_C, sizeof(float) * size_I));
  cudaErrorCheck(cudaMalloc((void **)&S_C, sizeof(float) * size_I));
  cudaErrorCheck(cudaMalloc((void **)&N_C, sizeof(float) * size_I));

  dim3 dimBlock(BLOCK_SIZE, BLOCK_SIZE);
  dim3 dimGrid((cols + BLOCK_SIZE - 1) / BLOCK_SIZE, (rows + BLOCK_SIZE - 1) / BLOCK_SIZE);

  printf("Start the SRAD main loop\n");
  double t0 = gettime();
  for (int iter = 0; iter < NITER; iter++) {
    /* The statistics of the ROI are reduced on the host, as srad_v2 does. */
    float q0sqr = roi_q0sqr(J, cols);
    cudaErrorCheck(cudaMemcpy(J_cuda, J, sizeof(float) * size_I, cudaMemcpyHostToDevice));
    srad_cuda_1<<<dimGrid, dimBlock>>>(J_cuda, C_cuda, E_C, W_C, N_C, S_C, rows, cols, q0sqr);
    srad_cuda_2<<<dimGrid, dimBlock>>>(J_cuda, C_cuda, E_C, W_C, N_C, S_C, rows, cols, LAMBDA);
    cudaErrorCheck(cudaMemcpy(J, J_cuda, sizeof(float) * size_I, cudaMemcpyDeviceToHost));
  }
  cudaErrorCheck(cudaDeviceSynchronize());
  double t1 = gettime();
  printf("Computation Done: %.3f s\n", t1 - t0);

  srad_cpu(J_ref, rows, cols, NITER, LAMBDA);
  double max_rel = 0.0;
  for (int k = 0; k < size_I; k++)
    max_rel = fmax(max_rel, fabs(J[k] - J_ref[k]) / fabs(J_ref[k]));
  printf("max relative difference %g: %s\n", max_rel, max_rel < 1e-3 ? "PASS" : "FAIL");

  cudaFree(C_cuda);
  cudaFree(J_cuda);
  cudaFree(E_C);
  cudaFree(W_C);
  cudaFree(N_C);
  cudaFree(S_C);
  free(I);
  free(J);
  free(J_ref);
  return 0;
}
