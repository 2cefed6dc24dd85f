/* <curand.h>: cuRAND's types (docs/cuda-libraries.md#curand). */
#pragma once
#include <__ultima_curand/types.h>
