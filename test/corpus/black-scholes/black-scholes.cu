/*
 * black-scholes.cu - European call and put prices with the Black-Scholes
 * formula. The cumulative normal distribution uses the Abramowitz-Stegun
 * polynomial (coefficients in an initialised __constant__ table). A
 * double-precision CPU version checks the result (L1 norm of the error).
 *
 *   nvcc -O3 black-scholes.cu -o black-scholes [-DOPT_N=...] [-DFAST_EXP]
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cuda_runtime.h>

#ifndef OPT_N
#define OPT_N 4000000
#endif
#define NUM_ITERATIONS 64
#define RISKFREE 0.02f
#define VOLATILITY 0.30f
#define RSQRT2PI 0.39894228040143267793994605993438f

#define checkCudaErrors(err) __checkCudaErrors(err, __FILE__, __LINE__)
inline void __checkCudaErrors(cudaError_t err, const char *file, const int line)
{
  if (cudaSuccess != err) {
    fprintf(stderr, "checkCudaErrors() error = %04d \"%s\" from file <%s>, line %i.\n", err,
            cudaGetErrorString(err), file, line);
    exit(EXIT_FAILURE);
  }
}

/* Abramowitz & Stegun 26.2.17 */
__constant__ float c_cnd_coef[5] = {0.31938153f, -0.356563782f, 1.781477937f, -1.821255978f,
                                    1.330274429f};

#ifdef FAST_EXP
#define EXPF(x) __expf(x)
#else
#define EXPF(x) expf(x)
#endif

__device__ inline float cndGPU(float d)
{
  const float K = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  float poly = K * (c_cnd_coef[0] +
               K * (c_cnd_coef[1] + K * (c_cnd_coef[2] + K * (c_cnd_coef[3] + K * c_cnd_coef[4]))));
  float cnd = RSQRT2PI * EXPF(-0.5f * d * d) * poly;
  if (d > 0)
    cnd = 1.0f - cnd;
  return cnd;
}

__device__ inline void BlackScholesBodyGPU(float &CallResult, float &PutResult, float S, float X,
                                           float T, float R, float V)
{
  float sqrtT = sqrtf(T);
  float d1 = (logf(S / X) + (R + 0.5f * V * V) * T) / (V * sqrtT);
  float d2 = d1 - V * sqrtT;
  float CNDD1 = cndGPU(d1);
  float CNDD2 = cndGPU(d2);
  float expRT = EXPF(-R * T);
  CallResult = S * CNDD1 - X * expRT * CNDD2;
  PutResult = X * expRT * (1.0f - CNDD2) - S * (1.0f - CNDD1);
}

__launch_bounds__(128)
__global__ void BlackScholesGPU(float *__restrict__ d_CallResult, float *__restrict__ d_PutResult,
                                const float *__restrict__ d_StockPrice,
                                const float *__restrict__ d_OptionStrike,
                                const float *__restrict__ d_OptionYears, float Riskfree,
                                float Volatility, int optN)
{
  for (int opt = blockDim.x * blockIdx.x + threadIdx.x; opt < optN; opt += blockDim.x * gridDim.x)
    BlackScholesBodyGPU(d_CallResult[opt], d_PutResult[opt], d_StockPrice[opt],
                        d_OptionStrike[opt], d_OptionYears[opt], Riskfree, Volatility);
}

static double CND(double d)
{
  const double A1 = 0.31938153, A2 = -0.356563782, A3 = 1.781477937, A4 = -1.821255978,
               A5 = 1.330274429;
  double K = 1.0 / (1.0 + 0.2316419 * fabs(d));
  double cnd = RSQRT2PI * exp(-0.5 * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  return d > 0 ? 1.0 - cnd : cnd;
}

static void BlackScholesCPU(float *call, float *put, const float *S, const float *X, const float *T,
                            float R, float V, int n)
{
  for (int i = 0; i < n; i++) {
    double sqrtT = sqrt((double)T[i]);
    double d1 = (log((double)S[i] / X[i]) + (R + 0.5 * V * V) * T[i]) / (V * sqrtT);
    double d2 = d1 - V * sqrtT;
    double expRT = exp(-R * (double)T[i]);
    call[i] = (float)(S[i] * CND(d1) - X[i] * expRT * CND(d2));
    put[i] = (float)(X[i] * expRT * (1.0 - CND(d2)) - S[i] * (1.0 - CND(d1)));
  }
}

static float RandFloat(float low, float high)
{
  float t = (float)rand() / (float)RAND_MAX;
  return (1.0f - t) * low + t * high;
}

int main(int argc, char **argv)
{
  const int optN = OPT_N;
  const size_t sz = optN * sizeof(float);
  float *h_Call = (float *)malloc(sz), *h_Put = (float *)malloc(sz);
  float *h_CallCPU = (float *)malloc(sz), *h_PutCPU = (float *)malloc(sz);
  float *h_S = (float *)malloc(sz), *h_X = (float *)malloc(sz), *h_T = (float *)malloc(sz);
  srand(5347);
  for (int i = 0; i < optN; i++) {
    h_S[i] = RandFloat(5.0f, 30.0f);
    h_X[i] = RandFloat(1.0f, 100.0f);
    h_T[i] = RandFloat(0.25f, 10.0f);
  }

  float *d_Call, *d_Put, *d_S, *d_X, *d_T;
  checkCudaErrors(cudaMalloc((void **)&d_Call, sz));
  checkCudaErrors(cudaMalloc((void **)&d_Put, sz));
  checkCudaErrors(cudaMalloc((void **)&d_S, sz));
  checkCudaErrors(cudaMalloc((void **)&d_X, sz));
  checkCudaErrors(cudaMalloc((void **)&d_T, sz));
  checkCudaErrors(cudaMemcpy(d_S, h_S, sz, cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(d_X, h_X, sz, cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(d_T, h_T, sz, cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  checkCudaErrors(cudaEventCreate(&start));
  checkCudaErrors(cudaEventCreate(&stop));
  checkCudaErrors(cudaDeviceSynchronize());
  checkCudaErrors(cudaEventRecord(start));
  for (int i = 0; i < NUM_ITERATIONS; i++)
    BlackScholesGPU<<<(optN + 127) / 128, 128>>>(d_Call, d_Put, d_S, d_X, d_T, RISKFREE, VOLATILITY, optN);
  checkCudaErrors(cudaGetLastError());
  checkCudaErrors(cudaEventRecord(stop));
  checkCudaErrors(cudaEventSynchronize(stop));
  float ms;
  checkCudaErrors(cudaEventElapsedTime(&ms, start, stop));
  ms /= NUM_ITERATIONS;
  printf("BlackScholesGPU() time: %f ms, %.4f GOptions/s\n", ms, 2.0 * optN * 1e-6 / ms);

  checkCudaErrors(cudaMemcpy(h_Call, d_Call, sz, cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(h_Put, d_Put, sz, cudaMemcpyDeviceToHost));
  BlackScholesCPU(h_CallCPU, h_PutCPU, h_S, h_X, h_T, RISKFREE, VOLATILITY, optN);

  double sum_delta = 0, sum_ref = 0, max_delta = 0;
  for (int i = 0; i < optN; i++) {
    double delta = fabs(h_CallCPU[i] - h_Call[i]);
    sum_delta += delta;
    sum_ref += fabs(h_CallCPU[i]);
    if (delta > max_delta)
      max_delta = delta;
    sum_delta += fabs(h_PutCPU[i] - h_Put[i]);
    sum_ref += fabs(h_PutCPU[i]);
  }
  double L1norm = sum_delta / sum_ref;
  printf("L1 norm: %E, max abs error: %E\n", L1norm, max_delta);

  cudaFree(d_Call); cudaFree(d_Put); cudaFree(d_S); cudaFree(d_X); cudaFree(d_T);
  free(h_Call); free(h_Put); free(h_CallCPU); free(h_PutCPU); free(h_S); free(h_X); free(h_T);
  if (L1norm > 1e-6) {
    printf("Test failed!\n");
    return EXIT_FAILURE;
  }
  printf("Test passed\n");
  return EXIT_SUCCESS;
}
