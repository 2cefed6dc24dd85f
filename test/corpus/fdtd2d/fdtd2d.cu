/*
 * fdtd2d.cu - 2-D finite-difference time-domain kernel (PolyBench/GPU style).
 *
 * Three kernels per time step: update Ey (row 0 driven by the source _fict_),
 * update Ex, then update Hz from the new E fields.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#if defined(MINI_DATASET)
#define tmax 4
#define NX 40
#define NY 48
#elif defined(LARGE_DATASET)
#define tmax 500
#define NX 4096
#define NY 4096
#else
#define tmax 100
#define NX 1024
#define NY 1024
#endif

#define DIM_THREAD_BLOCK_X 32
#define DIM_THREAD_BLOCK_Y 8
#define PERCENT_DIFF_ERROR_THRESHOLD 10.05

typedef float DATA_TYPE;

#define CUDA_SAFE_CALL(call)                                                   \
  do {                                                                         \
    cudaError_t status = call;                                                 \
    if (status != cudaSuccess) {                                               \
      fprintf(stderr, "%s(%d): CUDA error %d: %s\n", __FILE__, __LINE__,     \
              (int)status, cudaGetErrorString(status));                        \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

double rtclock() {
  struct timeval Tp;
  gettimeofday(&Tp, NULL);
  return (Tp.tv_sec + Tp.tv_usec * 1.0e-6);
}

float percentDiff(double val1, double val2) {
  if ((fabs(val1) < 0.01) && (fabs(val2) < 0.01))
    return 0.0f;
  return 100.0f * (fabs(fabs(val1 - val2) / fabs(val1 + 0.00000001)));
}

void init_arrays(DATA_TYPE *_fict_, DATA_TYPE *ex, DATA_TYPE *ey, DATA_TYPE *hz) {
  for (int i = 0; i < tmax; i++)
    _fict_[i] = (DATA_TYPE)i;
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++) {
      ex[i * NY + j] = ((DATA_TYPE)i * (j + 1) + 1) / NX;
      ey[i * NY + j] = ((DATA_TYPE)(i - 1) * (j + 2) + 2) / NX;
      hz[i * NY + j] = ((DATA_TYPE)(i - 9) * (j + 4) + 3) / NX;
    }
}

void runFdtd(DATA_TYPE *_fict_, DATA_TYPE *ex, DATA_TYPE *ey, DATA_TYPE *hz) {
  for (int t = 0; t < tmax; t++) {
    for (int j = 0; j < NY; j++)
      ey[0 * NY + j] = _fict_[t];
    for (int i = 1; i < NX; i++)
      for (int j = 0; j < NY; j++)
        ey[i * NY + j] = ey[i * NY + j] - 0.5f * (hz[i * NY + j] - hz[(i - 1) * NY + j]);
    for (int i = 0; i < NX; i++)
      for (int j = 1; j < NY; j++)
        ex[i * NY + j] = ex[i * NY + j] - 0.5f * (hz[i * NY + j] - hz[i * NY + (j - 1)]);
    for (int i = 0; i < NX - 1; i++)
      for (int j = 0; j < NY - 1; j++)
        hz[i * NY + j] = hz[i * NY + j] - 0.7f * (ex[i * NY + (j + 1)] - ex[i * NY + j] +
                                                  ey[(i + 1) * NY + j] - ey[i * NY + j]);
  }
}

void compareResults(DATA_TYPE *hz1, DATA_TYPE *hz2) {
  int fail = 0;
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      if (percentDiff(hz1[i * NY + j], hz2[i * NY + j]) > PERCENT_DIFF_ERROR_THRESHOLD)
        fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
}

__global__ void fdtd_step1_kernel(const DATA_TYPE *_fict_, DATA_TYPE *ex, DATA_TYPE *ey,
                                  DATA_TYPE *hz, int t) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if ((i < NX) && (j < NY)) {
    if (i == 0)
      ey[i * NY + j] = _fict_[t];
    else
      ey[i * NY + j] = ey[i * NY + j] - 0.5f * (hz[i * NY + j] - hz[(i - 1) * NY + j]);
  }
}

__global__ void fdtd_step2_kernel(DATA_TYPE *ex, DATA_TYPE *ey, DATA_TYPE *hz) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if ((i < NX) && (j < NY) && (j > 0))
    ex[i * NY + j] = ex[i * NY + j] - 0.5f * (hz[i * NY + j] - hz[i * NY + (j - 1)]);
}

__global__ void fdtd_step3_kernel(DATA_TYPE *ex, DATA_TYPE *ey, DATA_TYPE *hz) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if ((i < (NX - 1)) && (j < (NY - 1)))
    hz[i * NY + j] = hz[i * NY + j] - 0.7f * (ex[i * NY + (j + 1)] - ex[i * NY + j] +
                                              ey[(i + 1) * NY + j] - ey[i * NY + j]);
}

void fdtdCuda(DATA_TYPE *_fict_, DATA_TYPE *ex, DATA_TYPE *ey, DATA_TYPE *hz,
              DATA_TYPE *hz_outputFromGpu) {
  DATA_TYPE *_fict_gpu, *ex_gpu, *ey_gpu, *hz_gpu;
  CUDA_SAFE_CALL(cudaMalloc((void **)&_fict_gpu, sizeof(DATA_TYPE) * tmax));
  CUDA_SAFE_CALL(cudaMalloc((void **)&ex_gpu, sizeof(DATA_TYPE) * NX * NY));
  CUDA_SAFE_CALL(cudaMalloc((void **)&ey_gpu, sizeof(DATA_TYPE) * NX * NY));
  CUDA_SAFE_CALL(cudaMalloc((void **)&hz_gpu, sizeof(DATA_TYPE) * NX * NY));
  CUDA_SAFE_CALL(cudaMemcpy(_fict_gpu, _fict_, sizeof(DATA_TYPE) * tmax, cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(ex_gpu, ex, sizeof(DATA_TYPE) * NX * NY, cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(ey_gpu, ey, sizeof(DATA_TYPE) * NX * NY, cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(hz_gpu, hz, sizeof(DATA_TYPE) * NX * NY, cudaMemcpyHostToDevice));

  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 grid((size_t)ceil(((float)NY) / ((float)block.x)),
            (size_t)ceil(((float)NX) / ((float)block.y)));

  cudaEvent_t start, stop;
  CUDA_SAFE_CALL(cudaEventCreate(&start));
  CUDA_SAFE_CALL(cudaEventCreate(&stop));
  CUDA_SAFE_CALL(cudaEventRecord(start, 0));
  for (int t = 0; t < tmax; t++) {
    fdtd_step1_kernel<<<grid, block>>>(_fict_gpu, ex_gpu, ey_gpu, hz_gpu, t);
    cudaDeviceSynchronize();
    fdtd_step2_kernel<<<grid, block>>>(ex_gpu, ey_gpu, hz_gpu);
    cudaDeviceSynchronize();
    fdtd_step3_kernel<<<grid, block>>>(ex_gpu, ey_gpu, hz_gpu);
    cudaDeviceSynchronize();
  }
  CUDA_SAFE_CALL(cudaEventRecord(stop, 0));
  CUDA_SAFE_CALL(cudaEventSynchronize(stop));
  float elapsed;
  CUDA_SAFE_CALL(cudaEventElapsedTime(&elapsed, start, stop));
  fprintf(stdout, "GPU Runtime: %0.6lfs\n", elapsed * 1e-3);

  CUDA_SAFE_CALL(cudaMemcpy(hz_outputFromGpu, hz_gpu, sizeof(DATA_TYPE) * NX * NY,
                            cudaMemcpyDeviceToHost));
  cudaFree(_fict_gpu);
  cudaFree(ex_gpu);
  cudaFree(ey_gpu);
  cudaFree(hz_gpu);
}

int main() {
  DATA_TYPE *_fict_ = (DATA_TYPE *)malloc(tmax * sizeof(DATA_TYPE));
  DATA_TYPE *ex = (DATA_TYPE *)malloc(NX * NY * sizeof(DATA_TYPE));
  DATA_TYPE *ey = (DATA_TYPE *)malloc(NX * NY * sizeof(DATA_TYPE));
  DATA_TYPE *hz = (DATA_TYPE *)malloc(NX * NY * sizeof(DATA_TYPE));
  DATA_TYPE *hz_outputFromGpu = (DATA_TYPE *)malloc(NX * NY * sizeof(DATA_TYPE));

  init_arrays(_fict_, ex, ey, hz);
  fdtdCuda(_fict_, ex, ey, hz, hz_outputFromGpu);

  double t_start = rtclock();
  runFdtd(_fict_, ex, ey, hz);
  double t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);
  compareResults(hz, hz_outputFromGpu);

  free(_fict_);
  free(ex);
  free(ey);
  free(hz);
  free(hz_outputFromGpu);
  return 0;
}
