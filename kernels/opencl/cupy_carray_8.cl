//! requires: cupy_carray
// CArray_8 and CIndexer_8 (see cupy_carray.cl).
ULTIMA_CUPY_DEFINE(8)
