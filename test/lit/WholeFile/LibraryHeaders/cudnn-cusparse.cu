// cuDNN, cuSPARSE and cuSOLVER are not supported.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// CHECK: cudnn-cusparse.cu:[[@LINE+1]]:10: error: <cudnn.h>: cuDNN is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <cudnn.h>
// CHECK: cudnn-cusparse.cu:[[@LINE+1]]:10: error: <cusparse.h>: cuSPARSE is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <cusparse.h>
// CHECK: cudnn-cusparse.cu:[[@LINE+1]]:10: error: <cusolverDn.h>: cuSOLVER is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <cusolverDn.h>
// CHECK: cudnn-cusparse.cu:[[@LINE+1]]:10: error: <cusolverSp_LOWLEVEL_PREVIEW.h>: cuSOLVER is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <cusolverSp_LOWLEVEL_PREVIEW.h>
