// normcdfinv(p) = -sqrt(2) * erfcinv(2p).
//! requires: math_erfinv
static inline double __ultima_normcdfinv(double p) { return -1.4142135623730951 * __ultima_erfcinv(2.0 * p); }
