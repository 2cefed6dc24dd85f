/* NVTX 3 spells its header nvtx3/nvToolsExt.h: the same no-op API. */
#include <nvToolsExt.h>
