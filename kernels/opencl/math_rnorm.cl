// rnorm: see math_norm.cl.
//! requires: math_norm
