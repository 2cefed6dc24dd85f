//! requires: cupy_carray
// CArray_7 and CIndexer_7 (see cupy_carray.cl).
ULTIMA_CUPY_DEFINE(7)
