/* curandGetDirectionVectors32/64: Joe and Kuo's direction numbers for 20000
   dimensions (cuRAND's JOEKUO6 sets), generated at build time by
   scripts/gen-sobol-direction-vectors.py and assembled into the library. */
#include <__ultima_curand/types.h>

// As <curand.h> declares them; that header needs the CUDA host environment.
extern "C" curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t *vectors[],
                                                      curandDirectionVectorSet_t set);
extern "C" curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t *vectors[],
                                                      curandDirectionVectorSet_t set);

// The tables, from the generated files (ULTIMA_SOBOL32_BIN, ULTIMA_SOBOL64_BIN).
__asm__(".section .rodata\n"
        ".balign 16\n"
        "ultima_sobol32_joekuo6:\n"
        ".incbin \"" ULTIMA_SOBOL32_BIN "\"\n"
        ".balign 16\n"
        "ultima_sobol64_joekuo6:\n"
        ".incbin \"" ULTIMA_SOBOL64_BIN "\"\n"
        ".previous\n");
extern "C" const unsigned int ultima_sobol32_joekuo6[20000][32] __asm__("ultima_sobol32_joekuo6");
extern "C" const unsigned long long
    ultima_sobol64_joekuo6[20000][64] __asm__("ultima_sobol64_joekuo6");

extern "C" curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t *vectors[],
                                                      curandDirectionVectorSet_t set) {
  if (!vectors)
    return CURAND_STATUS_OUT_OF_RANGE;
  if (set != CURAND_DIRECTION_VECTORS_32_JOEKUO6)
    return CURAND_STATUS_OUT_OF_RANGE;
  *vectors = const_cast<curandDirectionVectors32_t *>(ultima_sobol32_joekuo6);
  return CURAND_STATUS_SUCCESS;
}

extern "C" curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t *vectors[],
                                                      curandDirectionVectorSet_t set) {
  if (!vectors)
    return CURAND_STATUS_OUT_OF_RANGE;
  if (set != CURAND_DIRECTION_VECTORS_64_JOEKUO6)
    return CURAND_STATUS_OUT_OF_RANGE;
  *vectors = const_cast<curandDirectionVectors64_t *>(ultima_sobol64_joekuo6);
  return CURAND_STATUS_SUCCESS;
}
