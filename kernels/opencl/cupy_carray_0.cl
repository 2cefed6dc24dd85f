// CuPy's 0-dimensional CArray and CIndexer: one element, no shape (see cupy_carray.cl).
typedef struct { long offset; long size; } CArray_0;
typedef struct { long size; } CIndexer_0;
