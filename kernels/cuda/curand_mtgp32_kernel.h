/* <curand_mtgp32_kernel.h>: MTGP32's device functions (docs/cuda-libraries.md#mtgp32). */
#pragma once
#ifndef CURAND_MTGP32_KERNEL_H
#define CURAND_MTGP32_KERNEL_H
#endif
#include <__ultima_curand/mtgp32.h>
