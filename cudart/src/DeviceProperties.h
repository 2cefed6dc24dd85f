//===- DeviceProperties.h - cudaDeviceProp and attributes -------*- C++ -*-===//
#ifndef ULTIMA_CUDART_DEVICEPROPERTIES_H
#define ULTIMA_CUDART_DEVICEPROPERTIES_H

#include "CudaTypes.h"

namespace ultima::cudart {

/// The properties of the one device (the runtime's OpenCL device).
void fillDeviceProperties(cudaDeviceProp &prop);
/// cudaDeviceGetAttribute's answer for \p attr; false for a value that is
/// not a cudaDeviceAttr.
bool deviceAttribute(const cudaDeviceProp &prop, int attr, int &value);

} // namespace ultima::cudart

#endif
