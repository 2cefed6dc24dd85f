/*
 * nbody.cu - all-pairs gravitational N-body simulation (CUDA-samples style).
 *
 * Positions are float4 (xyz + mass in w), velocities float4. Every block
 * walks the bodies in tiles of blockDim.x bodies staged in dynamically
 * sized shared memory; the interaction uses rsqrtf with Plummer softening.
 * A second kernel sums the kinetic energy for a conservation check.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>
#include "nbody.h"

#define checkCuda(result)                                                      \
  do {                                                                         \
    cudaError_t r_ = (result);                                                 \
    if (r_ != cudaSuccess) {                                                   \
      fprintf(stderr, "CUDA Runtime Error: %s (%s:%d)\n",                      \
              cudaGetErrorString(r_), __FILE__, __LINE__);                     \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

__device__ __forceinline__ float3 bodyBodyInteraction(float4 bi, float4 bj, float3 ai,
                                                      float softening2) {
  float3 r;
  r.x = bj.x - bi.x;
  r.y = bj.y - bi.y;
  r.z = bj.z - bi.z;
  float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + softening2;
  float invDist = rsqrtf(distSqr);
  float invDistCube = invDist * invDist * invDist;
  float s = bj.w * invDistCube;
  ai.x += r.x * s;
  ai.y += r.y * s;
  ai.z += r.z * s;
  return ai;
}

__global__ void __launch_bounds__(BLOCK_SIZE)
integrateBodies(float4 *__restrict__ newPos, float4 *__restrict__ newVel,
                const float4 *__restrict__ oldPos, const float4 *__restrict__ oldVel,
                NBodyParams params, int numBodies) {
  extern __shared__ float4 sharedPos[];
  const int index = blockIdx.x * blockDim.x + threadIdx.x;
  float4 pos = oldPos[index];
  float3 acc = make_float3(0.0f, 0.0f, 0.0f);

  for (int tile = 0; tile < numBodies / (int)blockDim.x; ++tile) {
    sharedPos[threadIdx.x] = oldPos[tile * blockDim.x + threadIdx.x];
    __syncthreads();
#pragma unroll 8
    for (int j = 0; j < blockDim.x; ++j)
      acc = bodyBodyInteraction(pos, sharedPos[j], acc, params.softening2);
    __syncthreads();
  }

  float4 vel = oldVel[index];
  vel.x = (vel.x + acc.x * params.dt) * params.damping;
  vel.y = (vel.y + acc.y * params.dt) * params.damping;
  vel.z = (vel.z + acc.z * params.dt) * params.damping;
  pos.x += vel.x * params.dt;
  pos.y += vel.y * params.dt;
  pos.z += vel.z * params.dt;
  newPos[index] = pos;
  newVel[index] = vel;
}

__global__ void kineticEnergy(const float4 *__restrict__ pos, const float4 *__restrict__ vel,
                              int numBodies, float *energy) {
  __shared__ float partial[BLOCK_SIZE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float e = 0.0f;
  if (i < numBodies) {
    float4 v = vel[i];
    e = 0.5f * pos[i].w * (v.x * v.x + v.y * v.y + v.z * v.z);
  }
  partial[threadIdx.x] = e;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    atomicAdd(energy, partial[0]);
}

static void randomizeBodies(float4 *pos, float4 *vel, int n) {
  srand(1234);
  for (int i = 0; i < n; ++i) {
    float theta = 2.0f * (float)M_PI * (rand() / (float)RAND_MAX);
    float radius = 1.0f + 10.0f * (rand() / (float)RAND_MAX);
    pos[i].x = radius * cosf(theta);
    pos[i].y = radius * sinf(theta);
    pos[i].z = 0.1f * (rand() / (float)RAND_MAX - 0.5f);
    pos[i].w = 0.5f + rand() / (float)RAND_MAX; /* mass */
    vel[i].x = -0.1f * pos[i].y;
    vel[i].y = 0.1f * pos[i].x;
    vel[i].z = 0.0f;
    vel[i].w = 0.0f;
  }
}

static void integrateCPU(float4 *pos, float4 *vel, int n, NBodyParams p) {
  float4 *np = (float4 *)malloc(n * sizeof(float4));
  for (int i = 0; i < n; ++i) {
    double ax = 0, ay = 0, az = 0;
    for (int j = 0; j < n; ++j) {
      double dx = pos[j].x - pos[i].x, dy = pos[j].y - pos[i].y, dz = pos[j].z - pos[i].z;
      double d2 = dx * dx + dy * dy + dz * dz + p.softening2;
      double s = pos[j].w / (d2 * sqrt(d2));
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    np[i] = pos[i];
    vel[i].x = (vel[i].x + (float)ax * p.dt) * p.damping;
    vel[i].y = (vel[i].y + (float)ay * p.dt) * p.damping;
    vel[i].z = (vel[i].z + (float)az * p.dt) * p.damping;
    np[i].x += vel[i].x * p.dt;
    np[i].y += vel[i].y * p.dt;
    np[i].z += vel[i].z * p.dt;
  }
  for (int i = 0; i < n; ++i)
    pos[i] = np[i];
  free(np);
}

static double seconds() {
  struct timeval tp;
  gettimeofday(&tp, NULL);
  return (double)tp.tv_sec + (double)tp.tv_usec * 1.e-6;
}

int main(int argc, char **argv) {
  const int n = NUM_BODIES;
  NBodyParams params;
  params.dt = 0.001f;
  params.damping = 0.9995f;
  params.softening2 = 0.01f * 0.01f;

  cudaDeviceProp prop;
  checkCuda(cudaGetDeviceProperties(&prop, 0));
  printf("Device: %s (%d SMs)\n", prop.name, prop.multiProcessorCount);

  size_t bytes = n * sizeof(float4);
  float4 *hPos = (float4 *)malloc(bytes), *hVel = (float4 *)malloc(bytes);
  float4 *hPosGpu = (float4 *)malloc(bytes);
  randomizeBodies(hPos, hVel, n);

  float4 *dPos[2], *dVel[2];
  float *dEnergy;
  for (int b = 0; b < 2; ++b) {
    checkCuda(cudaMalloc((void **)&dPos[b], bytes));
    checkCuda(cudaMalloc((void **)&dVel[b], bytes));
  }
  checkCuda(cudaMalloc((void **)&dEnergy, sizeof(float)));
  checkCuda(cudaMemcpy(dPos[0], hPos, bytes, cudaMemcpyHostToDevice));
  checkCuda(cudaMemcpy(dVel[0], hVel, bytes, cudaMemcpyHostToDevice));

  int numBlocks = (n + BLOCK_SIZE - 1) / BLOCK_SIZE;
  size_t sharedMemSize = BLOCK_SIZE * sizeof(float4);
  int cur = 0;

  double t0 = seconds();
  for (int step = 0; step < NUM_STEPS; ++step) {
    integrateBodies<<<numBlocks, BLOCK_SIZE, sharedMemSize>>>(dPos[1 - cur], dVel[1 - cur],
                                                              dPos[cur], dVel[cur], params, n);
    cur = 1 - cur;
  }
  checkCuda(cudaGetLastError());
  checkCuda(cudaDeviceSynchronize());
  double t1 = seconds();
  double interactions = (double)n * n * NUM_STEPS;
  printf("%d bodies, %d steps: %.3f ms, %.2f billion interactions/s\n", n, NUM_STEPS,
         1e3 * (t1 - t0), interactions / (t1 - t0) * 1e-9);

  float energy = 0.0f;
  checkCuda(cudaMemset(dEnergy, 0, sizeof(float)));
  kineticEnergy<<<numBlocks, BLOCK_SIZE>>>(dPos[cur], dVel[cur], n, dEnergy);
  checkCuda(cudaMemcpy(&energy, dEnergy, sizeof(float), cudaMemcpyDeviceToHost));
  checkCuda(cudaMemcpy(hPosGpu, dPos[cur], bytes, cudaMemcpyDeviceToHost));

  /* The CPU reference is O(n^2) per step: check one step on a prefix only if large. */
  int checkSteps = n <= 4096 ? NUM_STEPS : 0;
  for (int step = 0; step < checkSteps; ++step)
    integrateCPU(hPos, hVel, n, params);
  double err = 0.0;
  if (checkSteps)
    for (int i = 0; i < n; ++i)
      err = fmax(err, fabs(hPos[i].x - hPosGpu[i].x) + fabs(hPos[i].y - hPosGpu[i].y) +
                          fabs(hPos[i].z - hPosGpu[i].z));
  printf("kinetic energy %g, max position error %g\n", energy, err);

  for (int b = 0; b < 2; ++b) {
    cudaFree(dPos[b]);
    cudaFree(dVel[b]);
  }
  cudaFree(dEnergy);
  free(hPos);
  free(hVel);
  free(hPosGpu);
  return err < 1e-3 ? 0 : 1;
}
