//===- TextureBuiltins.cpp - texture and surface object fetches -----------===//
///
/// \file
/// The fetches through a texture object (tex1Dfetch, tex1D, tex2D, tex3D,
/// tex1DLayered, tex2DLayered, texCubemap, texCubemapLayered, their Lod and
/// Grad forms, tex2Dgather; texture_indirect_functions.h) are calls of
/// the polyfills of kernels/opencl/tex_fetch.cl, named by the fetch and its
/// element type: `tex2D<float4>(t, x, y)` prints
/// `ultima_tex2D_float4(t_data, t, (x), (y))`, where `%X0` is the two
/// OpenCL parameters of texture object `t` (Printer/TexturePrinter.cpp).
/// A fetch through a texture reference (`tex2D(texRef, x, y)`,
/// texture_fetch_functions.h) is the same call, the element type being
/// what the fetch returns (float components for a reference read as
/// normalized floats), `%X0` the reference's two parameters.
/// The reads and writes through a surface object (surf1D, surf2D, surf3D,
/// surf1DLayered, surf2DLayered; surface_indirect_functions.h) are those of
/// kernels/opencl/surf_access.cl: `surf2Dread<T>(s, x, y, mode)` prints
/// `ultima_surf2Dread_T(s_data, s, x, y, mode)`, the form that stores
/// through a pointer `(*p = ultima_surf2Dread_T(...))`, and
/// `surf2Dwrite(v, s, x, y, mode)` `ultima_surf2Dwrite_T(v, s_data, s, x, y,
/// mode)`; the boundary mode is always an argument (CUDA's default, trap).
/// Through a surface reference (`surface<void, dim>`, surface_functions.h)
/// they are the same calls, `%X` being the reference's two parameters.
/// Every other texture or surface function is refused with the reason
/// textureRefusal gives (UnsupportedConstructs reports it).
///
//===----------------------------------------------------------------------===//
#include "CudaBuiltins.h"
#include "ultima/compat/ClangCompat.h"
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

/// A fetch with a polyfill: tex1Dfetch, tex2Dgather, and each shape's plain,
/// level-of-detail and gradient forms (the last two sample level 0).
bool isFetch(llvm::StringRef n) {
  if (n == "tex1Dfetch" || n == "tex2Dgather")
    return true;
  for (const char *shape : {"tex1D", "tex2D", "tex3D", "tex1DLayered", "tex2DLayered", "texCubemap",
                            "texCubemapLayered"})
    for (const char *form : {"", "Lod", "Grad"})
      if (n == std::string(shape) + form)
        return true;
  return false;
}

/// The components of a supported texel type name: 1, 2 or 4.
int texelComponents(const std::string &name) {
  char last = name.empty() ? '\0' : name.back();
  return last == '2' ? 2 : last == '4' ? 4 : 1;
}

bool isSurfaceAccess(llvm::StringRef n) {
  for (const char *shape : {"surf1D", "surf2D", "surf3D", "surf1DLayered", "surf2DLayered"})
    if (n == std::string(shape) + "read" || n == std::string(shape) + "write")
      return true;
  return false;
}

/// The element type a surface access reads or writes: the returned type,
/// what the first parameter points to (the read that stores), or the type
/// of the value written.
QualType surfaceElementType(const FunctionDecl *fd) {
  if (!fd->getReturnType()->isVoidType())
    return fd->getReturnType();
  if (fd->getNumParams() == 0)
    return QualType();
  QualType first = fd->getParamDecl(0)->getType();
  if (compat::endsWith(fd->getName(), "read"))
    return first->isPointerType() ? first->getPointeeType() : QualType();
  return first;
}

/// The index of the texture or surface object parameter of \p fd, or of
/// its surface reference parameter (`surface<void, dim>`), or -1.
int objectParam(const FunctionDecl *fd) {
  for (unsigned i = 0; i < fd->getNumParams(); ++i)
    if (QualType t = fd->getParamDecl(i)->getType();
        isTextureObjectType(t) || textureKind(t) == "surface reference")
      return static_cast<int>(i);
  return -1;
}

std::string unsupportedTexel(QualType t) {
  // As written, unless that is the fetch's template (a reference's
  // __ultima_texel<T, mode>::type): then what it names.
  std::string name = t.getAsString();
  if (const RecordDecl *record = t->getAsRecordDecl()) // "__half", not "struct __half"
    name = record->getNameAsString();
  if (name.find("__ultima_texel") != std::string::npos) {
    QualType c = t.getCanonicalType();
    const RecordDecl *rd = c->getAsRecordDecl();
    name = rd ? rd->getNameAsString() : c.getAsString();
  }
  std::string reason = "texel type '" + name +
                       "' is not supported: char, unsigned char, short, unsigned short, int, "
                       "unsigned int or float, with 1, 2 or 4 components";
  if (name.find("half") != std::string::npos)
    reason += " (a texture of 16-bit floats is read as float)";
  return reason;
}

std::string surfaceRefusal(const FunctionDecl *fd) {
  llvm::StringRef n = fd->getName();
  if (compat::startsWith(n, "surfCubemap"))
    return "cubemap surfaces are not supported";
  if (!isSurfaceAccess(n))
    return "'" + n.str() + "' is not a supported surface function";
  if (objectParam(fd) < 0)
    return "'" + n.str() + "' takes no surface object or reference";
  QualType element = surfaceElementType(fd);
  if (element.isNull() || texelTypeName(element).empty())
    return unsupportedTexel(element.isNull() ? fd->getParamDecl(0)->getType() : element);
  return "";
}

BuiltinCall classifySurfaceAccess(const FunctionDecl *fd) {
  BuiltinCall call;
  std::string name = "ultima_" + fd->getName().str() + "_" + texelTypeName(surfaceElementType(fd));
  unsigned object = static_cast<unsigned>(objectParam(fd));
  std::string pattern;
  bool stores = compat::endsWith(fd->getName(), "read") && object == 1;
  if (stores)
    pattern = "(%d0 = " + name + "(";
  else if (object == 1)
    pattern = name + "(%0, ";
  else
    pattern = name + "(";
  pattern += "%X" + std::to_string(object);
  for (unsigned i = object + 1; i < fd->getNumParams(); ++i)
    pattern += ", %" + std::to_string(i);
  call.kind = BuiltinCallKind::Pattern;
  call.pattern = pattern + (stores ? "))" : ")");
  call.snippets = {"surf_access"};
  return call;
}

} // namespace

std::string textureRefusal(const FunctionDecl *fd) {
  llvm::StringRef n = fd->getName();
  bool object =
      fd->getNumParams() > 0 && textureKind(fd->getParamDecl(0)->getType()) == "texture object";
  if (compat::startsWith(n, "surf"))
    return surfaceRefusal(fd);
  if (!isFetch(n))
    return "'" + n.str() + "' is not a supported texture function";
  bool reference =
      fd->getNumParams() > 0 && textureKind(fd->getParamDecl(0)->getType()) == "texture reference";
  if (!object && !reference) {
    if (fd->getNumParams() > 1 && textureKind(fd->getParamDecl(1)->getType()) == "texture object")
      return "the form of '" + n.str() +
             "' that stores through a pointer is not supported; use the one that returns the "
             "texel";
    return "'" + n.str() + "' takes no texture object or reference";
  }
  std::string texel = texelTypeName(fd->getReturnType());
  if (texel.empty())
    return unsupportedTexel(fd->getReturnType());
  if (n == "tex2Dgather" && texelComponents(texel) != 4)
    return "'tex2Dgather' returns four texels' components: its texel type must have 4 "
           "components, not '" +
           texel + "'";
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
  if (compat::startsWith(fd->getName(), "surf"))
    return classifySurfaceAccess(fd);
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
