#!/usr/bin/env bash
# Installs ultima from an existing build (scripts/build.sh) the two documented
# ways (docs/install.md) and uses each from outside the checkout:
#   cmake --install into a prefix, which is then moved (relocatable); the CLI
#   runs from it; test/install (find_package(ultima)) builds against it,
#   translates a kernel and runs it on the OpenCL device;
#   pip install . into a fresh venv, then `import ultima` from an empty
#   directory with PYTHONPATH unset runs an ElementwiseKernel against NumPy.
# Usage: test-install.sh [JUNIT_XML] [BUILD_DIR (default build)]
set -uo pipefail
junit="${1:-}"
cd "$(dirname "$0")/.."
build=$(realpath "${2:-build}")
tmp=$(mktemp -d -t ultima-install.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
cases=""
failed=0

step() { # name command...: runs one step, records it as a JUnit test case
  local name=$1
  shift
  echo "--- install: $name"
  if "$@" > "$tmp/$name.log" 2>&1; then
    tail -n 1 "$tmp/$name.log"
    cases+="<testcase classname=\"install\" name=\"$name\"/>"
  else
    cat "$tmp/$name.log"
    echo "install step '$name' failed"
    cases+="<testcase classname=\"install\" name=\"$name\"><failure message=\"see the log\"/></testcase>"
    failed=$((failed + 1))
  fi
}

cmake_install() {
  cmake --install "$build" --prefix "$tmp/staged" &&
    mv "$tmp/staged" "$tmp/prefix" &&
    # Relocatable: no installed file names the checkout or the build tree.
    ! grep -rl -e "$PWD" -e "$build" "$tmp/prefix"
}

cli_from_prefix() {
  "$tmp/prefix/bin/ultima" examples/vector_add.cu | grep -q "__kernel void vector_add("
}

find_package_consumer() {
  cmake -S test/install -B "$tmp/consumer" -G Ninja -DCMAKE_PREFIX_PATH="$tmp/prefix" &&
    cmake --build "$tmp/consumer" &&
    "$tmp/consumer/translate_saxpy" && "$tmp/consumer/run_saxpy"
}

# The venv sees Debian's numpy and setuptools; pip installs ultima into it
# (Debian's own python3 is externally managed: PEP 668).
pip_install() {
  /usr/bin/python3 -m venv --system-site-packages "$tmp/venv" &&
    ULTIMA_CMAKE_BUILD_DIR="$build" "$tmp/venv/bin/python" -m pip install -q \
      --no-build-isolation --no-deps --no-cache-dir --no-index .
}

import_from_clean_dir() {
  local site
  mkdir "$tmp/clean" && cp test/install/check_python_package.py "$tmp/clean/" &&
    site=$("$tmp/venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])') &&
    (cd "$tmp/clean" && env -u PYTHONPATH "$tmp/venv/bin/python" check_python_package.py "$site/ultima")
}

step cmake-install cmake_install
step cli-from-prefix cli_from_prefix
step find-package-consumer find_package_consumer
step pip-install pip_install
step import-from-clean-dir import_from_clean_dir

if [ -n "$junit" ]; then
  printf '<testsuite name="install">%s</testsuite>\n' "$cases" > "$junit"
fi
exit $((failed > 0))
