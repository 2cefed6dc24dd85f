/* Provided by the ultima prelude (kernels/cuda/__ultima_prelude.h): the vector
   types, and the runtime types of driver_types.h and __ultima_texture.h. */
#pragma once
#include <driver_types.h>
#include <__ultima_texture.h>
