//===- TranslationPlan.h - every decision the printer renders ---*- C++ -*-===//
///
/// \file
/// Analysis passes read the (immutable) AST and record their decisions here:
/// what is emitted and in which order, the final name of every declaration,
/// the address space behind every pointer, one variant of each function per
/// address-space combination it is called with, hoisted __shared__ variables,
/// extra kernel parameters and barrier fences. The printer only renders the
/// AST plus this plan; it decides nothing.
///
/// This header is the Plan layer (tool/lib/Plan/): the printer sees it, and
/// never the passes' own state (Analysis/AnalysisState.h).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_PLAN_TRANSLATIONPLAN_H
#define ULTIMA_PLAN_TRANSLATIONPLAN_H

#include "../Builtins/CudaBuiltins.h"
#include "../Builtins/PtxIdioms.h"
#include "Predication.h"
#include "Recursion.h"
#include "ultima/Translator.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include <deque>
#include <map>
#include <string>
#include <vector>

namespace clang {
class CallExpr;
class CXXRecordDecl;
class Expr;
class ConditionalOperator;
class IfStmt;
class CXXConstructExpr;
class ASTContext;
} // namespace clang

namespace ultima {

class DiagnosticSink;

/// OpenCL C 1.2 address spaces. `Unknown` means "not constrained yet" while
/// the analysis runs, and "no qualifier" for an object's own space
/// (FunctionVariant::thisSpace of a non-member); it never appears in a
/// PointerSpaces of the finished plan (AddressSpaces decides those).
enum class AddrSpace : unsigned char { Unknown, Private, Global, Local, Constant };

/// The OpenCL qualifier (`__global`, ...); empty for Unknown.
const char *addrSpaceKeyword(AddrSpace as);

/// Address spaces of the pointee at each pointer level of a pointer-typed
/// entity, outermost first: for `T **p`, [space *p lives in, space **p lives in].
using PointerSpaces = llvm::SmallVector<AddrSpace, 2>;

/// How a variable is lowered as CUDA shared memory. The one predicate every
/// pass and the printer use (sharedMemoryKind).
enum class SharedMemoryKind {
  None,    ///< not __shared__
  Static,  ///< a sized __shared__ variable: a __local variable hoisted to kernel scope
  Dynamic, ///< `extern __shared__` or an unsized array: an alias of the one
           ///< dynamically sized __local buffer (the trailing kernel parameter)
};
SharedMemoryKind sharedMemoryKind(const clang::VarDecl *v);

/// A __shared__ variable moved to kernel scope (OpenCL requires __local
/// variables at kernel function scope).
struct HoistedShared {
  const clang::VarDecl *var = nullptr;
  std::string name; ///< its name at kernel scope and as a helper parameter
};

/// A `__device__` variable, or a `__constant__` one that host code names or
/// that has no initializer: memory the host reads and writes by symbol
/// (cudaMemcpyToSymbol). OpenCL C 1.2 has no mutable program-scope memory, so
/// every kernel that reaches the variable takes it as a pointer parameter,
/// after its own parameters and before the dynamic shared memory one; every
/// helper that reaches it takes it as a trailing parameter, after its shared
/// memory ones (DeviceSymbols.cpp decides which variables, SharedMemory.cpp
/// which functions, Naming.cpp the name).
/// The image path's four parameters of a texture (object parameter or
/// reference): an image2d_t, an image3d_t, an image2d_array_t and a sampler
/// (kernels/opencl/tex_core.cl's ULTIMA_TEX_IMAGES; present when the program
/// is built with ULTIMA_TEXTURE_IMAGES).
struct TextureImageNames {
  std::string image2d, image3d, layered, sampler;
  bool empty() const { return image2d.empty(); }
  /// "a, b, c, d": the macro arguments naming them.
  std::string list() const { return image2d + ", " + image3d + ", " + layered + ", " + sampler; }
};

struct DeviceSymbol {
  const clang::VarDecl *var = nullptr; ///< canonical declaration
  std::string name;                    ///< the parameter's name
  AddrSpace space = AddrSpace::Global; ///< Global (__device__) or Constant (__constant__)
  /// A texture reference (`texture<T, dim, mode>` at namespace scope): not a
  /// buffer of its own but, like a texture object parameter, two parameters:
  /// the bound memory (`dataName`, `__global uchar *`) and the `ultima_texture`
  /// descriptor (`name`), which libultima-cudart fills from the reference's
  /// binding at each launch (Printer/TexturePrinter.cpp).
  bool texture = false;
  /// A surface reference (`surface<void, dim>` at namespace scope): passed
  /// as a texture reference is, but without image parameters (surfaces are
  /// buffers only; `images` stays empty).
  bool surface = false;
  std::string dataName;
  TextureImageNames images; ///< a texture reference's image parameters
  /// The grid barrier of cooperative groups (`cooperative_groups::__ultima_grid_sync_state` of
  /// kernels/cuda/cooperative_groups.h): not memory the program keeps but a
  /// buffer libultima-cudart makes for each launch (manifest kind grid-sync).
  bool gridSync = false;
};

/// The variable of kernels/cuda/cooperative_groups.h that holds the grid
/// barrier (DeviceSymbol::gridSync).
constexpr const char *GridSyncStateName = "cooperative_groups::__ultima_grid_sync_state";

/// The type of the parameter that carries device symbol \p v: its array type
/// decayed (`T x[N][M]` -> `T (*)[M]`), else a pointer to it (`T x` -> `T *`).
/// The space of the outermost level is DeviceSymbol::space.
clang::QualType deviceSymbolParamType(clang::ASTContext &ctx, const clang::VarDecl *v);

/// \p fd as CUDA code names it, qualified, with template arguments
/// ("solver::scale<float>"): the launch manifest's kernel and host function
/// names, so launches and kernels match by it.
std::string cudaName(const clang::FunctionDecl *fd);

/// One emitted copy of a function, for one combination of pointer parameter
/// address spaces.
struct FunctionVariant {
  const clang::FunctionDecl *decl = nullptr;
  std::string name;
  llvm::SmallVector<PointerSpaces, 4> paramSpaces; ///< per parameter (empty: not a pointer)
  /// For member functions (see takesThis): where the object `this` points to is.
  AddrSpace thisSpace = AddrSpace::Unknown;
  PointerSpaces returnSpaces;
  /// Address spaces of pointer-typed local variables (and parameters).
  llvm::DenseMap<const clang::VarDecl *, PointerSpaces> varSpaces;
  /// The variant index each call expression in the body resolves to.
  llvm::DenseMap<const clang::CallExpr *, unsigned> callees;
  /// The variant of constructor_T each lowered constructor call resolves to.
  llvm::DenseMap<const clang::CXXConstructExpr *, unsigned> constructors;
  /// Address spaces of the pointer arguments of builtin calls (atomics), per argument.
  llvm::DenseMap<const clang::CallExpr *, llvm::SmallVector<PointerSpaces, 2>> builtinArgSpaces;
  /// Address spaces for explicit casts to pointer types (`(float4 *)p`).
  llvm::DenseMap<const clang::Expr *, PointerSpaces> castSpaces;
};

/// Kernel-only decisions.
/// A kernel pointer parameter passed as `base` (the buffer) and `offset`
/// (bytes, ulong): Options::pointerOffsets.
struct OffsetPointerParam {
  unsigned index = 0; ///< the CUDA parameter
  std::string base, offset;
};

struct KernelInfo {
  unsigned variant = 0;
  /// Static __shared__ variables of the kernel and of every helper it calls,
  /// declared as __local at the top of the kernel body.
  std::vector<HoistedShared> hoisted;
  /// `extern __shared__` arrays: the first one becomes the trailing __local
  /// parameter, the others alias it.
  std::vector<const clang::VarDecl *> dynamicShared;
  std::string dynamicSharedParam; ///< name of the trailing parameter
  /// Device symbols the kernel or a helper it calls uses, in first-use order.
  std::vector<DeviceSymbol> symbols;
  /// Fence flags for barrier(): "CLK_LOCAL_MEM_FENCE", ... joined with " | ".
  std::string barrierFence = "CLK_LOCAL_MEM_FENCE";
  /// The kernel reaches a warp function on a target whose warps are
  /// sub-groups (warp_subgroup.cl): it requires sub-groups of 32.
  bool warpSubGroups = false;
  /// Options::pointerOffsets: the pointer parameters passed as a buffer and a
  /// byte offset, in parameter order (PointerOffsets.cpp). The kernel body
  /// begins by rebuilding each pointer under its own name.
  std::vector<OffsetPointerParam> offsetParams;
};

/// One step from a flattened struct kernel parameter to one of its leaves
/// (StructParams.cpp): a field, the member holding a base class, or an
/// array element.
struct StructParamStep {
  const clang::FieldDecl *field = nullptr;       ///< a field (else a base or an index)
  const clang::CXXRecordDecl *derived = nullptr; ///< a base: the record holding it...
  const clang::CXXRecordDecl *base = nullptr;    ///< ...and the base class
  long long index = -1;                          ///< an array element
};

/// A leaf of a kernel parameter whose record type holds a pointer, `bool` or
/// `size_t` member (which OpenCL kernel arguments cannot hold): each leaf is
/// an OpenCL kernel argument of its own, and the kernel body rebuilds the
/// struct from them (Printer/StructParamPrinter.cpp).
struct StructParamLeaf {
  std::vector<StructParamStep> path;
  clang::QualType type; ///< the leaf's type (a pointer, or a value)
  /// Where the leaf lies in the host's object, and its size, in bytes.
  unsigned long long offset = 0, size = 0;
  /// A pointer leaf passed as a buffer and a byte offset
  /// (Options::pointerOffsets, PointerOffsets.cpp).
  bool bufferOffset = false;
};

/// What the printer emits at one position of the output, in order.
struct EmitItem {
  enum Kind { Record, Enum, Typedef, GlobalVar, Prototype, Function } kind;
  const clang::Decl *decl;
};

/// A `<<<...>>>` launch in host code (Launches.cpp): the launched kernel
/// (null when launched through a pointer) and the site, whose `kernel` (the
/// OpenCL name) is the kernel variant's name once Naming has run.
struct KernelLaunch {
  const clang::FunctionDecl *kernel = nullptr;
  LaunchSite site;
};

struct TranslationPlan {
  std::vector<EmitItem> emitOrder;
  /// Host code's kernel launches, in source order.
  std::vector<KernelLaunch> launches;
  /// Kernels host code names without launching them (their address taken),
  /// with the host function (cudaName) that names each, in source order.
  std::vector<std::pair<const clang::FunctionDecl *, std::string>> kernelReferences;

  /// Final names of emitted declarations (functions use FunctionVariant::name).
  llvm::DenseMap<const clang::NamedDecl *, std::string> names;

  /// Every variant, named by index (FunctionVariants.h). A deque: the
  /// analysis appends while it still works on earlier variants.
  std::deque<FunctionVariant> variants;
  /// Variant indices of each emitted function, in creation order.
  llvm::DenseMap<const clang::FunctionDecl *, llvm::SmallVector<unsigned, 2>> variantsOf;
  std::map<unsigned, KernelInfo> kernels; ///< keyed by variant index

  /// For helpers: shared variables received as trailing `__local T (*name)` parameters.
  llvm::DenseMap<const clang::FunctionDecl *, std::vector<HoistedShared>> sharedParams;
  /// Barrier fence of helpers: the union of what their calling kernels need.
  llvm::DenseMap<const clang::FunctionDecl *, std::string> helperBarrierFence;
  /// File-scope `extern __shared__` arrays each function refers to directly;
  /// the printer declares them as aliases of the dynamic buffer on entry.
  llvm::DenseMap<const clang::FunctionDecl *, std::vector<const clang::VarDecl *>>
      fileScopeDynamicShared;
  /// Helpers that take the dynamic shared memory as a trailing parameter.
  llvm::DenseSet<const clang::FunctionDecl *> takesDynamicShared;
  /// Every device symbol the emitted code uses, by canonical declaration.
  /// They are not emitted at program scope; a use prints as the parameter
  /// (an array) or `(*name)` (anything else).
  llvm::DenseMap<const clang::VarDecl *, DeviceSymbol> deviceSymbols;
  /// The device symbol \p v is, or nullptr.
  const DeviceSymbol *deviceSymbol(const clang::VarDecl *v) const;
  /// The object representation of the initial value of each device symbol
  /// whose initializer is not all zero bytes (the launch manifest carries it:
  /// the host uploads it before the first launch); keyed like deviceSymbols.
  llvm::DenseMap<const clang::VarDecl *, std::string> symbolInitialBytes;
  /// For helpers: device symbols received as trailing parameters (after the
  /// shared memory ones), in first-use order.
  llvm::DenseMap<const clang::FunctionDecl *, std::vector<DeviceSymbol>> symbolParams;
  /// Classes declared in a function body that are printed at file scope
  /// (lambda closures, local structs with member functions).
  llvm::DenseSet<const clang::RecordDecl *> hoistedLocalRecords;
  /// If/else statements splitting a block pipeline's producers from its
  /// consumers, each with whether the producers' branch is the `then`:
  /// printed producers' branch, barrier, consumers' branch, barrier
  /// (PipelineRoles.cpp).
  llvm::DenseMap<const clang::IfStmt *, bool> pipelineRoleSplits;
  /// Conditionals that are glvalues in C++ but only read as values: printed
  /// `c ? a : b`, not `*(c ? &a : &b)` (ValueConditionals.cpp).
  llvm::DenseSet<const clang::ConditionalOperator *> valueConditionals;
  /// Address spaces of pointer-typed fields and of variables with static
  /// storage (program scope, static locals, __shared__): every one the
  /// printer may declare has an entry.
  llvm::DenseMap<const clang::ValueDecl *, PointerSpaces> declSpaces;

  /// The builtin classification (classifyBuiltinCall) of every call and
  /// construct expression in the emitted code that calls a builtin, recorded
  /// once by Reachability; keyed by the CallExpr or CXXConstructExpr. A call
  /// that is not there calls a user function.
  llvm::DenseMap<const clang::Expr *, BuiltinCall> builtinCalls;
  /// The recorded classification of \p e, or nullptr for a user call.
  const BuiltinCall *builtinCall(const clang::Expr *e) const {
    auto it = builtinCalls.find(e);
    return it == builtinCalls.end() ? nullptr : &it->second;
  }
  /// Inline PTX statements in the emitted code that read a special register
  /// (classifyPtxIdiom), recorded by Reachability; any other is refused.
  llvm::DenseMap<const clang::Stmt *, PtxRegister> ptxIdioms;
  /// The device runtime's clock counter (deviceClockVar) where a PTX idiom
  /// reads a clock; a device symbol then.
  const clang::VarDecl *ptxClock = nullptr;
  /// Recursive components lowered to iteration over a private frame array
  /// (Recursion.h), and those refused.
  RecursionPlan recursion;
  /// Syncs under a branch only some work-items take, made reachable by
  /// every work-item (Predication.h).
  Predication predication;
  PtxRegister ptxIdiom(const clang::Stmt *s) const {
    auto it = ptxIdioms.find(s);
    return it == ptxIdioms.end() ? PtxRegister::None : it->second;
  }

  // Names the C output needs that the input does not have, allocated by
  // Naming so that they collide with nothing the input names.
  /// The member of a derived record holding one of its non-empty bases
  /// (`base_B`), keyed by the canonical (derived, base) records.
  llvm::DenseMap<std::pair<const clang::CXXRecordDecl *, const clang::CXXRecordDecl *>, std::string>
      baseMembers;
  /// The two OpenCL parameters of a CuPy CArray kernel parameter `a`
  /// (`a_data`, `a_info`; CArrayPrinter.cpp).
  struct CArrayParamNames {
    std::string data, info;
  };
  llvm::DenseMap<const clang::ParmVarDecl *, CArrayParamNames> carrayParams;
  /// A texture or surface object parameter `t` (of a kernel or a helper) is
  /// two OpenCL parameters: its resource's buffer, named here (`t_data`),
  /// and its `ultima_texture` descriptor, under the parameter's own name
  /// (Printer/TexturePrinter.cpp, kernels/opencl/tex_core.cl).
  llvm::DenseMap<const clang::ParmVarDecl *, std::string> textureParams;
  /// A texture object parameter's image parameters (not a surface's).
  llvm::DenseMap<const clang::ParmVarDecl *, TextureImageNames> textureImageParams;
  /// A kernel parameter of a record type holding a pointer, `bool` or
  /// `size_t` member: its leaves, in layout order (StructParams.cpp).
  llvm::DenseMap<const clang::ParmVarDecl *, std::vector<StructParamLeaf>> structParams;
  /// The field of a record with no members (C has no empty structs; C++
  /// gives an empty class size 1).
  std::string emptyRecordField = "empty_";
  /// The loop indices that initialise array members element by element
  /// (`<prefix><depth>` in a constructor): no identifier of the input, and
  /// no other synthesized name, starts with this prefix.
  std::string arrayLoopIndexPrefix = "ultima_i";
  /// The flag a pipeline role split keeps its condition in (PipelineRoles.cpp).
  std::string roleSplitFlag = "ultima_role";
  // Unnamed parameters get their name (`unused_param<i>`) in `names`.

  /// Name of the dynamic shared memory parameter where it is passed as bytes.
  std::string dynamicSharedName;

  /// Polyfills from kernels/opencl to emit, dependencies first.
  std::vector<std::string> snippets;
  /// Component types of the CUDA 3-vectors used (`float` for float3), in
  /// first-use order: each is printed as a struct with CUDA's layout.
  std::vector<std::string> vector3Types;
  /// OpenCL extensions to enable (`cl_khr_int64_base_atomics`, ...), in order.
  std::vector<std::string> extensions;

  bool needsFp64 = false;
  bool keepAsserts = false;
  bool lineDirectives = false;
  std::string mainFileName;

  /// The name to print for \p d (falls back to its identifier).
  std::string nameOf(const clang::NamedDecl *d) const;
};

/// Reports an ultima-internal error for each variant (and once for the
/// fields and program-scope variables) with an AddrSpace::Unknown left in a
/// PointerSpaces; returns whether there was one. The printer calls it first.
bool reportUndecidedSpaces(const TranslationPlan &plan, DiagnosticSink &diags);

} // namespace ultima

#endif
