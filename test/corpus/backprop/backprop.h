/* backprop.h - network shape and learning constants (host and device). */
#ifndef BACKPROP_H
#define BACKPROP_H

#define WIDTH 16  /* tile width: hidden units per block row */
#define HEIGHT 16 /* tile height: input units per block */

#define ETA 0.3f      /* learning rate */
#define MOMENTUM 0.3f

#ifndef LAYER_SIZE
#define LAYER_SIZE 65536 /* input units, a multiple of HEIGHT */
#endif
#define HIDDEN_SIZE 16
#define OUTPUT_SIZE 1

#endif
