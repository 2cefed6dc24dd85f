/* kmeans.h - sizes and the point type shared by the host code and the kernels. */
#ifndef KMEANS_H
#define KMEANS_H

#define DIM 4            /* features per point: one float4 */
#define MAX_CLUSTERS 32
#define KM_THREADS 256

#ifndef NPOINTS
#define NPOINTS 100000
#endif
#ifndef NCLUSTERS
#define NCLUSTERS 8
#endif
#define MAX_ITERATIONS 50

typedef float4 point_t;

#endif
