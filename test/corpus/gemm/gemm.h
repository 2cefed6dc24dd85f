/* gemm.h: problem sizes and types shared by the host and the device code. */
#ifndef GEMM_H
#define GEMM_H

#if defined(MINI_DATASET)
#define NI 64
#define NJ 64
#define NK 64
#elif defined(SMALL_DATASET)
#define NI 256
#define NJ 256
#define NK 256
#elif defined(LARGE_DATASET)
#define NI 2048
#define NJ 2048
#define NK 2048
#else /* STANDARD_DATASET */
#define NI 512
#define NJ 512
#define NK 512
#endif

/* Thread block dimensions */
#define DIM_THREAD_BLOCK_X 32
#define DIM_THREAD_BLOCK_Y 8

/* Tile edge of the shared-memory kernel */
#define TILE_DIM 16

typedef float DATA_TYPE;

#define ALPHA 32412.0f
#define BETA 2123.0f

#endif
