// nvJPEG, NPP's core headers, cuSOLVER's multi-GPU and common headers and
// cuSPARSELt are refused at the user's #include, naming the library
// (docs/cuda-libraries.md#libraries-ultima-refuses), as the toolkit headers
// the samples include first (helper_nvJPEG.hxx includes <nvjpeg.h>).
// RUN: not %ultima %s 2>&1 | FileCheck %s
// CHECK: nvjpeg-npp.cu:[[@LINE+1]]:10: error: <nvjpeg.h>: nvJPEG is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <nvjpeg.h>
// CHECK: nvjpeg-npp.cu:[[@LINE+1]]:10: error: <nppcore.h>: NPP is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <nppcore.h>
// CHECK: nvjpeg-npp.cu:[[@LINE+1]]:10: error: <nppdefs.h>: NPP is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <nppdefs.h>
// CHECK: nvjpeg-npp.cu:[[@LINE+1]]:10: error: <cusolverMg.h>: cuSOLVER is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <cusolverMg.h>
// CHECK: nvjpeg-npp.cu:[[@LINE+1]]:10: error: <cusolver_common.h>: cuSOLVER is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <cusolver_common.h>
// CHECK: nvjpeg-npp.cu:[[@LINE+1]]:10: error: <cusparseLt.h>: cuSPARSELt is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <cusparseLt.h>
