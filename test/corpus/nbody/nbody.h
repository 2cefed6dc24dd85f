/* nbody.h - simulation parameters shared by the host and the kernels. */
#ifndef NBODY_H
#define NBODY_H

#ifndef NUM_BODIES
#define NUM_BODIES 16384
#endif
#ifndef BLOCK_SIZE
#define BLOCK_SIZE 256
#endif
#define NUM_STEPS 10

struct NBodyParams {
  float dt;         /* time step */
  float damping;    /* velocity damping per step */
  float softening2; /* softening length squared, keeps r -> 0 finite */
};

#endif
