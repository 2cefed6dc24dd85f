// CUDA's double arithmetic rounded down (__dadd_rd ... __dsqrt_rd): see math_drnd_ops.cl.
//! requires: math_drnd_ops
__ULTIMA_DRND_OPS(rd)
