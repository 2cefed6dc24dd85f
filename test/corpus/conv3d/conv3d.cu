/*
 * conv3d.cu - 3-D convolution with a fixed 3x3x3 stencil (PolyBench/GPU style).
 *
 * The kernel computes one i-plane per launch; the host walks the planes.
 * The kernel is a template over the element type and is launched with the
 * template argument deduced from the pointers. -DDOUBLE_PRECISION switches
 * the data type to double.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#if defined(MINI_DATASET)
#define NI 32
#define NJ 32
#define NK 32
#elif defined(LARGE_DATASET)
#define NI 512
#define NJ 512
#define NK 512
#else
#define NI 256
#define NJ 256
#define NK 256
#endif

#define DIM_THREAD_BLOCK_X 32
#define DIM_THREAD_BLOCK_Y 8
#define PERCENT_DIFF_ERROR_THRESHOLD 0.5

#ifdef DOUBLE_PRECISION
typedef double DATA_TYPE;
#else
typedef float DATA_TYPE;
#endif

/* Stencil coefficients: c<di><dj> with di, dj in {1,2,3}. */
#define c11 (+2)
#define c12 (-3)
#define c13 (+4)
#define c21 (+5)
#define c22 (+6)
#define c23 (+7)
#define c31 (-8)
#define c32 (-9)
#define c33 (+10)

#define gpuErrchk(ans) gpuAssert((ans), __FILE__, __LINE__)
static inline void gpuAssert(cudaError_t code, const char *file, int line) {
  if (code != cudaSuccess) {
    fprintf(stderr, "GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
    exit(code);
  }
}

static double rtclock(void) {
  struct timeval Tp;
  int stat = gettimeofday(&Tp, NULL);
  if (stat != 0)
    printf("Error return from gettimeofday: %d", stat);
  return (Tp.tv_sec + Tp.tv_usec * 1.0e-6);
}

static float absVal(float a) { return a < 0 ? -a : a; }

static float percentDiff(double val1, double val2) {
  if ((absVal(val1) < 0.01) && (absVal(val2) < 0.01))
    return 0.0f;
  return 100.0f * (absVal(absVal(val1 - val2) / absVal(val1 + 0.00000001f)));
}

#define IDX3(i, j, k) ((i) * (NJ * NK) + (j) * NK + (k))

template <typename T>
__global__ void convolution3D_kernel(const T *A, T *B, int ni, int nj, int nk, int i) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  int j = blockIdx.y * blockDim.y + threadIdx.y;
  const int plane = nj * nk;

  if ((i < ni - 1) && (j < nj - 1) && (k < nk - 1) && (i > 0) && (j > 0) && (k > 0)) {
    const T *a = A + i * plane + j * nk + k;
    B[i * plane + j * nk + k] =
        c11 * a[-plane - nk - 1] + c13 * a[+plane - nk - 1] +
        c21 * a[-plane - nk - 1] + c23 * a[+plane - nk - 1] +
        c31 * a[-plane - nk - 1] + c33 * a[+plane - nk - 1] +
        c12 * a[-nk] + c22 * a[0] + c32 * a[+nk] +
        c11 * a[-plane - nk + 1] + c13 * a[+plane - nk + 1] +
        c21 * a[-plane + 1] + c23 * a[+plane + 1] +
        c31 * a[-plane + nk + 1] + c33 * a[+plane + nk + 1];
  }
}

static void conv3D(const DATA_TYPE *A, DATA_TYPE *B) {
  for (int i = 1; i < NI - 1; ++i)
    for (int j = 1; j < NJ - 1; ++j)
      for (int k = 1; k < NK - 1; ++k)
        B[IDX3(i, j, k)] =
            c11 * A[IDX3(i - 1, j - 1, k - 1)] + c13 * A[IDX3(i + 1, j - 1, k - 1)] +
            c21 * A[IDX3(i - 1, j - 1, k - 1)] + c23 * A[IDX3(i + 1, j - 1, k - 1)] +
            c31 * A[IDX3(i - 1, j - 1, k - 1)] + c33 * A[IDX3(i + 1, j - 1, k - 1)] +
            c12 * A[IDX3(i, j - 1, k)] + c22 * A[IDX3(i, j, k)] + c32 * A[IDX3(i, j + 1, k)] +
            c11 * A[IDX3(i - 1, j - 1, k + 1)] + c13 * A[IDX3(i + 1, j - 1, k + 1)] +
            c21 * A[IDX3(i - 1, j, k + 1)] + c23 * A[IDX3(i + 1, j, k + 1)] +
            c31 * A[IDX3(i - 1, j + 1, k + 1)] + c33 * A[IDX3(i + 1, j + 1, k + 1)];
}

static void init(DATA_TYPE *A) {
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k)
        A[IDX3(i, j, k)] = i % 12 + 2 * (j % 7) + 3 * (k % 13);
}

static void compareResults(const DATA_TYPE *B, const DATA_TYPE *B_outputFromGpu) {
  int fail = 0;
  for (int i = 1; i < NI - 1; ++i)
    for (int j = 1; j < NJ - 1; ++j)
      for (int k = 1; k < NK - 1; ++k)
        if (percentDiff(B[IDX3(i, j, k)], B_outputFromGpu[IDX3(i, j, k)]) >
            PERCENT_DIFF_ERROR_THRESHOLD)
          fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
}

static void convolution3DCuda(const DATA_TYPE *A, DATA_TYPE *B_outputFromGpu) {
  DATA_TYPE *A_gpu, *B_gpu;
  const size_t bytes = sizeof(DATA_TYPE) * NI * NJ * NK;
  gpuErrchk(cudaMalloc((void **)&A_gpu, bytes));
  gpuErrchk(cudaMalloc((void **)&B_gpu, bytes));
  gpuErrchk(cudaMemcpy(A_gpu, A, bytes, cudaMemcpyHostToDevice));
  gpuErrchk(cudaMemset(B_gpu, 0, bytes));

  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 grid((size_t)ceil(((float)NK) / ((float)block.x)),
            (size_t)ceil(((float)NJ) / ((float)block.y)));

  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 1; i < NI - 1; ++i)
    convolution3D_kernel<<<grid, block>>>(A_gpu, B_gpu, NI, NJ, NK, i);
  gpuErrchk(cudaGetLastError());
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0.0f;
  cudaEventElapsedTime(&ms, start, stop);
  fprintf(stdout, "GPU Runtime: %0.6lfs\n", ms / 1000.0);

  gpuErrchk(cudaMemcpy(B_outputFromGpu, B_gpu, bytes, cudaMemcpyDeviceToHost));
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaFree(A_gpu);
  cudaFree(B_gpu);
}

int main(int argc, char *argv[]) {
  DATA_TYPE *A = (DATA_TYPE *)malloc(NI * NJ * NK * sizeof(DATA_TYPE));
  DATA_TYPE *B = (DATA_TYPE *)calloc(NI * NJ * NK, sizeof(DATA_TYPE));
  DATA_TYPE *B_outputFromGpu = (DATA_TYPE *)calloc(NI * NJ * NK, sizeof(DATA_TYPE));

  init(A);
  convolution3DCuda(A, B_outputFromGpu);

  double t_start = rtclock();
  conv3D(A, B);
  double t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  compareResults(B, B_outputFromGpu);

  free(A);
  free(B);
  free(B_outputFromGpu);
  return 0;
}
