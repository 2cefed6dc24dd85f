// The inline PTX idiom that reads a special register (PTX ISA, "Special
// Registers") into its one output: %laneid and %warpid of the warp as ultima
// numbers it (32 consecutive threads of the block, x fastest), the lane masks
// (%lanemask_eq: this lane's bit; _lt/_le/_gt/_ge: the lanes below/above),
// and the clocks, which read the device runtime's counter: a device symbol
// the kernel receives, advanced by 1024 with a 64-bit atomic, as clock64() advances it.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-DAG: #pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
// CHECK-DAG: inline uint ultima_vabsdiff4_add(uint a, uint b, uint c)
// CHECK-LABEL: uint laneOf(void)
// CHECK: r = (uint)((uint)(get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2))) % 32u);
__device__ unsigned laneOf() {
  unsigned r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
}

// A reference output is written through its pointer.
// CHECK-LABEL: void warpOf(__private uint *w)
// CHECK: (*w) = (uint)((uint)(get_local_id(0) + {{.*}}) / 32u);
__device__ void warpOf(unsigned &w) { asm("mov.u32 %0, %%warpid;" : "=r"(w)); }

// CHECK-LABEL: __kernel void registers(__global uint *out, __global ulong *t, __global ulong *__ultima_device_clock)
// CHECK: eq = (uint)(1u << ({{.*}} % 32u));
// CHECK: lt = (uint)((1u << ({{.*}} % 32u)) - 1u);
// CHECK: le = (uint)((2u << ({{.*}} % 32u)) - 1u);
// CHECK: gt = (uint)(~((2u << ({{.*}} % 32u)) - 1u));
// CHECK: ge = (uint)(~((1u << ({{.*}} % 32u)) - 1u));
// CHECK: c64 = (ulong)atom_add(__ultima_device_clock, 1024UL);
// CHECK: c32 = (uint)(uint)atom_add(__ultima_device_clock, 1024UL);
// CHECK: g = (long)atom_add(__ultima_device_clock, 1024UL);
__global__ void registers(unsigned *out, unsigned long long *t) {
  unsigned w, eq, lt, le, gt, ge, c32;
  unsigned long long c64;
  long long g;
  warpOf(w);
  asm("mov.u32 %0, %%lanemask_eq;" : "=r"(eq));
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  asm("mov.b32 %0, %%lanemask_le;" : "=r"(le));
  asm("mov.u32 %0,%%lanemask_gt" : "=r"(gt));
  asm("  mov.s32   %0, %%lanemask_ge ; " : "=r"(ge));
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c64));
  asm volatile("mov.u32 %0, %%clock;" : "=r"(c32));
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g));
  out[threadIdx.x] = laneOf() + w + eq + lt + le + gt + ge + c32;
  t[threadIdx.x] = c64 + g;
}

// One instruction idiom: vabsdiff4 with .add (PTX ISA, "SIMD video
// instructions"), the sum of absolute byte differences plus an addend, as
// CUDA programs define __usad4 with it.
// CHECK-LABEL: uint usad4(uint A, uint B, uint C)
// CHECK: result = (uint)ultima_vabsdiff4_add((uint)(A), (uint)(B), (uint)(C));
__device__ unsigned usad4(unsigned A, unsigned B, unsigned C) {
  unsigned result;
  asm("vabsdiff4.u32.u32.u32.add"
      " %0, %1, %2, %3;"
      : "=r"(result)
      : "r"(A), "r"(B), "r"(C));
  return result;
}
__global__ void sads(unsigned *out) { out[threadIdx.x] = usad4(out[0], out[1], threadIdx.x); }
