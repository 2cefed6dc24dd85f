//! requires: cupy_carray
// CArray_5 and CIndexer_5 (see cupy_carray.cl).
ULTIMA_CUPY_DEFINE(5)
