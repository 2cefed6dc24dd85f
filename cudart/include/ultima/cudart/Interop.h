/* libultima-cudart's interface to the CUDA libraries built beside it
   (docs/cuda-libraries.md): what a library over an OpenCL library (CLBlast,
   VkFFT) needs of a CUDA program's device memory and streams. Plain C; the
   int results are cudaError_t values. */
#ifndef ULTIMA_CUDART_INTEROP_H
#define ULTIMA_CUDART_INTEROP_H

#include <CL/cl.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The OpenCL buffer behind a device address (device memory, or host memory
   kernels may use), the byte offset of the address in it, and the bytes from
   there to the allocation's end. The buffer is retained: release it. */
int ultimaInteropResolve(const void *address, cl_mem *buffer, size_t *offset, size_t *bytesLeft);

/* The in-order queue of a stream (0: the default stream), ready for work the
   caller enqueues as the stream's: it waits for what CUDA makes the stream
   wait for (the legacy default stream's implicit synchronisation). Not
   retained. A capturing stream is cudaErrorStreamCaptureUnsupported. */
int ultimaInteropStreamQueue(void *stream, cl_command_queue *queue);

/* The OpenCL context and device the program's CUDA device is. Not retained. */
int ultimaInteropDevice(cl_context *context, cl_device_id *device);

#ifdef __cplusplus
}
#endif

#endif
