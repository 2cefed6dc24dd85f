//! requires: cupy_carray
// CArray_1 and CIndexer_1 (see cupy_carray.cl).
ULTIMA_CUPY_DEFINE(1)
