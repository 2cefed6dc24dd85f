//! requires: cupy_carray
// CArray_4 and CIndexer_4 (see cupy_carray.cl).
ULTIMA_CUPY_DEFINE(4)
