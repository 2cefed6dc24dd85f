/* cfd.h - layout of the conserved variables and solver constants. */
#ifndef CFD_H
#define CFD_H

#define GAMMA 1.4f
#define NDIM 3
#define NNB 4 /* faces per cell in the 2-D structured mesh */

#define VAR_DENSITY 0
#define VAR_MOMENTUM 1
#define VAR_DENSITY_ENERGY (VAR_MOMENTUM + NDIM)
#define NVAR (VAR_DENSITY_ENERGY + 1)

#define RK 3 /* Runge-Kutta stages */
#define ff_mach 1.2f
#define deg_angle_of_attack 0.0f

#ifndef NX
#define NX 256
#endif
#ifndef NY
#define NY 256
#endif
#ifndef ITERATIONS
#define ITERATIONS 200
#endif

#define BLOCK_SIZE_1 128
#define BLOCK_SIZE_2 192

#endif
