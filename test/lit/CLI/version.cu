// --version prints the version (and the Clang it is built on) and exits 0;
// --help prints the usage and exits 0.
// RUN: %ultima --version | FileCheck %s
// RUN: %ultima --help | FileCheck %s --check-prefix=HELP

// CHECK: ultima {{[0-9]+\.[0-9]+\.[0-9]+}} (Clang {{[0-9]+}}
// HELP: USAGE: ultima [options] <input.cu | ->
// HELP-DAG: --line-directives
// HELP-DAG: --verify
// HELP-DAG: -o FILE
