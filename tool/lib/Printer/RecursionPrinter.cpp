//===- RecursionPrinter.cpp - recursion as iteration over private frames --===//
///
/// \file
/// Renders a function of a lowered recursive component (Plan/Recursion.h) as
/// one C function without recursion. Its body holds a block per member
/// variant the function reaches in the component (itself first), a private
/// frame array and a frame count:
///
///     struct { int resume; <saved variables> } P_stack[BOUND]; int P_sp = 0;
///     <results, temporaries, argument variables>
///     P_arg0_0 = n;                        the entry's arguments
///     P_enter0: { int n = P_arg0_0; ... }  each member: parameters, body
///     goto P_return;
///     P_overflow: (*status) = 719; return NaN/0;
///     P_return: if (P_sp == 0) return P_result0;
///       --P_sp; switch (P_stack[P_sp].resume) { case K: goto P_resumeK; ... }
///
/// A recursive call, printed before its statement, assigns the callee's
/// argument variables, checks the bound, saves the caller's live variables
/// in a new frame and jumps to the callee's block; `P_resumeK:` follows,
/// where they are restored and the callee's result becomes the call's
/// temporary, which the statement reads in place of the call. A `return`
/// stores the member's result and jumps to P_return. Jumping into blocks
/// past declarations is C (no variable-length arrays are involved).
///
//===----------------------------------------------------------------------===//
#include "../Plan/Classes.h"
#include "OpenCLPrinter.h"
#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ultima {

/// cudaErrorLaunchFailure, what the device status records (as __trap does).
static constexpr int LaunchFailure = 719;

std::string OpenCLPrinter::RecursionBody::name(const char *what, unsigned n) const {
  return prefix + what + std::to_string(n);
}

std::string OpenCLPrinter::RecursionBody::argument(unsigned m, int param) const {
  return prefix + "arg" + std::to_string(m) + "_" +
         (param < 0 ? std::string("this") : std::to_string(param));
}

unsigned OpenCLPrinter::RecursionBody::memberOf(unsigned variant) const {
  for (unsigned m = 0; m < members.size(); ++m)
    if (members[m] == variant)
      return m;
  return 0;
}

std::string OpenCLPrinter::RecursionBody::field(unsigned m, const VarDecl *v) const {
  const std::vector<const VarDecl *> &list = saved[m];
  unsigned j = std::find(list.begin(), list.end(), v) - list.begin();
  return "m" + std::to_string(m) + "_" + std::to_string(j);
}

const FunctionVariant *OpenCLPrinter::recursiveTarget(const CallExpr *call) const {
  auto it = currentVariant->callees.find(call);
  return it == currentVariant->callees.end() ? nullptr : &plan.variants[it->second];
}

OpenCLPrinter::RecursionBody OpenCLPrinter::recursionBodyOf(unsigned idx) const {
  RecursionBody body;
  body.prefix = plan.recursion.prefix;
  body.members.push_back(idx);
  for (unsigned m = 0; m < body.members.size(); ++m) {
    const FunctionVariant &v = plan.variants[body.members[m]];
    body.firstResume.push_back(body.resumes);
    body.saved.emplace_back();
    auto calls = plan.recursion.callsOf.find(v.decl->getCanonicalDecl());
    if (calls == plan.recursion.callsOf.end())
      continue;
    for (const CallExpr *call : calls->second) {
      ++body.resumes;
      auto target = v.callees.find(call);
      if (target != v.callees.end() && !llvm::is_contained(body.members, target->second))
        body.members.push_back(target->second);
      if (target != v.callees.end())
        body.entered.insert(target->second);
      const RecursiveCall &rc = plan.recursion.calls.find(call)->second;
      for (const VarDecl *var : rc.saved)
        if (!llvm::is_contained(body.saved[m], var))
          body.saved[m].push_back(var);
      for (unsigned e : rc.earlier)
        body.savedTemps.insert(body.firstResume[m] + e);
      if (rc.tail)
        body.tails.insert(body.resumes - 1);
    }
  }
  return body;
}

void OpenCLPrinter::printRecursionFrame(const RecursionBody &body) {
  recursionBody = &body;
  indent();
  out << "struct {\n";
  ++depth;
  indent();
  out << "int resume;\n";
  for (unsigned m = 0; m < body.members.size(); ++m) {
    currentVariant = &plan.variants[body.members[m]];
    for (const VarDecl *v : body.saved[m]) {
      indent();
      out << localDeclarator(v, body.field(m, v)) << ";\n";
    }
    if (takesThis(currentVariant->decl)) {
      indent();
      out << thisDeclarator(*currentVariant, "m" + std::to_string(m) + "_this") << ";\n";
    }
    auto calls = plan.recursion.callsOf.find(currentVariant->decl->getCanonicalDecl());
    if (calls != plan.recursion.callsOf.end())
      for (unsigned k = 0; k < calls->second.size(); ++k)
        if (const FunctionVariant *target = recursiveTarget(calls->second[k]))
          printRecursionCallFields(*target, *plan.recursion.call(calls->second[k]),
                                   body.firstResume[m] + k);
  }
  --depth;
  indent();
  out << "} " << body.prefix << "stack[" << plan.recursion.depth << "];\n";
  recursionBody = nullptr;
  indent();
  out << "int " << body.prefix << "sp = 0;\n";
}

void OpenCLPrinter::printRecursionCallFields(const FunctionVariant &target, const RecursiveCall &rc,
                                             unsigned k) {
  if (!target.decl->getReturnType()->isVoidType() && recursionBody->savedTemps.count(k)) {
    indent();
    out << declarator(target.decl->getReturnType().getCanonicalType(), "t" + std::to_string(k),
                      target.returnSpaces, AddrSpace::Unknown, true)
        << ";\n";
  }
  for (unsigned p : rc.copied) {
    QualType type = target.decl->getParamDecl(p)->getType().getNonReferenceType();
    llvm::ArrayRef<AddrSpace> spaces = target.paramSpaces[p];
    indent();
    out << declarator(type.getCanonicalType().getUnqualifiedType(), copyField(k, p),
                      spaces.drop_front(), AddrSpace::Unknown, true)
        << ";\n";
  }
}

std::string OpenCLPrinter::copyField(unsigned k, unsigned p) {
  return "c" + std::to_string(k) + "_" + std::to_string(p);
}

std::string OpenCLPrinter::localDeclarator(const VarDecl *v, const std::string &name) const {
  if (const auto *p = dyn_cast<ParmVarDecl>(v)) {
    const auto *fd = cast<FunctionDecl>(p->getDeclContext());
    if (currentVariant && currentVariant->decl == fd)
      return declarator(p->getType().getCanonicalType(), name,
                        currentVariant->paramSpaces[p->getFunctionScopeIndex()], AddrSpace::Unknown,
                        true);
  }
  // Canonical: the frame is declared before the body's local typedefs.
  return declarator(v->getType().getCanonicalType(), name, varSpaces(v), AddrSpace::Unknown, true);
}

void OpenCLPrinter::printRecursionVariables(const RecursionBody &body) {
  auto line = [&](const std::string &text) {
    indent();
    out << text << ";\n";
  };
  for (unsigned m = 0; m < body.members.size(); ++m) {
    currentVariant = &plan.variants[body.members[m]];
    const FunctionDecl *fd = currentVariant->decl;
    if (!fd->getReturnType()->isVoidType())
      line(declarator(fd->getReturnType().getCanonicalType(), body.name("result", m),
                      currentVariant->returnSpaces, AddrSpace::Unknown, true));
    auto calls = plan.recursion.callsOf.find(fd->getCanonicalDecl());
    if (calls != plan.recursion.callsOf.end())
      for (unsigned k = 0; k < calls->second.size(); ++k)
        if (const FunctionVariant *target = recursiveTarget(calls->second[k]);
            target && !target->decl->getReturnType()->isVoidType())
          line(declarator(target->decl->getReturnType().getCanonicalType(),
                          body.name("t", body.firstResume[m] + k), target->returnSpaces,
                          AddrSpace::Unknown, true));
    if (takesThis(fd))
      line(thisDeclarator(*currentVariant, body.argument(m, -1)));
    for (const ParmVarDecl *p : fd->parameters())
      line(localDeclarator(p, body.argument(m, p->getFunctionScopeIndex())));
  }
  currentVariant = &plan.variants[body.members[0]];
  if (takesThis(currentVariant->decl))
    line(body.argument(0, -1) + " = this");
  for (const ParmVarDecl *p : currentVariant->decl->parameters())
    line(body.argument(0, p->getFunctionScopeIndex()) + " = " + plan.nameOf(p));
}

void OpenCLPrinter::printRecursiveDefinition(unsigned idx) {
  RecursionBody body = recursionBodyOf(idx);
  const FunctionVariant *entry = &plan.variants[idx];
  out << "{\n";
  ++depth;
  printRecursionFrame(body);
  printRecursionVariables(body);
  for (unsigned m = 0; m < body.members.size(); ++m) {
    body.member = m;
    currentVariant = &plan.variants[body.members[m]];
    recursionBody = &body;
    const FunctionDecl *fd = currentVariant->decl;
    if (body.entered.count(body.members[m]))
      out << body.name("enter", m) << ":\n";
    printCompound(cast<CompoundStmt>(fd->getBody()), [&] {
      if (takesThis(fd)) {
        indent();
        out << thisDeclarator(*currentVariant, "this") << " = " << body.argument(m, -1) << ";\n";
      }
      for (const ParmVarDecl *p : fd->parameters()) {
        indent();
        out << localDeclarator(p, plan.nameOf(p)) << " = "
            << body.argument(m, p->getFunctionScopeIndex()) << ";\n";
      }
    });
    recursionBody = nullptr;
    indent();
    out << "goto " << body.prefix << "return;\n";
  }
  currentVariant = entry;
  printRecursionExits(body);
  --depth;
  out << "}\n";
}

void OpenCLPrinter::printRecursionExits(const RecursionBody &body) {
  QualType result = currentVariant->decl->getReturnType();
  bool isVoid = result->isVoidType();
  std::string giveBack = isVoid ? "return;\n" : "return " + body.name("result", 0) + ";\n";
  out << body.prefix << "overflow:\n";
  if (const DeviceSymbol *status =
          plan.recursion.status ? plan.deviceSymbol(plan.recursion.status) : nullptr) {
    indent();
    out << "(*" << status->name << ") = " << LaunchFailure << ";\n";
  }
  // Documented values: NaN for floating point, zero for integers and pointers.
  if (result->isRealFloatingType()) {
    indent();
    out << body.name("result", 0) << " = NAN;\n";
  } else if (result->isIntegralOrEnumerationType() || result->isPointerType()) {
    indent();
    out << body.name("result", 0) << " = 0;\n";
  }
  indent();
  out << giveBack;
  out << body.prefix << "return:\n";
  indent();
  out << "if (" << body.prefix << "sp == 0)\n";
  ++depth;
  indent();
  out << giveBack;
  --depth;
  indent();
  out << "--" << body.prefix << "sp;\n";
  indent();
  out << "switch (" << body.prefix << "stack[" << body.prefix << "sp].resume) {\n";
  for (unsigned k = 0; k < body.resumes; ++k) {
    if (body.tails.count(k))
      continue; // no frame, no resume label
    indent();
    out << "case " << k << ":\n";
    ++depth;
    indent();
    out << "goto " << body.name("resume", k) << ";\n";
    --depth;
  }
  indent();
  out << "}\n";
  indent();
  out << giveBack;
}

bool OpenCLPrinter::printHoistedCalls(const Stmt *s) {
  if (!recursionBody)
    return false;
  auto it = plan.recursion.hoisted.find(s);
  if (it == plan.recursion.hoisted.end())
    return false;
  bool braced = plan.recursion.braced.count(s) != 0;
  if (braced)
    openWrap();
  for (const CallExpr *call : it->second)
    printRecursiveCall(call);
  // A tail call has jumped: nothing of its `return` is left to run.
  if (!plan.recursion.call(it->second.back())->tail) {
    lineDirective(s->getBeginLoc());
    dispatchStmt(s);
  }
  if (braced)
    closeWrap();
  return true;
}

void OpenCLPrinter::printRecursiveCall(const CallExpr *call) {
  const RecursionBody &body = *recursionBody;
  const RecursiveCall &rc = *plan.recursion.call(call);
  const FunctionVariant *target = recursiveTarget(call);
  if (!target) {
    internalError(call->getBeginLoc(), "recursive call without a resolved callee");
    return;
  }
  unsigned m = body.member;
  unsigned j = body.memberOf(currentVariant->callees.find(call)->second);
  unsigned k = body.firstResume[m] + rc.index;
  auto line = [&](const std::string &text) {
    indent();
    out << text << ";\n";
  };
  std::string frame = body.prefix + "stack[" + body.prefix + "sp].";
  if (!rc.tail)
    line("if (" + body.prefix + "sp == " + std::to_string(plan.recursion.depth) + ")\n" +
         std::string((depth + 1) * 2, ' ') + "goto " + body.prefix + "overflow");
  bool isPointer = false;
  if (const Expr *object = memberCallObject(call, isPointer)) {
    indent();
    out << body.argument(j, -1) << " = ";
    if (isPointer)
      printExpr(object);
    else
      printAddressOf(object);
    out << ";\n";
  }
  for (unsigned a = firstParamArg(call), p = 0; a < call->getNumArgs(); ++a, ++p) {
    indent();
    if (llvm::is_contained(rc.copied, p)) {
      // A const reference to a local or temporary: to a copy in this frame.
      out << frame << copyField(k, p) << " = ";
      printExpr(call->getArg(a));
      out << ";\n";
      line(body.argument(j, static_cast<int>(p)) + " = &" + frame + copyField(k, p));
      continue;
    }
    out << body.argument(j, static_cast<int>(p)) << " = ";
    printArgument(*target, call->getArg(a), p);
    out << ";\n";
  }
  if (rc.tail) {
    line("goto " + body.name("enter", j));
    return;
  }
  line(frame + "resume = " + std::to_string(k));
  std::vector<std::pair<std::string, std::string>> saves;
  for (const VarDecl *v : rc.saved)
    saves.emplace_back(frame + body.field(m, v), plan.nameOf(v));
  if (rc.savesThis)
    saves.emplace_back(frame + "m" + std::to_string(m) + "_this", "this");
  const std::vector<const CallExpr *> &own =
      plan.recursion.callsOf.find(currentVariant->decl->getCanonicalDecl())->second;
  for (unsigned e : rc.earlier)
    if (!own[e]->getType()->isVoidType())
      saves.emplace_back(frame + "t" + std::to_string(body.firstResume[m] + e),
                         body.name("t", body.firstResume[m] + e));
  for (auto &[slot, var] : saves)
    line(slot + " = " + var);
  line("++" + body.prefix + "sp");
  line("goto " + body.name("enter", j));
  out << body.name("resume", k) << ":;\n";
  for (auto &[slot, var] : saves)
    line(var + " = " + slot);
  if (!target->decl->getReturnType()->isVoidType())
    line(body.name("t", k) + " = " + body.name("result", j));
}

bool OpenCLPrinter::printRecursiveCallValue(const CallExpr *call) {
  if (!recursionBody)
    return false;
  const RecursiveCall *rc = plan.recursion.call(call);
  if (!rc)
    return false;
  if (call->getType()->isVoidType())
    out << "((void)0)";
  else
    out << recursionBody->name("t", recursionBody->firstResume[recursionBody->member] + rc->index);
  return true;
}

bool OpenCLPrinter::printRecursiveReturn(const ReturnStmt *s) {
  if (!recursionBody)
    return false;
  openWrap();
  auto conditional = plan.recursion.conditionalReturns.find(s);
  if (conditional == plan.recursion.conditionalReturns.end()) {
    printRecursiveResult(s->getRetValue());
  } else {
    // `return c ? a : b;`: `if (c) return a; return b;`, each arm's calls in it.
    const ConditionalOperator *co = conditional->second;
    indent();
    out << "if (";
    printExpr(co->getCond());
    out << ")\n";
    openWrap();
    printRecursiveResult(co->getTrueExpr());
    closeWrap();
    printRecursiveResult(co->getFalseExpr());
  }
  closeWrap();
  return true;
}

void OpenCLPrinter::printRecursiveResult(const Expr *value) {
  const RecursionBody &body = *recursionBody;
  auto hoisted = value ? plan.recursion.hoisted.find(value) : plan.recursion.hoisted.end();
  if (hoisted != plan.recursion.hoisted.end()) {
    for (const CallExpr *call : hoisted->second)
      printRecursiveCall(call);
    if (plan.recursion.call(hoisted->second.back())->tail)
      return; // it has jumped
  }
  if (value) {
    indent();
    if (!currentVariant->decl->getReturnType()->isVoidType())
      out << body.name("result", body.member) << " = ";
    printExpr(value);
    out << ";\n";
  }
  indent();
  out << "goto " << body.prefix << "return;\n";
}

} // namespace ultima
