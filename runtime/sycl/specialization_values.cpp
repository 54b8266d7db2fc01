//===- specialization_values.cpp - Values set on the host -----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "sycl/detail/specialization_values.hpp"

#include <cstring>

namespace sycl {
namespace detail {

std::string specialization_values::set(uint64_t Key, const char *Signature,
                                       const void *Bytes, size_t Size,
                                       uint32_t NativeId) {
  for (const value &V : Values)
    if (NativeId && V.NativeId == NativeId && V.Key != Key)
      return specialization_name(V.Signature);
  const auto *First = static_cast<const unsigned char *>(Bytes);
  for (value &V : Values)
    if (V.Key == Key) {
      V.Bytes.assign(First, First + Size);
      return {};
    }
  Values.push_back({Key, Signature, {First, First + Size}, NativeId});
  return {};
}

std::string specialization_values::shared_native_id_message(
    const char *Signature, const std::string &Other, uint32_t NativeId) {
  return "the specialization constants " + Other + " and " +
         specialization_name(Signature) + " share SpecId " +
         std::to_string(NativeId) +
         " (their keys fold to it), so no module can be specialised with "
         "both; rename one of them";
}

std::string specialization_values::merge(const specialization_values &Other) {
  for (const value &Theirs : Other.Values)
    for (const value &Ours : Values)
      if (Ours.Key == Theirs.Key && Ours.Bytes != Theirs.Bytes)
        return specialization_name(Ours.Signature);
  for (const value &Theirs : Other.Values)
    if (!find(Theirs.Key))
      Values.push_back(Theirs);
  return {};
}

const void *specialization_values::find(uint64_t Key) const {
  for (const value &V : Values)
    if (V.Key == Key)
      return V.Bytes.data();
  return nullptr;
}

bool specialization_values::write(specialization_table &Table,
                                  bool OmitNative) const {
  std::memset(&Table, 0, sizeof(Table));
  uint32_t Count = 0;
  size_t Used = 0;
  for (const value &V : Values) {
    if (OmitNative && V.NativeId)
      continue;
    // The device copies values out with memcpy, so 8-byte steps only keep
    // the table tidy.
    size_t Offset = (Used + 7) / 8 * 8;
    if (Count == specialization_table::MaxConstants ||
        Offset + V.Bytes.size() > specialization_table::MaxBytes)
      return false;
    std::memcpy(Table.Data + Offset, V.Bytes.data(), V.Bytes.size());
    Table.Keys[Count] = V.Key;
    Table.Offsets[Count] = static_cast<uint16_t>(Offset);
    Used = Offset + V.Bytes.size();
    ++Count;
  }
  Table.Count = Count;
  return true;
}

std::string specialization_values::describe(bool OmitNative) const {
  std::string Names;
  size_t Count = 0, Bytes = 0;
  for (const value &V : Values) {
    if (OmitNative && V.NativeId)
      continue;
    Names += (Names.empty() ? "" : ", ") + specialization_name(V.Signature);
    ++Count;
    Bytes += V.Bytes.size();
  }
  return std::to_string(Count) + " constants of " + std::to_string(Bytes) +
         " bytes (" + Names + ")";
}

std::vector<specialization_values::native_value>
specialization_values::native() const {
  std::vector<native_value> Native;
  for (const value &V : Values)
    if (V.NativeId)
      Native.push_back({V.NativeId, V.Bytes.data(), V.Bytes.size()});
  return Native;
}

std::string specialization_name(const char *Signature) {
  std::string Text = Signature;
  const std::string Marker = "SpecName = ";
  size_t Start = Text.find(Marker);
  size_t End = Text.rfind(']');
  if (Start == std::string::npos || End == std::string::npos || End < Start)
    return Text;
  Start += Marker.size();
  return Text.substr(Start, End - Start);
}

} // namespace detail
} // namespace sycl
