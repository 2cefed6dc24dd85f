/* correlation.h: sizes and types for correlation.cu (host and device). */
#ifndef CORRELATION_H
#define CORRELATION_H

#if defined(MINI_DATASET)
#define M 28
#define N 32
#elif defined(LARGE_DATASET)
#define M 2048
#define N 2048
#else
#define M 1024
#define N 1024
#endif

#define DIM_THREAD_BLOCK_KERNEL_1_X 256
#define DIM_THREAD_BLOCK_KERNEL_1_Y 1
#define DIM_THREAD_BLOCK_KERNEL_2_X 256
#define DIM_THREAD_BLOCK_KERNEL_2_Y 1
#define DIM_THREAD_BLOCK_KERNEL_3_X 32
#define DIM_THREAD_BLOCK_KERNEL_3_Y 8
#define DIM_THREAD_BLOCK_KERNEL_4_X 256
#define DIM_THREAD_BLOCK_KERNEL_4_Y 1

typedef float DATA_TYPE;

#endif
