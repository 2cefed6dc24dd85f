// rnormf: see math_normf.cl.
//! requires: math_normf
