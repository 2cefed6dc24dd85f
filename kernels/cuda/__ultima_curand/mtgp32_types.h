/* MTGP32's types and constants (cuRAND documentation, "Device API",
   "MTGP32"): the parameter sets of the Mersenne exponent 11213, the kernel
   parameter table and the per-block state. Plain C, shared by host and device
   code (docs/cuda-libraries.md#mtgp32). */
#pragma once

#define MTGPDC_MEXP 11213
#define MTGPDC_N 351
#define MTGPDC_FLOOR_2P 256
#define MTGPDC_CEIL_2P 512
#define MTGPDC_PARAM_TABLE mtgp32dc_params_fast_11213
#define MTGP32_STATE_SIZE 1024
#define MTGP32_STATE_MASK 1023
#define CURAND_NUM_MTGP32_PARAMS 200
#define MEXP 11213
#define THREAD_NUM MTGPDC_FLOOR_2P
#define LARGE_SIZE (THREAD_NUM * 3)
#define BLOCK_NUM_MAX CURAND_NUM_MTGP32_PARAMS
#define TBL_SIZE 16

/* One parameter set: the recursion's shifts and table, the tempering table
   and its float form ((t >> 9) | 0x3f800000). */
struct mtgp32_params_fast {
  int mexp;
  int pos;
  int sh1;
  int sh2;
  unsigned int tbl[16];
  unsigned int tmp_tbl[16];
  unsigned int flt_tmp_tbl[16];
  unsigned int mask;
  unsigned char poly_sha1[21];
};
typedef struct mtgp32_params_fast mtgp32_params_fast_t;

/* The sets rearranged per field, as curandMakeMTGP32Constants writes them. */
struct mtgp32_kernel_params {
  unsigned int pos_tbl[CURAND_NUM_MTGP32_PARAMS];
  unsigned int param_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
  unsigned int temper_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
  unsigned int single_temper_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
  unsigned int sh1_tbl[CURAND_NUM_MTGP32_PARAMS];
  unsigned int sh2_tbl[CURAND_NUM_MTGP32_PARAMS];
  unsigned int mask[1];
};
typedef struct mtgp32_kernel_params mtgp32_kernel_params_t;

/* A block's state: the ring of the last words, the position in it, and the
   block's parameter set. cuRAND's state points to the kernel parameter table
   instead; an OpenCL 1.2 kernel cannot follow a device pointer read from
   memory, so curandMakeMTGP32KernelState copies the set into each state. */
struct curandStateMtgp32 {
  unsigned int s[MTGP32_STATE_SIZE];
  int offset;
  int pIdx;
  unsigned int pos;
  unsigned int sh1;
  unsigned int sh2;
  unsigned int mask;
  unsigned int param_tbl[TBL_SIZE];
  unsigned int temper_tbl[TBL_SIZE];
  unsigned int single_temper_tbl[TBL_SIZE];
};
typedef struct curandStateMtgp32 curandStateMtgp32_t;
