//===- ultima/runtime/OpenCL.h - the Khronos C++ bindings, configured -*- C++ -*-===//
///
/// \file
/// Includes CL/opencl.hpp for OpenCL 1.2 (what PoCL's OpenCL C supports), with
/// exceptions enabled so every failed call surfaces as cl::Error.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_OPENCL_H
#define ULTIMA_RUNTIME_OPENCL_H

#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#define CL_HPP_ENABLE_EXCEPTIONS
#include <CL/opencl.hpp>

#endif
