/* lu.h: sizes and types for lu.cu, shared by the host and the device code. */
#ifndef LU_H
#define LU_H

#ifndef N
#ifdef MINI_DATASET
#define N 40
#else
#define N 1024
#endif
#endif

#define DIM_THREAD_BLOCK_KERNEL_1_X 256
#define DIM_THREAD_BLOCK_KERNEL_1_Y 1
#define DIM_THREAD_BLOCK_KERNEL_2_X 32
#define DIM_THREAD_BLOCK_KERNEL_2_Y 8

/* Edge of the square tiles of the shared-memory variant of lu_kernel2. */
#define LU_TILE 16

typedef float DATA_TYPE;

#endif
