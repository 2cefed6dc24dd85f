//! requires: cupy_carray
// CArray_2 and CIndexer_2 (see cupy_carray.cl).
ULTIMA_CUPY_DEFINE(2)
