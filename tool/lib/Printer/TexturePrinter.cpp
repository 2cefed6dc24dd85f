//===- TexturePrinter.cpp - texture and surface object parameters ---------===//
///
/// \file
/// A `cudaTextureObject_t` or `cudaSurfaceObject_t` parameter `t` of a
/// kernel or helper is two OpenCL parameters: `__global uchar *t_data`,
/// the buffer of the object's resource, and `ultima_texture t`, its
/// descriptor by value (kernels/opencl/tex_core.cl); the host fills both at
/// launch (the manifest's texture-data and texture-desc parameters). A call
/// that passes the object on passes both, and a fetch names both (`%X0`,
/// Builtins/TextureBuiltins.cpp). The data name is Naming's
/// (TranslationPlan::textureParams). A texture reference reached by device
/// code (DeviceSymbol::texture) is the same pair, passed like a device
/// symbol to the kernels and helpers that reach it; its manifest entries
/// name the reference (`symbol`), and the host fills them from its binding.
/// A texture (not a surface) also has the image path's four parameters
/// (TextureImageNames): its descriptor's declaration ends with
/// `ULTIMA_TEX_IMAGES(...)` and each use of the pair with
/// `ULTIMA_TEX_IMAGE_ARGS(...)`, macros of tex_core.cl that are empty unless
/// the host builds the program with ULTIMA_TEXTURE_IMAGES; the manifest's
/// texture-images parameter stands for them.
///
//===----------------------------------------------------------------------===//
#include "OpenCLPrinter.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"

using namespace clang;

namespace ultima {

/// The descriptor struct of tex_core.cl; its size (cudart's DeviceTexture).
static constexpr const char *TextureDescType = "ultima_texture";
static constexpr unsigned long long TextureDescSize = 96;

/// ` ULTIMA_TEX_IMAGES(...)` (\p declare) or ` ULTIMA_TEX_IMAGE_ARGS(...)`
/// for a texture's image parameters; nothing for a surface's (none).
static std::string imagesSuffix(const TextureImageNames &images, bool declare) {
  if (images.empty())
    return "";
  return std::string(declare ? " ULTIMA_TEX_IMAGES(" : " ULTIMA_TEX_IMAGE_ARGS(") + images.list() +
         ")";
}

/// The manifest's stand-in for a texture's image parameters (none for a
/// surface); its declaration is in the descriptor's.
static void addImagesParameter(const TextureImageNames &images, const KernelParameter &desc,
                               std::vector<KernelParameter> &params) {
  if (images.empty())
    return;
  KernelParameter p;
  p.kind = KernelParameter::Kind::TextureImages;
  p.name = images.image2d;
  p.type = "image";
  p.cudaIndex = desc.cudaIndex;
  p.symbol = desc.symbol;
  params.push_back(std::move(p));
}

const TextureImageNames &OpenCLPrinter::textureImages(const ParmVarDecl *p) const {
  static const TextureImageNames none;
  auto images = plan.textureImageParams.find(p);
  return images == plan.textureImageParams.end() ? none : images->second;
}

bool OpenCLPrinter::textureKernelParameters(const ParmVarDecl *p, unsigned index,
                                            std::vector<KernelParameter> &params) {
  auto data = plan.textureParams.find(p);
  if (data == plan.textureParams.end())
    return false;
  KernelParameter buffer;
  buffer.kind = KernelParameter::Kind::TextureData;
  buffer.name = data->second;
  buffer.declaration = "__global uchar *" + data->second;
  buffer.type = "uchar";
  buffer.addressSpace = "global";
  KernelParameter desc;
  desc.kind = KernelParameter::Kind::TextureDesc;
  desc.name = plan.nameOf(p);
  desc.type = TextureDescType;
  desc.declaration = desc.type + " " + desc.name + imagesSuffix(textureImages(p), true);
  desc.size = TextureDescSize;
  buffer.cudaIndex = desc.cudaIndex = static_cast<int>(index);
  params.push_back(std::move(buffer));
  params.push_back(desc);
  addImagesParameter(textureImages(p), desc, params);
  return true;
}

bool OpenCLPrinter::textureParameterDeclarators(const ParmVarDecl *p,
                                                std::vector<std::string> &params) {
  auto data = plan.textureParams.find(p);
  if (data == plan.textureParams.end())
    return false;
  params.push_back("__global uchar *" + data->second);
  params.push_back(std::string(TextureDescType) + " " + plan.nameOf(p) +
                   imagesSuffix(textureImages(p), true));
  return true;
}

/// The read mode of texture reference type \p t (`texture<T, dim, mode>`):
/// whether it reads normalized floats.
static bool readsNormalizedFloat(QualType t) {
  const auto *spec =
      dyn_cast_or_null<ClassTemplateSpecializationDecl>(t.getNonReferenceType()->getAsRecordDecl());
  if (!spec || spec->getTemplateArgs().size() < 3)
    return false;
  const TemplateArgument &mode = spec->getTemplateArgs()[2];
  return mode.getKind() == TemplateArgument::Integral && mode.getAsIntegral() == 1;
}

void OpenCLPrinter::textureReferenceKernelParameters(const DeviceSymbol &symbol,
                                                     std::vector<KernelParameter> &params) {
  KernelParameter buffer;
  buffer.kind = KernelParameter::Kind::TextureData;
  buffer.name = symbol.dataName;
  buffer.declaration = "__global uchar *" + symbol.dataName;
  buffer.type = "uchar";
  buffer.addressSpace = "global";
  buffer.symbol = symbol.var->getQualifiedNameAsString();
  KernelParameter desc;
  desc.kind = KernelParameter::Kind::TextureDesc;
  desc.name = symbol.name;
  desc.type = TextureDescType;
  desc.declaration = desc.type + " " + desc.name + imagesSuffix(symbol.images, true);
  desc.size = TextureDescSize;
  desc.symbol = buffer.symbol;
  params.push_back(std::move(buffer));
  params.push_back(desc);
  addImagesParameter(symbol.images, desc, params);
}

std::string OpenCLPrinter::textureReferenceDeclarators(const DeviceSymbol &symbol) {
  return "__global uchar *" + symbol.dataName + ", " + TextureDescType + " " + symbol.name +
         imagesSuffix(symbol.images, true);
}

void OpenCLPrinter::printTextureParts(const Expr *arg) {
  // (A reference is passed by value: a copy construction of the variable.)
  const auto *dre = dyn_cast<DeclRefExpr>(arg->IgnoreUnlessSpelledInSource());
  if (const auto *v = dre ? dyn_cast<VarDecl>(dre->getDecl()) : nullptr;
      v && !isa<ParmVarDecl>(v)) {
    const DeviceSymbol *symbol = plan.deviceSymbol(v);
    if (!symbol || !symbol->texture) {
      internalError(arg->getBeginLoc(), "texture reference that is not a device symbol");
      return;
    }
    // The read mode is the reference's type's (the host's descriptor reads
    // element types).
    if (readsNormalizedFloat(v->getType()))
      out << symbol->dataName << ", ultima_tex_normalized_read(" << symbol->name << ")";
    else
      out << symbol->dataName << ", " << symbol->name;
    out << imagesSuffix(symbol->images, false);
    return;
  }
  const auto *p = dre ? dyn_cast<ParmVarDecl>(dre->getDecl()) : nullptr;
  auto data = p ? plan.textureParams.find(p) : plan.textureParams.end();
  if (data == plan.textureParams.end()) {
    internalError(arg->getBeginLoc(), "texture object that is not a parameter");
    return;
  }
  out << data->second << ", " << plan.nameOf(p) << imagesSuffix(textureImages(p), false);
}

} // namespace ultima
