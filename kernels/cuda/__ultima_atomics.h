/* CUDA atomic functions (declarations only); lowered by tool/lib/Builtins/AtomicBuiltins.cpp. */
#ifndef __ULTIMA_ATOMICS_H
#define __ULTIMA_ATOMICS_H
#endif
