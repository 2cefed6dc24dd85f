// CUDA's double arithmetic rounded toward zero (__dadd_rz ... __dsqrt_rz): see math_drnd_ops.cl.
//! requires: math_drnd_ops
__ULTIMA_DRND_OPS(rz)
