//===- TextureBuiltins.cpp - texture and surface object fetches -----------===//
///
/// \file
/// The fetches through a texture object (tex1Dfetch, tex1D, tex2D, tex3D,
/// tex1DLayered, tex2DLayered; texture_indirect_functions.h) are calls of
/// the polyfills of kernels/opencl/tex_fetch.cl, named by the fetch and its
/// element type: `tex2D<float4>(t, x, y)` prints
/// `ultima_tex2D_float4(t_data, t, (x), (y))`, where `%X0` is the two
/// OpenCL parameters of texture object `t` (Printer/TexturePrinter.cpp).
/// Every other texture or surface function is refused with the reason
/// textureRefusal gives (UnsupportedConstructs reports it).
///
//===----------------------------------------------------------------------===//
#include "CudaBuiltins.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"

using namespace clang;

namespace ultima {
namespace {

/// The OpenCL spelling of a supported texel type: char, uchar, short,
/// ushort, int, uint, float, with 1, 2 or 4 components; "" otherwise.
std::string texelTypeName(QualType t) {
  t = t.getCanonicalType().getUnqualifiedType();
  if (const auto *bt = t->getAs<BuiltinType>()) {
    switch (bt->getKind()) {
    case BuiltinType::Char_S:
    case BuiltinType::SChar:
      return "char";
    case BuiltinType::Char_U:
    case BuiltinType::UChar:
      return "uchar";
    case BuiltinType::Short:
      return "short";
    case BuiltinType::UShort:
      return "ushort";
    case BuiltinType::Int:
      return "int";
    case BuiltinType::UInt:
      return "uint";
    case BuiltinType::Float:
      return "float";
    default:
      return "";
    }
  }
  const RecordDecl *rd = t->getAsRecordDecl();
  if (!rd || !vector3ComponentType(rd).empty())
    return "";
  std::string name = openclVectorTypeName(rd);
  for (const char *scalar : {"char", "uchar", "short", "ushort", "int", "uint", "float"})
    for (const char *width : {"", "2", "4"})
      if (name == std::string(scalar) + width)
        return name;
  return "";
}

bool isFetch(llvm::StringRef n) {
  return n == "tex1Dfetch" || n == "tex1D" || n == "tex2D" || n == "tex3D" || n == "tex1DLayered" ||
         n == "tex2DLayered";
}

} // namespace

std::string textureRefusal(const FunctionDecl *fd) {
  llvm::StringRef n = fd->getName();
  bool object =
      fd->getNumParams() > 0 && textureKind(fd->getParamDecl(0)->getType()) == "texture object";
  if (n.startswith("surf"))
    return "surfaces are not supported yet";
  if (n.startswith("texCubemap"))
    return "cubemap textures are not supported";
  if (n.endswith("Lod") || n.endswith("Grad"))
    return "mipmapped fetches (level of detail, gradients) are not supported";
  if (n.startswith("tex2Dgather"))
    return "texture gather is not supported";
  if (!isFetch(n))
    return "'" + n.str() + "' is not a supported texture function";
  if (!object) {
    if (fd->getNumParams() > 1 && textureKind(fd->getParamDecl(1)->getType()) == "texture object")
      return "the form of '" + n.str() +
             "' that stores through a pointer is not supported; use the one that returns the "
             "texel";
    return "texture references (texture<T, dim, readMode>) are not supported yet; use a "
           "texture object (cudaTextureObject_t)";
  }
  if (texelTypeName(fd->getReturnType()).empty())
    return "texel type '" + fd->getReturnType().getAsString() +
           "' is not supported: char, unsigned char, short, unsigned short, int, unsigned "
           "int or float, with 1, 2 or 4 components";
  return "";
}

BuiltinCall classifyTextureBuiltin(const FunctionDecl *fd) {
  BuiltinCall call;
  if (!fd->getIdentifier() || !isTextureDecl(fd))
    return call;
  if (!textureRefusal(fd).empty()) {
    call.kind = BuiltinCallKind::Unsupported;
    return call;
  }
  std::string pattern =
      "ultima_" + fd->getName().str() + "_" + texelTypeName(fd->getReturnType()) + "(%X0";
  for (unsigned i = 1; i < fd->getNumParams(); ++i)
    pattern += ", %" + std::to_string(i);
  call.kind = BuiltinCallKind::Pattern;
  call.pattern = pattern + ")";
  call.snippets = {"tex_fetch"};
  return call;
}

} // namespace ultima
