/* Textures and surfaces: declared in __ultima_texture.h (device code may not
   use them: ultima-unsupported-texture, docs/cuda-api.md). */
#pragma once
#include <__ultima_texture.h>
