/* 2mm.h: D := alpha*A*B*C + beta*D -- sizes and types for host and device. */
#ifndef TWOMM_H
#define TWOMM_H

#ifdef MINI_DATASET
#define NI 32
#define NJ 40
#define NK 48
#define NL 56
#elif defined(LARGE_DATASET)
#define NI 2048
#define NJ 2048
#define NK 2048
#define NL 2048
#else
#define NI 512
#define NJ 512
#define NK 512
#define NL 512
#endif

#define DIM_THREAD_BLOCK_X 32
#define DIM_THREAD_BLOCK_Y 8

typedef float DATA_TYPE;

#endif /* TWOMM_H */
