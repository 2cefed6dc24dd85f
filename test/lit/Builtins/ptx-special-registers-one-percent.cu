// nvcc reads `%globaltimer` with one `%` in an inline PTX string as the
// register: only `%` followed by a digit, `%%`, `%=`, ... are operand escapes
// to it. The special-register idiom written that way translates as the `%%`
// form does (Builtins/ptx-special-registers.cu), whatever the spacing and
// with or without the final `;`.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: ulong stamp(__global ulong *__ultima_device_clock)
// CHECK: t = (ulong)atom_add(__ultima_device_clock, 1024UL);
__device__ unsigned long long stamp() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t));
  return t;
}

// CHECK-LABEL: __kernel void registers(
// CHECK: lane = (uint)((uint)(get_local_id(0) + {{.*}}) % 32u);
// CHECK: w = (uint)((uint)(get_local_id(0) + {{.*}}) / 32u);
// CHECK: lt = (uint)((1u << ({{.*}} % 32u)) - 1u);
// CHECK: ge = (uint)(~((1u << ({{.*}} % 32u)) - 1u));
// CHECK: c64 = (ulong)atom_add(__ultima_device_clock, 1024UL);
// CHECK: c32 = (uint)(uint)atom_add(__ultima_device_clock, 1024UL);
// CHECK: out[(uint)get_local_id(0)] = lane + w + lt + ge + c32;
__global__ void registers(unsigned *out, unsigned long long *t) {
  unsigned lane, w, lt, ge, c32;
  unsigned long long c64;
  asm("mov.u32 %0, %laneid;" : "=r"(lane));
  asm volatile("mov.u32 %0,%warpid;" : "=r"(w)); // no space: the `;` goes
  __asm__ __volatile__("mov.b32 %0, %lanemask_lt" : "=r"(lt));
  asm("  mov.s32   %0, %lanemask_ge ; " : "=r"(ge));
  asm volatile("mov.u64 %0, %clock64;" : "=l"(c64));
  asm volatile("mov.u32 %0, %clock;" : "=r"(c32));
  out[threadIdx.x] = lane + w + lt + ge + c32;
  t[threadIdx.x] = c64 + stamp();
}
