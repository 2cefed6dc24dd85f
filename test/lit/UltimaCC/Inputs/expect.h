// Self-checks for the ultima-cc API tests: EXPECT prints what failed; each
// program ends with DONE(), which prints "OK" only when nothing did.
#include <cstdio>
static int failures = 0;
#define EXPECT(cond)                                                                    \
  do {                                                                                  \
    if (!(cond)) {                                                                      \
      ++failures;                                                                       \
      std::printf("FAILED line %d: %s\n", __LINE__, #cond);                             \
    }                                                                                   \
  } while (0)
#define EXPECT_ERR(call, code)                                                          \
  do {                                                                                  \
    cudaError_t e_ = (call);                                                            \
    if (e_ != (code)) {                                                                 \
      ++failures;                                                                       \
      std::printf("FAILED line %d: %s gave %s, expected %s\n", __LINE__, #call,         \
                  cudaGetErrorName(e_), #code);                                         \
    }                                                                                   \
  } while (0)
#define EXPECT_OK() (failures == 0)
#define DONE() (std::printf(failures ? "FAILURES: %d\n" : "OK\n", failures), failures != 0)
