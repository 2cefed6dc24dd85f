//===- Textures.cpp - _ultima.Texture: texture and surface objects ---------===//
///
/// \file
/// The C++ half of ultima.cuda.texture: a texture or surface object's
/// resource (a buffer, the offset of its first texel, its geometry and
/// format) and sampling, checked and filled as libultima-cudart fills
/// them (ultima/runtime/Texture.h); RawKernel binds it to a
/// `cudaTextureObject_t`/`cudaSurfaceObject_t` parameter's pair.
///
//===----------------------------------------------------------------------===//
#include "Bindings.h"
#include "ultima/runtime/Buffer.h"
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/Texture.h"
#include <array>
#include <memory>
#include <string>

namespace py = pybind11;
using namespace ultima::runtime;

namespace ultima::python {

namespace {

using Format = std::array<int, 5>; // x, y, z, w bits and the kind

ChannelFormat checked(const Format &f) {
  ChannelFormat c{f[0], f[1], f[2], f[3], f[4]};
  throwIfFault(checkChannelFormat(c), "channel format (" + std::to_string(f[0]) + ", " +
                                          std::to_string(f[1]) + ", " + std::to_string(f[2]) +
                                          ", " + std::to_string(f[3]) + ", kind " +
                                          std::to_string(f[4]) + ")");
  return c;
}

/// \p bytes from \p offset lie in \p b.
void checkInside(const Buffer &b, size_t offset, size_t bytes, const char *what) {
  if (offset > b.size() || bytes > b.size() - offset)
    throwIfFault(TextureFault::InvalidValue,
                 std::string(what) + " reaches past the end of the array's memory");
}

TextureArgument arrayTexture(std::shared_ptr<Buffer> buffer, const Format &format, size_t width,
                             size_t height, size_t depth, unsigned flags, bool surface) {
  ChannelFormat f = checked(format);
  throwIfFault(checkArrayExtent(width, height, depth, flags), "array extent");
  if (surface && !(flags & cudaenum::ArraySurfaceLoadStore))
    throwIfFault(TextureFault::InvalidValue,
                 "a surface needs an array made with cudaArraySurfaceLoadStore");
  TextureArgument t{std::move(buffer), 0, {}};
  describeArray(f, width, height ? height : 1, depth ? depth : 1, t.desc);
  checkInside(*t.buffer, 0, t.desc.slice * static_cast<size_t>(t.desc.depth), "the array");
  return t;
}

TextureArgument linearTexture(std::shared_ptr<Buffer> buffer, size_t offset, const Format &format,
                              size_t sizeInBytes) {
  TextureArgument t{std::move(buffer), offset, {}};
  throwIfFault(describeLinear(checked(format), sizeInBytes, t.desc),
               "linear memory of " + std::to_string(sizeInBytes) + " bytes");
  checkInside(*t.buffer, offset, sizeInBytes, "sizeInBytes");
  return t;
}

TextureArgument pitchTexture(std::shared_ptr<Buffer> buffer, size_t offset, const Format &format,
                             size_t width, size_t height, size_t pitch) {
  ChannelFormat f = checked(format);
  TextureArgument t{std::move(buffer), offset, {}};
  throwIfFault(describePitch2D(f, width, height, pitch, t.desc),
               "pitched memory of " + std::to_string(width) + " x " + std::to_string(height) +
                   " texels, " + std::to_string(pitch) + " bytes a row");
  if (pitch > (SIZE_MAX - width * texelBytes(f)) / height)
    throwIfFault(TextureFault::InvalidValue, "pitchInBytes");
  checkInside(*t.buffer, offset, pitch * (height - 1) + width * texelBytes(f),
              "width, height and pitchInBytes");
  return t;
}

void sample(TextureArgument &t, const std::array<int, 3> &address, int filterMode, int readMode,
            bool normalized, const std::array<float, 4> &border) {
  throwIfFault(
      describeSampling(address.data(), filterMode, readMode, normalized, border.data(), t.desc),
      "texture descriptor: address modes " + std::to_string(address[0]) + ", " +
          std::to_string(address[1]) + ", " + std::to_string(address[2]) + ", filter mode " +
          std::to_string(filterMode) + ", read mode " + std::to_string(readMode));
}

} // namespace

void bindTextures(py::module_ &m) {
  m.def(
      "check_channel_format",
      [](const Format &f) {
        ChannelFormat c = checked(f);
        return py::make_tuple(channelCount(c), texelBytes(c));
      },
      "(channels, bytes per texel) of (x, y, z, w, kind); CUDARuntimeError for a bad one");
  m.def(
      "check_array_extent",
      [](size_t width, size_t height, size_t depth, unsigned flags) {
        throwIfFault(checkArrayExtent(width, height, depth, flags), "array extent");
      },
      "CUDARuntimeError unless cudaMalloc3DArray takes this extent and these flags");
  py::class_<TextureArgument>(m, "Texture")
      .def_static("array", &arrayTexture, py::arg("buffer"), py::arg("format"), py::arg("width"),
                  py::arg("height"), py::arg("depth"), py::arg("flags"), py::arg("surface"))
      .def_static("linear", &linearTexture, py::arg("buffer"), py::arg("offset"), py::arg("format"),
                  py::arg("size_in_bytes"))
      .def_static("pitch2d", &pitchTexture, py::arg("buffer"), py::arg("offset"), py::arg("format"),
                  py::arg("width"), py::arg("height"), py::arg("pitch"))
      .def("sample", &sample, py::arg("address"), py::arg("filter_mode"), py::arg("read_mode"),
           py::arg("normalized"), py::arg("border"))
      .def_property_readonly("offset", [](const TextureArgument &t) { return t.offset; })
      .def_property_readonly("descriptor", [](const TextureArgument &t) {
        // The bytes a kernel receives (the launch sets `offset`).
        DeviceTexture d = t.desc;
        d.offset = t.offset;
        return py::bytes(reinterpret_cast<const char *>(&d), sizeof d);
      });
}

} // namespace ultima::python
