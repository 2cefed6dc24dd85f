/* assert() in device code (CUDA C++ Programming Guide, "Assertion"): a
   failed check prints CUDA's message (file, line, function, block, thread,
   expression) and leaves cudaErrorAssert for the host
   (__ultima_device_runtime.h). The translator and the runtime define NDEBUG
   unless asked to keep assertions (--keep-asserts); ultima-cc keeps them, as
   nvcc does. Host code (__ULTIMA_CC_HOST__) gets the C library's.
   The shape is glibc's: a conditional whose condition is converted to bool
   as C++ requires (an explicit operator bool is accepted). */
#ifdef __ULTIMA_CC_HOST__
#include_next <assert.h>
#else
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
extern "C" __host__ __ULTIMA_BUILTIN__ void __ultima_assert_fail(const char *expression,
                                                        const char *function);
#define assert(e)                                                              \
  (static_cast<bool>(e) ? (void)0                                              \
                        : (__ultima_assert_fail(#e, __PRETTY_FUNCTION__),      \
                           (void)(__ultima_device_status = 710)))
#endif
#endif
