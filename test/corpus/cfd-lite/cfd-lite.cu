/*
 * cfd-lite.cu - explicit finite-volume Euler solver on a structured 2-D mesh
 * (in the style of Rodinia's euler3d, reduced to a regular grid).
 *
 * Variables are stored as structure of arrays: variables[v * nelr + i].
 * Per iteration: save the old state; per RK stage compute the step factor,
 * the fluxes over the four faces of each cell (central flux + artificial
 * viscosity, far-field state from __constant__ memory filled by the host)
 * and the update. A last kernel records the maximum wave speed in a
 * __device__ variable with an atomicCAS loop.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>
#include "cfd.h"

#define CUDA_SAFE_CALL(call)                                                   \
  do {                                                                         \
    cudaError_t e = call;                                                      \
    if (e != cudaSuccess) {                                                    \
      fprintf(stderr, "Cuda error in file '%s' in line %i : %s.\n", __FILE__, \
              __LINE__, cudaGetErrorString(e));                                \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

/* Far-field state and its flux contributions, filled with cudaMemcpyToSymbol. */
__constant__ float ff_variable[NVAR];
__constant__ float3 ff_flux_contribution_momentum_x[1];
__constant__ float3 ff_flux_contribution_momentum_y[1];
__constant__ float3 ff_flux_contribution_momentum_z[1];
__constant__ float3 ff_flux_contribution_density_energy[1];

/* Largest |u| + c seen by the last diagnostic pass. */
__device__ float d_max_speed;

__host__ __device__ inline float3 operator+(float3 a, float3 b) {
  return make_float3(a.x + b.x, a.y + b.y, a.z + b.z);
}
__host__ __device__ inline float3 operator*(float s, float3 a) {
  return make_float3(s * a.x, s * a.y, s * a.z);
}
__host__ __device__ inline float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__device__ __host__ inline float3 compute_velocity(float density, float3 momentum) {
  return (1.0f / density) * momentum;
}
__device__ __host__ inline float compute_speed_sqd(float3 velocity) { return dot(velocity, velocity); }
__device__ __host__ inline float compute_pressure(float density, float density_energy,
                                                  float speed_sqd) {
  return (GAMMA - 1.0f) * (density_energy - 0.5f * density * speed_sqd);
}
__device__ __host__ inline float compute_speed_of_sound(float density, float pressure) {
  return sqrtf(GAMMA * pressure / density);
}

__device__ __host__ inline void compute_flux_contribution(float density, float3 momentum,
                                                          float density_energy, float pressure,
                                                          float3 velocity, float3 &fc_momentum_x,
                                                          float3 &fc_momentum_y,
                                                          float3 &fc_momentum_z,
                                                          float3 &fc_density_energy) {
  fc_momentum_x.x = velocity.x * momentum.x + pressure;
  fc_momentum_x.y = velocity.x * momentum.y;
  fc_momentum_x.z = velocity.x * momentum.z;
  fc_momentum_y.x = fc_momentum_x.y;
  fc_momentum_y.y = velocity.y * momentum.y + pressure;
  fc_momentum_y.z = velocity.y * momentum.z;
  fc_momentum_z.x = fc_momentum_x.z;
  fc_momentum_z.y = fc_momentum_y.z;
  fc_momentum_z.z = velocity.z * momentum.z + pressure;
  const float de_p = density_energy + pressure;
  fc_density_energy = de_p * velocity;
}

__device__ inline void atomicMaxFloat(float *addr, float value) {
  int *address_as_int = (int *)addr;
  int old = *address_as_int, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value)
      break;
    old = atomicCAS(address_as_int, assumed, __float_as_int(value));
  } while (assumed != old);
}

__global__ void cuda_initialize_variables(int nelr, float *variables) {
  const int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i >= nelr)
    return;
  for (int j = 0; j < NVAR; j++)
    variables[i + j * nelr] = ff_variable[j];
}

__global__ void cuda_compute_step_factor(int nelr, const float *variables, const float *areas,
                                         float *step_factors) {
  const int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i >= nelr)
    return;
  float density = variables[i + VAR_DENSITY * nelr];
  float3 momentum = make_float3(variables[i + (VAR_MOMENTUM + 0) * nelr],
                                variables[i + (VAR_MOMENTUM + 1) * nelr],
                                variables[i + (VAR_MOMENTUM + 2) * nelr]);
  float density_energy = variables[i + VAR_DENSITY_ENERGY * nelr];
  float3 velocity = compute_velocity(density, momentum);
  float speed_sqd = compute_speed_sqd(velocity);
  float pressure = compute_pressure(density, density_energy, speed_sqd);
  float speed_of_sound = compute_speed_of_sound(density, pressure);
  step_factors[i] = 0.5f / (sqrtf(areas[i]) * (sqrtf(speed_sqd) + speed_of_sound));
}

__global__ void __launch_bounds__(BLOCK_SIZE_2)
cuda_compute_flux(int nelr, int nx, int ny, const float *__restrict__ normals,
                  const float *__restrict__ variables, float *__restrict__ fluxes) {
  const float smoothing_coefficient = 0.2f;
  const int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i >= nelr)
    return;
  const int cx = i % nx, cy = i / nx;

  float density_i = variables[i + VAR_DENSITY * nelr];
  float3 momentum_i = make_float3(variables[i + (VAR_MOMENTUM + 0) * nelr],
                                  variables[i + (VAR_MOMENTUM + 1) * nelr],
                                  variables[i + (VAR_MOMENTUM + 2) * nelr]);
  float density_energy_i = variables[i + VAR_DENSITY_ENERGY * nelr];
  float3 velocity_i = compute_velocity(density_i, momentum_i);
  float speed_sqd_i = compute_speed_sqd(velocity_i);
  float speed_i = sqrtf(speed_sqd_i);
  float pressure_i = compute_pressure(density_i, density_energy_i, speed_sqd_i);
  float speed_of_sound_i = compute_speed_of_sound(density_i, pressure_i);
  float3 fc_i_momentum_x, fc_i_momentum_y, fc_i_momentum_z, fc_i_density_energy;
  compute_flux_contribution(density_i, momentum_i, density_energy_i, pressure_i, velocity_i,
                            fc_i_momentum_x, fc_i_momentum_y, fc_i_momentum_z,
                            fc_i_density_energy);

  float flux_i_density = 0.0f, flux_i_density_energy = 0.0f;
  float3 flux_i_momentum = make_float3(0.0f, 0.0f, 0.0f);

  const int nb_dx[NNB] = {-1, 1, 0, 0};
  const int nb_dy[NNB] = {0, 0, -1, 1};
#pragma unroll
  for (int j = 0; j < NNB; j++) {
    float3 normal = make_float3(normals[i + (j + 0 * NNB) * nelr], normals[i + (j + 1 * NNB) * nelr],
                                normals[i + (j + 2 * NNB) * nelr]);
    float normal_len = sqrtf(dot(normal, normal));
    int nx_ = cx + nb_dx[j], ny_ = cy + nb_dy[j];

    float density_nb, density_energy_nb;
    float3 momentum_nb, fc_nb_momentum_x, fc_nb_momentum_y, fc_nb_momentum_z, fc_nb_density_energy;
    float speed_nb, speed_of_sound_nb;
    if (nx_ >= 0 && nx_ < nx && ny_ >= 0 && ny_ < ny) {
      int nb = ny_ * nx + nx_;
      density_nb = variables[nb + VAR_DENSITY * nelr];
      momentum_nb = make_float3(variables[nb + (VAR_MOMENTUM + 0) * nelr],
                                variables[nb + (VAR_MOMENTUM + 1) * nelr],
                                variables[nb + (VAR_MOMENTUM + 2) * nelr]);
      density_energy_nb = variables[nb + VAR_DENSITY_ENERGY * nelr];
      float3 velocity_nb = compute_velocity(density_nb, momentum_nb);
      float speed_sqd_nb = compute_speed_sqd(velocity_nb);
      float pressure_nb = compute_pressure(density_nb, density_energy_nb, speed_sqd_nb);
      speed_nb = sqrtf(speed_sqd_nb);
      speed_of_sound_nb = compute_speed_of_sound(density_nb, pressure_nb);
      compute_flux_contribution(density_nb, momentum_nb, density_energy_nb, pressure_nb,
                                velocity_nb, fc_nb_momentum_x, fc_nb_momentum_y,
                                fc_nb_momentum_z, fc_nb_density_energy);
    } else {
      /* Far field: the state and its flux contributions come from constant memory. */
      density_nb = ff_variable[VAR_DENSITY];
      momentum_nb = make_float3(ff_variable[VAR_MOMENTUM + 0], ff_variable[VAR_MOMENTUM + 1],
                                ff_variable[VAR_MOMENTUM + 2]);
      density_energy_nb = ff_variable[VAR_DENSITY_ENERGY];
      float3 velocity_nb = compute_velocity(density_nb, momentum_nb);
      float speed_sqd_nb = compute_speed_sqd(velocity_nb);
      float pressure_nb = compute_pressure(density_nb, density_energy_nb, speed_sqd_nb);
      speed_nb = sqrtf(speed_sqd_nb);
      speed_of_sound_nb = compute_speed_of_sound(density_nb, pressure_nb);
      fc_nb_momentum_x = ff_flux_contribution_momentum_x[0];
      fc_nb_momentum_y = ff_flux_contribution_momentum_y[0];
      fc_nb_momentum_z = ff_flux_contribution_momentum_z[0];
      fc_nb_density_energy = ff_flux_contribution_density_energy[0];
    }

    /* Artificial viscosity. */
    float factor = -normal_len * smoothing_coefficient * 0.5f *
                   (speed_i + sqrtf(dot(momentum_nb, momentum_nb)) / density_nb +
                    speed_of_sound_i + speed_of_sound_nb);
    flux_i_density += factor * (density_i - density_nb);
    flux_i_density_energy += factor * (density_energy_i - density_energy_nb);
    flux_i_momentum = flux_i_momentum + factor * make_float3(momentum_i.x - momentum_nb.x,
                                                             momentum_i.y - momentum_nb.y,
                                                             momentum_i.z - momentum_nb.z);
    (void)speed_nb;

    /* Central flux. */
    float3 de_p = fc_nb_density_energy + fc_i_density_energy;
    flux_i_density += 0.5f * dot(normal, momentum_nb + momentum_i);
    flux_i_density_energy += 0.5f * dot(normal, de_p);
    flux_i_momentum.x += 0.5f * dot(normal, fc_nb_momentum_x + fc_i_momentum_x);
    flux_i_momentum.y += 0.5f * dot(normal, fc_nb_momentum_y + fc_i_momentum_y);
    flux_i_momentum.z += 0.5f * dot(normal, fc_nb_momentum_z + fc_i_momentum_z);
  }

  fluxes[i + VAR_DENSITY * nelr] = flux_i_density;
  fluxes[i + (VAR_MOMENTUM + 0) * nelr] = flux_i_momentum.x;
  fluxes[i + (VAR_MOMENTUM + 1) * nelr] = flux_i_momentum.y;
  fluxes[i + (VAR_MOMENTUM + 2) * nelr] = flux_i_momentum.z;
  fluxes[i + VAR_DENSITY_ENERGY * nelr] = flux_i_density_energy;
}

__global__ void cuda_time_step(int j, int nelr, const float *old_variables, float *variables,
                               const float *step_factors, const float *fluxes) {
  const int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i >= nelr)
    return;
  float factor = step_factors[i] / float(RK + 1 - j);
#pragma unroll
  for (int v = 0; v < NVAR; ++v)
    variables[i + v * nelr] = old_variables[i + v * nelr] + factor * fluxes[i + v * nelr];
}

__global__ void cuda_max_wave_speed(int nelr, const float *variables) {
  const int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i >= nelr)
    return;
  float density = variables[i + VAR_DENSITY * nelr];
  float3 momentum = make_float3(variables[i + (VAR_MOMENTUM + 0) * nelr],
                                variables[i + (VAR_MOMENTUM + 1) * nelr],
                                variables[i + (VAR_MOMENTUM + 2) * nelr]);
  float3 velocity = compute_velocity(density, momentum);
  float speed_sqd = compute_speed_sqd(velocity);
  float pressure = compute_pressure(density, variables[i + VAR_DENSITY_ENERGY * nelr], speed_sqd);
  atomicMaxFloat(&d_max_speed, sqrtf(speed_sqd) + compute_speed_of_sound(density, pressure));
}

static double wtime() {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return tv.tv_sec + 1e-6 * tv.tv_usec;
}

int main(int argc, char **argv) {
  const int nx = NX, ny = NY, nelr = NX * NY;

  /* Far-field conditions. */
  float h_ff_variable[NVAR];
  const float angle_of_attack = (float)(M_PI / 180.0) * deg_angle_of_attack;
  h_ff_variable[VAR_DENSITY] = 1.4f;
  float ff_pressure = 1.0f;
  float ff_speed_of_sound = sqrtf(GAMMA * ff_pressure / h_ff_variable[VAR_DENSITY]);
  float ff_speed = ff_mach * ff_speed_of_sound;
  float3 ff_velocity = make_float3(ff_speed * cosf(angle_of_attack), ff_speed * sinf(angle_of_attack), 0.0f);
  h_ff_variable[VAR_MOMENTUM + 0] = h_ff_variable[VAR_DENSITY] * ff_velocity.x;
  h_ff_variable[VAR_MOMENTUM + 1] = h_ff_variable[VAR_DENSITY] * ff_velocity.y;
  h_ff_variable[VAR_MOMENTUM + 2] = h_ff_variable[VAR_DENSITY] * ff_velocity.z;
  h_ff_variable[VAR_DENSITY_ENERGY] =
      h_ff_variable[VAR_DENSITY] * (0.5f * ff_speed * ff_speed) + ff_pressure / (GAMMA - 1.0f);
  float3 h_ff_momentum = make_float3(h_ff_variable[VAR_MOMENTUM + 0], h_ff_variable[VAR_MOMENTUM + 1],
                                     h_ff_variable[VAR_MOMENTUM + 2]);
  float3 h_fc_x, h_fc_y, h_fc_z, h_fc_e;
  compute_flux_contribution(h_ff_variable[VAR_DENSITY], h_ff_momentum,
                            h_ff_variable[VAR_DENSITY_ENERGY], ff_pressure, ff_velocity, h_fc_x,
                            h_fc_y, h_fc_z, h_fc_e);
  CUDA_SAFE_CALL(cudaMemcpyToSymbol(ff_variable, h_ff_variable, NVAR * sizeof(float)));
  CUDA_SAFE_CALL(cudaMemcpyToSymbol(ff_flux_contribution_momentum_x, &h_fc_x, sizeof(float3)));
  CUDA_SAFE_CALL(cudaMemcpyToSymbol(ff_flux_contribution_momentum_y, &h_fc_y, sizeof(float3)));
  CUDA_SAFE_CALL(cudaMemcpyToSymbol(ff_flux_contribution_momentum_z, &h_fc_z, sizeof(float3)));
  CUDA_SAFE_CALL(cudaMemcpyToSymbol(ff_flux_contribution_density_energy, &h_fc_e, sizeof(float3)));

  /* Mesh: unit cells with outward face normals scaled by the face length. */
  float *h_areas = (float *)malloc(nelr * sizeof(float));
  float *h_normals = (float *)malloc(nelr * NDIM * NNB * sizeof(float));
  const float h = 1.0f / nx;
  for (int i = 0; i < nelr; i++) {
    h_areas[i] = h * h;
    const float nxs[NNB] = {-h, h, 0, 0}, nys[NNB] = {0, 0, -h, h};
    for (int j = 0; j < NNB; j++) {
      h_normals[i + (j + 0 * NNB) * nelr] = nxs[j];
      h_normals[i + (j + 1 * NNB) * nelr] = nys[j];
      h_normals[i + (j + 2 * NNB) * nelr] = 0.0f;
    }
  }

  float *areas, *normals, *variables, *old_variables, *fluxes, *step_factors;
  CUDA_SAFE_CALL(cudaMalloc((void **)&areas, nelr * sizeof(float)));
  CUDA_SAFE_CALL(cudaMalloc((void **)&normals, nelr * NDIM * NNB * sizeof(float)));
  CUDA_SAFE_CALL(cudaMalloc((void **)&variables, nelr * NVAR * sizeof(float)));
  CUDA_SAFE_CALL(cudaMalloc((void **)&old_variables, nelr * NVAR * sizeof(float)));
  CUDA_SAFE_CALL(cudaMalloc((void **)&fluxes, nelr * NVAR * sizeof(float)));
  CUDA_SAFE_CALL(cudaMalloc((void **)&step_factors, nelr * sizeof(float)));
  CUDA_SAFE_CALL(cudaMemcpy(areas, h_areas, nelr * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(normals, h_normals, nelr * NDIM * NNB * sizeof(float), cudaMemcpyHostToDevice));

  dim3 Dg1((nelr + BLOCK_SIZE_1 - 1) / BLOCK_SIZE_1), Db1(BLOCK_SIZE_1);
  dim3 Dg2((nelr + BLOCK_SIZE_2 - 1) / BLOCK_SIZE_2), Db2(BLOCK_SIZE_2);
  cuda_initialize_variables<<<Dg1, Db1>>>(nelr, variables);
  CUDA_SAFE_CALL(cudaGetLastError());

  double start = wtime();
  for (int it = 0; it < ITERATIONS; it++) {
    CUDA_SAFE_CALL(cudaMemcpy(old_variables, variables, nelr * NVAR * sizeof(float),
                              cudaMemcpyDeviceToDevice));
    cuda_compute_step_factor<<<Dg1, Db1>>>(nelr, variables, areas, step_factors);
    for (int j = 0; j < RK; j++) {
      cuda_compute_flux<<<Dg2, Db2>>>(nelr, nx, ny, normals, variables, fluxes);
      cuda_time_step<<<Dg1, Db1>>>(j, nelr, old_variables, variables, step_factors, fluxes);
    }
  }
  CUDA_SAFE_CALL(cudaDeviceSynchronize());
  double end = wtime();
  printf("%d iterations: %.3f s\n", ITERATIONS, end - start);

  float zero = 0.0f, max_speed = 0.0f;
  CUDA_SAFE_CALL(cudaMemcpyToSymbol(d_max_speed, &zero, sizeof(float)));
  cuda_max_wave_speed<<<Dg1, Db1>>>(nelr, variables);
  CUDA_SAFE_CALL(cudaMemcpyFromSymbol(&max_speed, d_max_speed, sizeof(float)));

  /* A uniform far-field flow is a steady state: the solution must not move. */
  float *h_variables = (float *)malloc(nelr * NVAR * sizeof(float));
  CUDA_SAFE_CALL(cudaMemcpy(h_variables, variables, nelr * NVAR * sizeof(float), cudaMemcpyDeviceToHost));
  double drift = 0.0;
  for (int v = 0; v < NVAR; v++)
    for (int i = 0; i < nelr; i++)
      drift = fmax(drift, fabs(h_variables[i + v * nelr] - h_ff_variable[v]));
  printf("max wave speed %g (expected %g), drift %g: %s\n", max_speed,
         ff_speed + ff_speed_of_sound, drift, drift < 1e-3 ? "PASS" : "FAIL");

  cudaFree(areas);
  cudaFree(normals);
  cudaFree(variables);
  cudaFree(old_variables);
  cudaFree(fluxes);
  cudaFree(step_factors);
  free(h_areas);
  free(h_normals);
  free(h_variables);
  return 0;
}
