//! requires: cupy_carray
// CArray_6 and CIndexer_6 (see cupy_carray.cl).
ULTIMA_CUPY_DEFINE(6)
