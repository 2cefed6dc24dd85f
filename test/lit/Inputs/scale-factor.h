// Mock project header for the CLI -I tests.
#ifndef SCALE_FACTOR_H
#define SCALE_FACTOR_H
#define SCALE_FACTOR 2.0f
__device__ inline float scaled(float x) { return x * SCALE_FACTOR; }
#endif
