/* gramschmidt.h: QR decomposition by modified Gram-Schmidt. A: M x N, R: N x N, Q: M x N. */
#ifndef GRAMSCHMIDT_H
#define GRAMSCHMIDT_H

#ifdef MINI_DATASET
#define M 40
#define N 32
#elif defined(LARGE_DATASET)
#define M 2048
#define N 2048
#else
#define M 512
#define N 512
#endif

#define NORM_BLOCK 256
#define DIM_THREAD_BLOCK_X 256
#define DIM_THREAD_BLOCK_Y 1

typedef float DATA_TYPE;

#endif
