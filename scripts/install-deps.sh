#!/usr/bin/env bash
# Installs the Debian 12 packages ultima needs to build and test, if missing.
# Idempotent: does nothing (and needs no network) when everything is present.
# ULTIMA_CLANG_VERSIONS="15 19" adds toolchains for other Clang majors.
set -euo pipefail

versions="${ULTIMA_CLANG_VERSIONS:-15}"
packages=(cmake ninja-build ccache g++ git pkg-config
          googletest libgtest-dev
          pocl-opencl-icd ocl-icd-opencl-dev opencl-headers opencl-clhpp-headers clinfo
          python3 python3-dev python3-numpy python3-pyopencl python3-pybind11 python3-pytest
          python3-mpmath python3-scipy
          libvkfft-dev)
# python3-scipy is also a build dependency: the Sobol direction vectors of
# libultima-curand come from its copy of Joe and Kuo's numbers.
# CLBlast: the BLAS under libultima-cublas.
packages+=(libclblast-dev)
# libvkfft-dev: VkFFT (header-only), whose OpenCL backend runs the FFTs of
# libultima-cufft (docs/cuda-libraries.md#cufft).
for v in $versions; do
  packages+=("clang-$v" "libclang-$v-dev" "llvm-$v-dev" "llvm-$v-tools")
done
# Clang 15 compiles the generated OpenCL C in tests (it is the LLVM PoCL uses).
# It also builds the `sanitize` preset: ASan, UBSan and libFuzzer come in
# libclang-common-15-dev (compiler-rt).
packages+=(clang-15 llvm-15-tools libclang-common-15-dev)
# OpenMP for the host code of programs ultima-cc builds (-Xcompiler -fopenmp):
# Clang's OpenMP runtime, which Clang's -fopenmp compiles for.
packages+=(libomp-15-dev)
# The style tools of .clang-format / .clang-tidy (scripts/format.sh, checked by
# test/lit/Meta/formatted.test; scripts/tidy.sh).
packages+=(clang-format-15 clang-tidy-15)
# pip install . (docs/install.md, scripts/test-install.sh): offline, with
# Debian's build backend, into a venv.
packages+=(python3-pip python3-setuptools python3-wheel python3-venv)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "ultima: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
