//===- FunctionVariants.h - the call graph of function variants -*- C++ -*-===//
///
/// \file
/// OpenCL C 1.2 has no generic address space, so a function called with
/// pointers into different spaces is emitted once per combination: a
/// FunctionVariant. This is the call graph over those variants: it finds or
/// creates the variant a call resolves to, records the resolution in the
/// calling variant, and detects recursion (a call to a function whose
/// analysis is still in progress), which OpenCL forbids: a call the
/// Recursion pass lowers resolves to the variant in progress.
///
/// What a new variant's pointers point to is not decided here: creating one
/// runs the Analyzer given at construction (AddressSpaces.cpp), depth-first,
/// before the call that asked for it is resolved. The address-space walks
/// themselves never create variants: they only look variants up (find) and
/// hand back CallRequests, which AddressSpaces.cpp resolves between walks.
///
/// Storage: variants live in TranslationPlan::variants, a std::deque, and are
/// named by index everywhere during the analysis. Creating a variant appends
/// to the deque (references to other elements stay valid) and to the DenseMaps
/// variantsOf and declSpaces (references into those do not): no caller may
/// hold a reference into a DenseMap of the plan across a call into this table.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_ANALYSIS_FUNCTIONVARIANTS_H
#define ULTIMA_ANALYSIS_FUNCTIONVARIANTS_H

#include "../Plan/TranslationPlan.h"
#include <functional>
#include <optional>
#include <vector>

namespace ultima {

class DiagnosticSink;

/// Pointer spaces of each parameter of a variant (empty: not a pointer).
using ParamSpaces = llvm::SmallVector<PointerSpaces, 4>;

/// A call (or lowered constructor call) in a variant's body, with the spaces
/// of its pointer arguments and `this` as a walk computed them: the variant
/// it needs.
struct CallRequest {
  const clang::Expr *site; ///< a CallExpr or a CXXConstructExpr
  const clang::FunctionDecl *callee;
  ParamSpaces params;
  AddrSpace thisSpace;
};

class FunctionVariants {
public:
  /// Decides the address spaces inside the (new, empty) variant with this index.
  using Analyzer = std::function<void(unsigned variant)>;

  FunctionVariants(TranslationPlan &plan, DiagnosticSink &diags, Analyzer analyze)
      : plan(plan), diags(diags), analyze(std::move(analyze)) {}

  /// The variant of \p fd (its definition, if any) for these parameter and
  /// `this` spaces: an existing one, or a new one analysed now. A request for
  /// a function whose analysis is in progress is recursion: reported at \p site
  /// (else at \p fd) and answered with the variant in progress.
  unsigned variantFor(const clang::FunctionDecl *fd, const ParamSpaces &params, AddrSpace thisSpace,
                      const clang::Expr *site);

  /// The existing variant of \p fd for these spaces, if any; creates nothing.
  std::optional<unsigned> find(const clang::FunctionDecl *fd, const ParamSpaces &params,
                               AddrSpace thisSpace) const;

  /// Resolves \p request, made by a walk of variant \p caller: records the
  /// callee variant (created and analysed now if new) in the caller's
  /// callees or constructors. Returns whether that record is new.
  bool resolve(unsigned caller, const CallRequest &request);

private:
  /// A request for \p fd while its variant \p inProgressIdx is being
  /// analysed: the in-progress variant with these spaces where the Recursion
  /// pass lowers the component, else an error (unless that pass refused it
  /// already).
  unsigned recursiveVariant(const clang::FunctionDecl *fd, const ParamSpaces &params,
                            AddrSpace thisSpace, const clang::Expr *site, unsigned inProgressIdx);

  /// Resolves \p call in variant \p caller to variantFor(...) and records it
  /// in FunctionVariant::callees; returns the callee's index.
  unsigned resolveCall(unsigned caller, const clang::CallExpr *call,
                       const clang::FunctionDecl *callee, const ParamSpaces &params,
                       AddrSpace thisSpace);

  /// Same for a lowered constructor call (FunctionVariant::constructors);
  /// constructor_T always gets a private `this`.
  unsigned resolveConstructor(unsigned caller, const clang::CXXConstructExpr *ce,
                              const ParamSpaces &params);

  TranslationPlan &plan;
  DiagnosticSink &diags;
  Analyzer analyze;
  /// Variants whose analysis is in progress, outermost first.
  std::vector<unsigned> inProgress;
};

} // namespace ultima

#endif
