//! requires: cupy_carray
// CArray_3 and CIndexer_3 (see cupy_carray.cl).
ULTIMA_CUPY_DEFINE(3)
