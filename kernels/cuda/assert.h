/* assert() in device code; the translator drops it unless asked to keep it.
   ultima-cc's host compilation (__ULTIMA_CC_HOST__) gets the C library's. */
#ifdef __ULTIMA_CC_HOST__
#include_next <assert.h>
#else
#pragma once
extern "C" __ULTIMA_BUILTIN__ void __ultima_assert(int);
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) __ultima_assert(!!(e))
#endif
#endif
