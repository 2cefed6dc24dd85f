"""Builds the Python package `ultima` for `pip install .` by driving CMake.

The extension `ultima._ultima` and the two libraries it loads come from the
CMake `python` install component (cmake/Install.cmake): it lays out a
self-contained `ultima/` (the extension finds the libraries through an
$ORIGIN RPATH). Metadata is in pyproject.toml; the version is CMake's.

ULTIMA_CMAKE_BUILD_DIR=build reuses a tree CMake already configured (as
scripts/build.sh leaves it) instead of configuring and building a new one
under setuptools' build directory.
"""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SOURCE_DIR = Path(__file__).resolve().parent


def cmake_project_version():
    """The VERSION of project(ultima ...) in CMakeLists.txt: one version for both installs."""
    text = (SOURCE_DIR / "CMakeLists.txt").read_text()
    match = re.search(r"project\(ultima\s+VERSION\s+([0-9.]+)", text)
    if not match:
        sys.exit("setup.py: no project(ultima VERSION ...) in CMakeLists.txt")
    return match.group(1)


def run(*command):
    print("setup.py:", " ".join(str(c) for c in command), flush=True)
    subprocess.run([str(c) for c in command], check=True)


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build_dir = os.environ.get("ULTIMA_CMAKE_BUILD_DIR")
        if build_dir:
            build_dir = Path(build_dir).resolve()
            if not (build_dir / "CMakeCache.txt").is_file():
                sys.exit(f"setup.py: ULTIMA_CMAKE_BUILD_DIR={build_dir} is not a configured CMake build")
        else:
            build_dir = Path(self.build_temp).resolve() / "cmake"
            generator = ["-G", "Ninja"] if shutil.which("ninja") else []
            run("cmake", "-S", SOURCE_DIR, "-B", build_dir, *generator,
                "-DCMAKE_BUILD_TYPE=Release", "-DULTIMA_BUILD_TESTS=OFF",
                f"-DPython3_EXECUTABLE={sys.executable}")
        run("cmake", "--build", build_dir, "--target", "_ultima", "-j", str(os.cpu_count() or 1))
        # The component writes <prefix>/ultima/: the directory that holds the
        # package is the prefix, wherever setuptools puts this extension.
        package_dir = Path(self.get_ext_fullpath(ext.name)).resolve().parent
        run("cmake", "--install", build_dir, "--component", "python", "--prefix", package_dir.parent)


setup(
    version=cmake_project_version(),
    ext_modules=[Extension("ultima._ultima", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
)
