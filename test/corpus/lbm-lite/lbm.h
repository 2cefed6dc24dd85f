/* lbm.h - D2Q9 lattice and run parameters shared by host and device. */
#ifndef LBM_H
#define LBM_H

#define Q 9

#ifdef MINI_DATASET
#define LX 32
#define LY 16
#define NSTEPS 10
#else
#define LX 1024
#define LY 512
#define NSTEPS 1000
#endif

#define BLOCK_X 64

typedef struct {
  int nx, ny;
  float omega; /* 1 / relaxation time */
  float ux_lid; /* forcing velocity of the top row */
} LbmParams;

/* Distribution q of cell (x, y) in the structure-of-arrays layout. */
#define F_IDX(q, x, y, nx, ny) ((q) * (nx) * (ny) + (y) * (nx) + (x))

#endif
