/* <curand.h>: cuRAND's host API (docs/cuda-libraries.md#curand), implemented by
   libultima-curand, which ultima-cc links when a program calls it. Generators:
   XORWOW (the default), MRG32k3a, Philox4_32_10, MTGP32 (ultima's own
   parameter sets), Sobol32 and Sobol64 (Joe and Kuo's direction numbers,
   20000 dimensions). MT19937 and the scrambled Sobol generators give
   CURAND_STATUS_TYPE_ERROR. */
#pragma once
/* The toolkit header's include guard, which programs test (helper_cuda.h). */
#ifndef CURAND_H_
#define CURAND_H_
#endif
#include <cuda_runtime_api.h>
#include <__ultima_curand/types.h>

struct __ultima_curand_generator;
typedef struct __ultima_curand_generator *curandGenerator_t;

struct __ultima_curand_distribution;
typedef struct __ultima_curand_distribution *curandDiscreteDistribution_t;

#define CURANDAPI

#ifdef __cplusplus
extern "C" {
#endif
curandStatus_t CURANDAPI curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type);
curandStatus_t CURANDAPI curandCreateGeneratorHost(curandGenerator_t *generator,
                                                   curandRngType_t rng_type);
curandStatus_t CURANDAPI curandDestroyGenerator(curandGenerator_t generator);
curandStatus_t CURANDAPI curandGetVersion(int *version);
curandStatus_t CURANDAPI curandSetStream(curandGenerator_t generator, cudaStream_t stream);
curandStatus_t CURANDAPI curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator,
                                                            unsigned long long seed);
curandStatus_t CURANDAPI curandSetGeneratorOffset(curandGenerator_t generator,
                                                  unsigned long long offset);
curandStatus_t CURANDAPI curandSetGeneratorOrdering(curandGenerator_t generator,
                                                    curandOrdering_t order);
curandStatus_t CURANDAPI curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator,
                                                                 unsigned int num_dimensions);
curandStatus_t CURANDAPI curandGenerateSeeds(curandGenerator_t generator);
curandStatus_t CURANDAPI curandGenerate(curandGenerator_t generator, unsigned int *outputPtr,
                                        size_t num);
curandStatus_t CURANDAPI curandGenerateLongLong(curandGenerator_t generator,
                                                unsigned long long *outputPtr, size_t num);
curandStatus_t CURANDAPI curandGenerateUniform(curandGenerator_t generator, float *outputPtr,
                                               size_t num);
curandStatus_t CURANDAPI curandGenerateUniformDouble(curandGenerator_t generator,
                                                     double *outputPtr, size_t num);
curandStatus_t CURANDAPI curandGenerateNormal(curandGenerator_t generator, float *outputPtr,
                                              size_t n, float mean, float stddev);
curandStatus_t CURANDAPI curandGenerateNormalDouble(curandGenerator_t generator,
                                                    double *outputPtr, size_t n, double mean,
                                                    double stddev);
curandStatus_t CURANDAPI curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr,
                                                 size_t n, float mean, float stddev);
curandStatus_t CURANDAPI curandGenerateLogNormalDouble(curandGenerator_t generator,
                                                       double *outputPtr, size_t n, double mean,
                                                       double stddev);
curandStatus_t CURANDAPI curandGeneratePoisson(curandGenerator_t generator,
                                               unsigned int *outputPtr, size_t n, double lambda);
curandStatus_t CURANDAPI curandGetDirectionVectors32(curandDirectionVectors32_t *vectors[],
                                                     curandDirectionVectorSet_t set);
curandStatus_t CURANDAPI curandGetDirectionVectors64(curandDirectionVectors64_t *vectors[],
                                                     curandDirectionVectorSet_t set);
#ifdef __cplusplus
}
#endif
