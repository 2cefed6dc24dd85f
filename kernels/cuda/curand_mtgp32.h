/* <curand_mtgp32.h>: MTGP32's types and constants (docs/cuda-libraries.md#mtgp32). */
#pragma once
#ifndef CURAND_MTGP32_H
#define CURAND_MTGP32_H
#endif
#include <__ultima_curand/mtgp32_types.h>
