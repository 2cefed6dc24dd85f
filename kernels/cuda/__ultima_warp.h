/* CUDA warp-level functions (declarations only); lowered by tool/lib/Builtins/WarpBuiltins.cpp. */
#ifndef __ULTIMA_WARP_H
#define __ULTIMA_WARP_H
#endif
