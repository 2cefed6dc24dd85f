/* Provided by the ultima prelude (kernels/cuda/__ultima_prelude.h). */
#pragma once
