// erfcinv: see math_erfinv.cl.
//! requires: math_erfinv
