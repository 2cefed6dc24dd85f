#!/usr/bin/env bash
# The main job: install what is missing, build, translate the sample kernels in
# examples/ (one a whole program with host code) and show the OpenCL C and a
# launch manifest, then run a translated kernel on PoCL and the
# runtime's CuPy-style example (ElementwiseKernel, ReductionKernel, RawKernel).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
for f in examples/*.cu; do
  echo "=== ultima $f"
  build/bin/ultima "$f"
  echo
done
echo "=== the launch manifest of a whole program: ultima --emit-launches examples/saxpy_program.cu"
build/bin/ultima --emit-launches examples/saxpy_program.cu
echo
echo "=== running examples/vector_add.cu on OpenCL"
/usr/bin/python3 examples/run_vector_add.py
if [ -d build/python/ultima ]; then
  echo "=== CuPy-style kernels with the ultima runtime (examples/cupy_kernels.py)"
  PYTHONPATH=build/python /usr/bin/python3 examples/cupy_kernels.py
  echo "=== the same runtime from C++ (examples/runtime_example.cpp)"
  build/bin/ultima-runtime-example
fi
