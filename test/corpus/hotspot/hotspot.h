/* hotspot.h - parameters shared by the hotspot host code and kernels. */
#ifndef HOTSPOT_H
#define HOTSPOT_H

#ifndef BLOCK_SIZE
#define BLOCK_SIZE 16
#endif

/* Chip and material constants (SI units). */
#define MAX_PD (3.0e6)      /* maximum power density of the chip */
#define PRECISION 0.001
#define SPEC_HEAT_SI 1.75e6
#define K_SI 100
#define FACTOR_CHIP 0.5     /* capacitance fitting factor */
#define T_CHIP 0.0005f      /* chip thickness */
#define CHIP_HEIGHT 0.016f
#define CHIP_WIDTH 0.016f
#define AMB_TEMP 80.0f

#define IN_RANGE(x, min, max) ((x) >= (min) && (x) <= (max))
#define CLAMP_RANGE(x, min, max) x = ((x) < (min)) ? (min) : ((x) > (max)) ? (max) : (x)
#define MIN(a, b) ((a) <= (b) ? (a) : (b))

/* Per-run coefficients computed on the host and passed by value. */
typedef struct {
  float step_div_cap; /* step / Cap */
  float rx_1, ry_1, rz_1;
  float amb_temp;
} HotspotCoeffs;

#endif
