/*
 * bicg.cu: the BiCG sub-kernel of BiCGStab
 *   s := A^T * r
 *   q := A   * p          (A: NX x NY)
 * Both kernels are templates on the element type; the host instantiates them
 * by deduction and explicitly.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#if defined(MINI_DATASET)
#define NX 100
#define NY 72
#elif defined(LARGE_DATASET)
#define NX 8192
#define NY 8192
#else
#define NX 4096
#define NY 4096
#endif

#define DIM_THREAD_BLOCK_X 256
#define DIM_THREAD_BLOCK_Y 1

#define PERCENT_DIFF_ERROR_THRESHOLD 0.5

typedef float DATA_TYPE;

#define cudaCheckErrors(msg)                                                   \
  do {                                                                         \
    cudaError_t __err = cudaGetLastError();                                    \
    if (__err != cudaSuccess) {                                                \
      fprintf(stderr, "Fatal error: %s (%s at %s:%d)\n", msg,                  \
              cudaGetErrorString(__err), __FILE__, __LINE__);                  \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

double rtclock()
{
  struct timeval Tp;
  int stat = gettimeofday(&Tp, NULL);
  if (stat != 0)
    printf("Error return from gettimeofday: %d", stat);
  return (Tp.tv_sec + Tp.tv_usec * 1.0e-6);
}

float absVal(float a)
{
  if (a < 0)
    return (a * -1);
  return a;
}

float percentDiff(double val1, double val2)
{
  if ((absVal(val1) < 0.01) && (absVal(val2) < 0.01))
    return 0.0f;
  return 100.0f * (absVal(absVal(val1 - val2) / absVal(val1 + 0.00000001f)));
}

void init_array(DATA_TYPE *A, DATA_TYPE *p, DATA_TYPE *r)
{
  for (int i = 0; i < NX; i++) {
    r[i] = i * M_PI;
    for (int j = 0; j < NY; j++)
      A[i * NY + j] = ((DATA_TYPE)i * j) / NX;
  }
  for (int i = 0; i < NY; i++)
    p[i] = i * M_PI;
}

void bicg_cpu(DATA_TYPE *A, DATA_TYPE *r, DATA_TYPE *s, DATA_TYPE *p, DATA_TYPE *q)
{
  for (int i = 0; i < NY; i++)
    s[i] = 0.0;
  for (int i = 0; i < NX; i++) {
    q[i] = 0.0;
    for (int j = 0; j < NY; j++) {
      s[j] = s[j] + r[i] * A[i * NY + j];
      q[i] = q[i] + A[i * NY + j] * p[j];
    }
  }
}

int compareResults(DATA_TYPE *s, DATA_TYPE *s_outputFromGpu, DATA_TYPE *q,
                   DATA_TYPE *q_outputFromGpu)
{
  int fail = 0;
  for (int i = 0; i < NX; i++)
    if (percentDiff(q[i], q_outputFromGpu[i]) > PERCENT_DIFF_ERROR_THRESHOLD)
      fail++;
  for (int i = 0; i < NY; i++)
    if (percentDiff(s[i], s_outputFromGpu[i]) > PERCENT_DIFF_ERROR_THRESHOLD)
      fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

/* s[j] = sum_i r[i] * A[i][j]: one thread per column. */
template <typename T>
__global__ void bicg_kernel1(const T *A, const T *r, T *s, int nx, int ny)
{
  int j = blockDim.x * blockIdx.x + threadIdx.x;
  if (j < ny) {
    T acc = 0;
    for (int i = 0; i < nx; i++)
      acc += r[i] * A[i * ny + j];
    s[j] = acc;
  }
}

/* q[i] = sum_j A[i][j] * p[j]: one thread per row. */
template <typename T>
__global__ void bicg_kernel2(const T *A, const T *p, T *q, int nx, int ny)
{
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < nx) {
    T acc = 0;
    const T *row = A + (size_t)i * ny;
    for (int j = 0; j < ny; j++)
      acc += row[j] * p[j];
    q[i] = acc;
  }
}

void bicgCuda(DATA_TYPE *A, DATA_TYPE *r, DATA_TYPE *p, DATA_TYPE *s_outputFromGpu,
              DATA_TYPE *q_outputFromGpu)
{
  double t_start, t_end;
  DATA_TYPE *A_gpu, *q_gpu, *p_gpu, *r_gpu, *s_gpu;

  cudaMalloc((void **)&A_gpu, sizeof(DATA_TYPE) * NX * NY);
  cudaMalloc((void **)&r_gpu, sizeof(DATA_TYPE) * NX);
  cudaMalloc((void **)&s_gpu, sizeof(DATA_TYPE) * NY);
  cudaMalloc((void **)&p_gpu, sizeof(DATA_TYPE) * NY);
  cudaMalloc((void **)&q_gpu, sizeof(DATA_TYPE) * NX);
  cudaCheckErrors("cudaMalloc");
  cudaMemcpy(A_gpu, A, sizeof(DATA_TYPE) * NX * NY, cudaMemcpyHostToDevice);
  cudaMemcpy(r_gpu, r, sizeof(DATA_TYPE) * NX, cudaMemcpyHostToDevice);
  cudaMemcpy(p_gpu, p, sizeof(DATA_TYPE) * NY, cudaMemcpyHostToDevice);
  cudaCheckErrors("cudaMemcpy H2D");

  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 grid1((size_t)(ceil(((float)NY) / ((float)block.x))), 1);
  dim3 grid2((size_t)(ceil(((float)NX) / ((float)block.x))), 1);

  t_start = rtclock();
  bicg_kernel1<<<grid1, block>>>(A_gpu, r_gpu, s_gpu, NX, NY);
  cudaCheckErrors("bicg_kernel1");
  bicg_kernel2<DATA_TYPE><<<grid2, block>>>(A_gpu, p_gpu, q_gpu, NX, NY);
  cudaCheckErrors("bicg_kernel2");
  cudaDeviceSynchronize();
  t_end = rtclock();
  fprintf(stdout, "GPU Runtime: %0.6lfs\n", t_end - t_start);

  cudaMemcpy(s_outputFromGpu, s_gpu, sizeof(DATA_TYPE) * NY, cudaMemcpyDeviceToHost);
  cudaMemcpy(q_outputFromGpu, q_gpu, sizeof(DATA_TYPE) * NX, cudaMemcpyDeviceToHost);
  cudaCheckErrors("cudaMemcpy D2H");

  cudaFree(A_gpu);
  cudaFree(r_gpu);
  cudaFree(s_gpu);
  cudaFree(p_gpu);
  cudaFree(q_gpu);
}

int main(int argc, char **argv)
{
  double t_start, t_end;

  DATA_TYPE *A = (DATA_TYPE *)malloc(NX * NY * sizeof(DATA_TYPE));
  DATA_TYPE *r = (DATA_TYPE *)malloc(NX * sizeof(DATA_TYPE));
  DATA_TYPE *s = (DATA_TYPE *)malloc(NY * sizeof(DATA_TYPE));
  DATA_TYPE *p = (DATA_TYPE *)malloc(NY * sizeof(DATA_TYPE));
  DATA_TYPE *q = (DATA_TYPE *)malloc(NX * sizeof(DATA_TYPE));
  DATA_TYPE *s_outputFromGpu = (DATA_TYPE *)malloc(NY * sizeof(DATA_TYPE));
  DATA_TYPE *q_outputFromGpu = (DATA_TYPE *)malloc(NX * sizeof(DATA_TYPE));

  init_array(A, p, r);
  bicgCuda(A, r, p, s_outputFromGpu, q_outputFromGpu);

  t_start = rtclock();
  bicg_cpu(A, r, s, p, q);
  t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  int fail = compareResults(s, s_outputFromGpu, q, q_outputFromGpu);

  free(A);
  free(r);
  free(s);
  free(p);
  free(q);
  free(s_outputFromGpu);
  free(q_outputFromGpu);
  return fail;
}
