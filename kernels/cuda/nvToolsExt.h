/*===- nvToolsExt.h - NVTX annotations, with no tool attached -------------===*\
 *
 * NVTX (the NVIDIA Tools Extension) marks ranges and events for a profiler.
 * Its API is header-only and does nothing unless a profiling tool injects
 * itself at run time; none attaches to ultima's programs, so every function
 * here is what NVTX does without one: nothing, returning what the NVTX
 * documentation gives without a tool (range ids 0; push/pop levels
 * NVTX_NO_PUSH_POP_TRACKING). Host code only. Written from the NVTX
 * documentation: the C API of the common annotations.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_NVTOOLSEXT_H
#define __ULTIMA_NVTOOLSEXT_H

#include <stddef.h>
#include <stdint.h>

#define NVTX_VERSION 3
#define NVTX_SUCCESS 0
#define NVTX_FAIL 1
#define NVTX_NO_PUSH_POP_TRACKING ((int)-2)

typedef uint64_t nvtxRangeId_t;
typedef struct nvtxDomainRegistration_st *nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st *nvtxStringHandle_t;

typedef enum nvtxColorType_t { NVTX_COLOR_UNKNOWN = 0, NVTX_COLOR_ARGB = 1 } nvtxColorType_t;
typedef enum nvtxMessageType_t {
  NVTX_MESSAGE_UNKNOWN = 0,
  NVTX_MESSAGE_TYPE_ASCII = 1,
  NVTX_MESSAGE_TYPE_UNICODE = 2,
  NVTX_MESSAGE_TYPE_REGISTERED = 3
} nvtxMessageType_t;
typedef enum nvtxPayloadType_t {
  NVTX_PAYLOAD_UNKNOWN = 0,
  NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
  NVTX_PAYLOAD_TYPE_INT64 = 2,
  NVTX_PAYLOAD_TYPE_DOUBLE = 3,
  NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
  NVTX_PAYLOAD_TYPE_INT32 = 5,
  NVTX_PAYLOAD_TYPE_FLOAT = 6
} nvtxPayloadType_t;

typedef union nvtxMessageValue_t {
  const char *ascii;
  const wchar_t *unicode;
  nvtxStringHandle_t registered;
} nvtxMessageValue_t;

typedef struct nvtxEventAttributes_v2 {
  uint16_t version;
  uint16_t size;
  uint32_t category;
  int32_t colorType;
  uint32_t color;
  int32_t payloadType;
  int32_t reserved0;
  union payload_t {
    uint64_t ullValue;
    int64_t llValue;
    double dValue;
    uint32_t uiValue;
    int32_t iValue;
    float fValue;
  } payload;
  int32_t messageType;
  nvtxMessageValue_t message;
} nvtxEventAttributes_t;
#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)(sizeof(nvtxEventAttributes_t)))

#define __ULTIMA_NVTX static inline
__ULTIMA_NVTX void nvtxMarkA(const char *message) { (void)message; }
__ULTIMA_NVTX void nvtxMarkW(const wchar_t *message) { (void)message; }
__ULTIMA_NVTX void nvtxMarkEx(const nvtxEventAttributes_t *attributes) { (void)attributes; }
__ULTIMA_NVTX nvtxRangeId_t nvtxRangeStartA(const char *message) { return (void)message, 0; }
__ULTIMA_NVTX nvtxRangeId_t nvtxRangeStartW(const wchar_t *message) { return (void)message, 0; }
__ULTIMA_NVTX nvtxRangeId_t nvtxRangeStartEx(const nvtxEventAttributes_t *attributes) {
  return (void)attributes, 0;
}
__ULTIMA_NVTX void nvtxRangeEnd(nvtxRangeId_t id) { (void)id; }
__ULTIMA_NVTX int nvtxRangePushA(const char *message) {
  return (void)message, NVTX_NO_PUSH_POP_TRACKING;
}
__ULTIMA_NVTX int nvtxRangePushW(const wchar_t *message) {
  return (void)message, NVTX_NO_PUSH_POP_TRACKING;
}
__ULTIMA_NVTX int nvtxRangePushEx(const nvtxEventAttributes_t *attributes) {
  return (void)attributes, NVTX_NO_PUSH_POP_TRACKING;
}
__ULTIMA_NVTX int nvtxRangePop(void) { return NVTX_NO_PUSH_POP_TRACKING; }
__ULTIMA_NVTX void nvtxNameCategoryA(uint32_t category, const char *name) {
  (void)category, (void)name;
}
__ULTIMA_NVTX void nvtxNameOsThreadA(uint32_t threadId, const char *name) {
  (void)threadId, (void)name;
}
__ULTIMA_NVTX nvtxDomainHandle_t nvtxDomainCreateA(const char *name) {
  (void)name;
  return NULL;
}
__ULTIMA_NVTX void nvtxDomainDestroy(nvtxDomainHandle_t domain) { (void)domain; }
__ULTIMA_NVTX void nvtxDomainMarkEx(nvtxDomainHandle_t domain,
                                    const nvtxEventAttributes_t *attributes) {
  (void)domain, (void)attributes;
}
__ULTIMA_NVTX nvtxRangeId_t nvtxDomainRangeStartEx(nvtxDomainHandle_t domain,
                                                   const nvtxEventAttributes_t *attributes) {
  return (void)domain, (void)attributes, 0;
}
__ULTIMA_NVTX void nvtxDomainRangeEnd(nvtxDomainHandle_t domain, nvtxRangeId_t id) {
  (void)domain, (void)id;
}
__ULTIMA_NVTX int nvtxDomainRangePushEx(nvtxDomainHandle_t domain,
                                        const nvtxEventAttributes_t *attributes) {
  return (void)domain, (void)attributes, NVTX_NO_PUSH_POP_TRACKING;
}
__ULTIMA_NVTX int nvtxDomainRangePop(nvtxDomainHandle_t domain) {
  return (void)domain, NVTX_NO_PUSH_POP_TRACKING;
}
__ULTIMA_NVTX nvtxStringHandle_t nvtxDomainRegisterStringA(nvtxDomainHandle_t domain,
                                                           const char *string) {
  (void)domain, (void)string;
  return NULL;
}
#undef __ULTIMA_NVTX

#endif
