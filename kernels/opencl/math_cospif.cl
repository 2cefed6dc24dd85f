// cospif: see math_sinpif.cl.
//! requires: math_sinpif
