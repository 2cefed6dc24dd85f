/* srad.h - sizes shared by the SRAD host code and kernels. */
#ifndef SRAD_H
#define SRAD_H

#define BLOCK_SIZE 16

#ifdef MINI_DATASET
#define ROWS 64
#define COLS 64
#define NITER 4
#else
#define ROWS 2048
#define COLS 2048
#define NITER 100
#endif

/* Region of interest used for the speckle statistics. */
#define R1 0
#define R2 31
#define C1 0
#define C2 31

#define LAMBDA 0.5f

#endif
