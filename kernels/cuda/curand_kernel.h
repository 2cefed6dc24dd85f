/* <curand_kernel.h>: cuRAND's device API (docs/cuda-libraries.md#curand),
   written from cuRAND's documentation in the CUDA subset ultima translates:
   XORWOW (curandState), Philox4_32_10, MRG32k3a, MTGP32 (with ultima's own
   parameter sets), Sobol32 and Sobol64, with curand_init, curand, skip-ahead
   and the uniform, normal, log-normal and Poisson distributions. MT19937,
   the scrambled Sobol generators and discrete distributions are not
   provided. */
#pragma once
#ifndef CURAND_KERNEL_H_
#define CURAND_KERNEL_H_
#endif
#include <curand.h>
#include <__ultima_curand/distributions.h>
#include <__ultima_curand/mtgp32.h>
#include <__ultima_curand/sobol.h>
