//===- StructDtypeTest.cpp - structured-dtype descriptors, without a device -===//
///
/// \file
/// Parsing of the descriptors the Python layer passes for NumPy structured
/// dtypes, the layouts refused, and the structs generated for kernels.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/Dtype.h"
#include "ultima/runtime/Errors.h"
#include <gtest/gtest.h>

using namespace ultima::runtime;

namespace {

Dtype parse(const std::string &descriptor) {
  std::optional<Dtype> d = dtypeFromName(descriptor);
  EXPECT_TRUE(d.has_value()) << descriptor;
  return d.value_or(Dtype::Bool);
}

TEST(StructDtypeTest, ParsesNestedAndSubarrayFields) {
  Dtype d = parse("struct48{0:int8;8:float64;16:int32[2x3];40:struct8{0:int16;4:float32}}");
  ASSERT_EQ(d.kind(), Dtype::Struct);
  const StructLayout &l = *d.layout();
  EXPECT_EQ(dtypeSize(d), 48u);
  EXPECT_EQ(dtypeAlign(d), 8u);
  ASSERT_EQ(l.fields.size(), 4u);
  EXPECT_EQ(l.fields[2].shape, (std::vector<long long>{2, 3}));
  EXPECT_EQ(l.fields[3].type.kind(), Dtype::Struct);
  EXPECT_EQ(dtypeName(d), l.descriptor);
  EXPECT_EQ(std::string(dtypeCType(d)).rfind("ultima_struct_", 0), 0u);
  EXPECT_EQ(d, parse(l.descriptor));
  EXPECT_NE(d, parse("struct48{0:int8;8:float64;16:int32[2x3];40:struct8{0:int16;4:int32}}"));
  EXPECT_NE(d, Dtype(Dtype::Float64));
}

TEST(StructDtypeTest, CSpellingsAreNotDescriptors) {
  EXPECT_FALSE(dtypeFromName("struct pair").has_value());
  EXPECT_FALSE(dtypeFromName("structure").has_value());
}

TEST(StructDtypeTest, LayoutsCCannotHaveAreRefusedNamingTheField) {
  auto refused = [](const std::string &descriptor, const std::string &why) {
    try {
      dtypeFromName(descriptor);
      ADD_FAILURE() << descriptor << " was accepted";
    } catch (const ArgumentTypeError &e) {
      EXPECT_NE(std::string(e.what()).find(why), std::string::npos) << e.what();
    }
  };
  refused("struct9{0:int8;1:float64}", "field 1 (float64 at offset 1) is not aligned to 8");
  refused("struct8{0:int32;2:int16}", "field 1 overlaps field 0");
  refused("struct8{0:int32;8:int32}", "field 1 ends at byte 12, past the itemsize 8");
  refused("struct6{0:int32}", "itemsize 6 is not a multiple of the fields' alignment 4");
  refused("struct8{0:int32[0]}", "empty dimension");
  refused("struct8{0:string}", "unknown field type 'string'");
  refused("struct8{0:int32", "expected '}'");
}

TEST(StructDtypeTest, DefinitionsKeepTheOffsetsAndDefineNestedStructsFirst) {
  Dtype inner = parse("struct8{0:int16;4:float16}");
  Dtype outer = parse("struct24{16:struct8{0:int16;4:float16};4:int32}");
  EXPECT_TRUE(dtypeUsesHalf(outer));
  EXPECT_FALSE(dtypeUsesHalf(parse("struct4{0:int32}")));
  std::string src = structDefinitions({outer, inner, outer});
  std::string innerName = dtypeCType(inner), outerName = dtypeCType(outer);
  size_t innerAt = src.find("struct " + innerName + " {");
  size_t outerAt = src.find("struct " + outerName + " {");
  ASSERT_NE(innerAt, std::string::npos);
  ASSERT_NE(outerAt, std::string::npos);
  EXPECT_LT(innerAt, outerAt);
  EXPECT_EQ(src.find("struct " + innerName + " {", innerAt + 1), std::string::npos);
  // Members in offset order with explicit padding: field 1 at 4, field 0 at 16.
  EXPECT_NE(src.find("  char _p1[4];\n  int _f1;\n  char _p0[8];\n  " + innerName + " _f0;\n"),
            std::string::npos)
      << src;
  EXPECT_NE(src.find("static constexpr int field_count = 2;"), std::string::npos);
  EXPECT_NE(src.find("template <> __device__ auto &" + outerName + "::at<1>() { return _f1; }"),
            std::string::npos);
  EXPECT_NE(src.find("static_assert(sizeof(" + outerName + ") == 24"), std::string::npos);
}

} // namespace
