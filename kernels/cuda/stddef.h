/* <stddef.h>: size_t and ptrdiff_t come from the ultima prelude. */
#pragma once
#ifndef NULL
#define NULL 0
#endif
#define offsetof(t, m) __builtin_offsetof(t, m)
