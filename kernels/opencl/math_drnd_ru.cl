// CUDA's double arithmetic rounded up (__dadd_ru ... __dsqrt_ru): see math_drnd_ops.cl.
//! requires: math_drnd_ops
__ULTIMA_DRND_OPS(ru)
