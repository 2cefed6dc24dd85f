/* assert() in device code; the translator drops it unless asked to keep it. */
#pragma once
extern "C" __ULTIMA_BUILTIN__ void __ultima_assert(int);
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) __ultima_assert(!!(e))
#endif
