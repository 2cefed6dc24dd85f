/* 3mm.h: G := (A*B)*(C*D). Shared by host and device code. */
#ifndef THREEMM_H
#define THREEMM_H

#ifndef NI
#define NI 256
#endif
#ifndef NJ
#define NJ 224
#endif
#ifndef NK
#define NK 192
#endif
#ifndef NL
#define NL 160
#endif
#ifndef NM
#define NM 128
#endif

#ifndef TILE
#define TILE 16
#endif

typedef float DATA_TYPE;

/* The shape of a row-major matrix: rows x cols with leading dimension ld.
   (Kept apart from the data pointer so that it can be a kernel argument.) */
struct MatShape {
  int rows;
  int cols;
  int ld;
};

struct Matrix {
  MatShape s;
  DATA_TYPE *data;
};

__host__ __device__ inline DATA_TYPE getElement(const DATA_TYPE *m, const MatShape s, int r, int c)
{
  return m[r * s.ld + c];
}

__host__ __device__ inline void setElement(DATA_TYPE *m, const MatShape s, int r, int c, DATA_TYPE v)
{
  m[r * s.ld + c] = v;
}

#endif
