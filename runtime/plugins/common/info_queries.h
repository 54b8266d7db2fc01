//===- info_queries.h - A plugin's get_info answers, a key each -*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A plugin answers each row of prism/platform_info.def,
// prism/device_info.def and prism/kernel_info.def with a function of its
// own, an overload picked by the key's tag:
//
//   uint32_t answer(const prism_device_t &device,
//                   Query<PRISM_DEVICE_INFO_VENDOR_ID>);
//
// answerPlatformInfo, answerDeviceInfo and answerKernelInfo switch over the
// rows and call the plugin's answer for each, so a row the plugin does not
// answer is a compile error, and so is an answer whose type is not its
// row's (InfoType<Key>, or Answer<InfoType<Key>> for one that can fail). A
// key the backend has no answer for is answered with a Failure saying
// PRISM_ERROR_UNSUPPORTED; OpenCL's own device keys need no answer outside
// the OpenCL plugin (OpenCLOwnKeys). PRISM_DEVICE_INFO_ANSWER and
// PRISM_PLATFORM_INFO_ANSWER write the many answers that are one expression.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_COMMON_INFO_QUERIES_H
#define PRISM_PLUGINS_COMMON_INFO_QUERIES_H

#include "plugin_support.h"

#include "prism/info_types.h"

#include <spdlog/fmt/fmt.h>

#include <string>
#include <type_traits>
#include <utility>

namespace prism::plugin {

/// The tag of one row of an info table: answer overloads are told apart by
/// it.
template <auto Key> struct Query {};

/// A failed answer, already reported with fail() (whose result it keeps).
struct Failure {
  prism_result Result;
};

/// The answer to a query that can fail: its value, or its failure.
template <typename T> class Answer {
public:
  Answer(T Value) : Value(std::move(Value)) {}
  Answer(Failure Failed) : Result(Failed.Result) {}

  prism_result result() const { return Result; }
  const T &value() const { return Value; }

private:
  T Value{};
  prism_result Result = PRISM_SUCCESS;
};

namespace info_detail {

template <typename T> struct IsSequence : std::false_type {};
template <typename T> struct IsSequence<std::vector<T>> : std::true_type {};
template <typename T, size_t N>
struct IsSequence<std::array<T, N>> : std::true_type {};

template <typename T>
prism_result sendValue(const InfoAnswer &Reply, const T &Value) {
  if constexpr (std::is_same_v<T, std::string>)
    return Reply.string(Value);
  else if constexpr (IsSequence<T>::value)
    return Reply.bytes(Value.data(),
                       Value.size() * sizeof(typename T::value_type));
  else
    return Reply.bytes(&Value, sizeof Value);
}

/// Copies a plugin's answer to Key to the caller, after checking that it has
/// the type Key's row gives.
template <auto Key, typename Returned>
prism_result send(const InfoAnswer &Reply, const Returned &Given) {
  using Expected = InfoType<Key>;
  static_assert(std::is_same_v<Returned, Expected> ||
                    std::is_same_v<Returned, Answer<Expected>>,
                "the answer to a key has the type its row gives");
  if constexpr (std::is_same_v<Returned, Expected>) {
    return sendValue(Reply, Given);
  } else {
    if (Given.result() != PRISM_SUCCESS)
      return Given.result();
    return sendValue(Reply, Given.value());
  }
}

} // namespace info_detail

/// platform_get_info: AnswerTo(Query<Key>{}) is the plugin's answer to Key
/// (a generic lambda calling its answer overloads).
template <typename AnswerOf>
prism_result answerPlatformInfo(prism_platform_info What,
                                const InfoAnswer &Reply, AnswerOf &&AnswerTo) {
  switch (What) {
#define PRISM_PLATFORM_INFO(NAME, VALUE, TYPE, DESCRIPTION)                    \
  case PRISM_PLATFORM_INFO_##NAME:                                             \
    return info_detail::send<PRISM_PLATFORM_INFO_##NAME>(                      \
        Reply, AnswerTo(Query<PRISM_PLATFORM_INFO_##NAME>{}));
#include "prism/platform_info.def"
#undef PRISM_PLATFORM_INFO
  }
  return fail(PRISM_ERROR_INVALID_VALUE,
              fmt::format("platform_get_info: unknown query {}",
                          static_cast<int>(What)));
}

/// Who answers OpenCL's own device keys, the rows device_info.def writes
/// PRISM_DEVICE_INFO_OPENCL_ONLY: the OpenCL plugin, with an answer each, or
/// nobody, so that no other plugin writes answers to refuse them.
enum class OpenCLOwnKeys { Answered, Refused };

namespace info_detail {

/// The refusal of OpenCL's own key What by a plugin of another Backend.
inline prism_result refuseOpenCLKey(prism_device_info What, const char *Backend,
                                    const std::string &DeviceName) {
  return fail(PRISM_ERROR_UNSUPPORTED,
              fmt::format("device_get_info: query {} is OpenCL's own; {} "
                          "device '{}' has no answer",
                          static_cast<int>(What), Backend, DeviceName));
}

} // namespace info_detail

/// device_get_info, as answerPlatformInfo; Backend ("CUDA") and DeviceName
/// name the device in the errors. With OpenCL's own keys Refused, AnswerTo
/// is never asked for them.
template <OpenCLOwnKeys OpenCLKeys, typename AnswerOf>
prism_result answerDeviceInfo(prism_device_info What, const InfoAnswer &Reply,
                              const char *Backend,
                              const std::string &DeviceName,
                              AnswerOf &&AnswerTo) {
  switch (What) {
#define PRISM_DEVICE_INFO(NAME, VALUE, TYPE, DESCRIPTION)                      \
  case PRISM_DEVICE_INFO_##NAME:                                               \
    return info_detail::send<PRISM_DEVICE_INFO_##NAME>(                        \
        Reply, AnswerTo(Query<PRISM_DEVICE_INFO_##NAME>{}));
#define PRISM_DEVICE_INFO_OPENCL_ONLY(NAME, VALUE, TYPE, DESCRIPTION)          \
  case PRISM_DEVICE_INFO_##NAME:                                               \
    if constexpr (OpenCLKeys == OpenCLOwnKeys::Answered)                       \
      return info_detail::send<PRISM_DEVICE_INFO_##NAME>(                      \
          Reply, AnswerTo(Query<PRISM_DEVICE_INFO_##NAME>{}));                 \
    else                                                                       \
      return info_detail::refuseOpenCLKey(What, Backend, DeviceName);
#include "prism/device_info.def"
#undef PRISM_DEVICE_INFO
  }
  return fail(PRISM_ERROR_INVALID_VALUE,
              fmt::format("device_get_info: unknown query {} for device '{}'",
                          static_cast<int>(What), DeviceName));
}

/// kernel_get_info, as answerDeviceInfo.
template <typename AnswerOf>
prism_result answerKernelInfo(prism_kernel_info What, const InfoAnswer &Reply,
                              AnswerOf &&AnswerTo) {
  switch (What) {
#define PRISM_KERNEL_INFO(NAME, VALUE, TYPE, DESCRIPTION)                      \
  case PRISM_KERNEL_INFO_##NAME:                                               \
    return info_detail::send<PRISM_KERNEL_INFO_##NAME>(                        \
        Reply, AnswerTo(Query<PRISM_KERNEL_INFO_##NAME>{}));
#include "prism/kernel_info.def"
#undef PRISM_KERNEL_INFO
  }
  return fail(
      PRISM_ERROR_INVALID_VALUE,
      fmt::format("kernel_get_info: unknown query {}", static_cast<int>(What)));
}

} // namespace prism::plugin

/// A plugin's answer to device key KEY that is one EXPRESSION of `device`
/// (the prism_device_t asked about): a constant, a field, one driver query.
/// The plugin expands it where its other answer overloads are.
#define PRISM_DEVICE_INFO_ANSWER(KEY, EXPRESSION)                              \
  PRISM_INFO_ANSWER(PRISM_DEVICE_INFO_##KEY, prism_device_t, device, EXPRESSION)

/// As PRISM_DEVICE_INFO_ANSWER, for platform key KEY and `platform`.
#define PRISM_PLATFORM_INFO_ANSWER(KEY, EXPRESSION)                            \
  PRISM_INFO_ANSWER(PRISM_PLATFORM_INFO_##KEY, prism_platform_t, platform,     \
                    EXPRESSION)

/// The answer overload to KEY about a HANDLE named NAME, as EXPRESSION.
#define PRISM_INFO_ANSWER(KEY, HANDLE, NAME, EXPRESSION)                       \
  ::prism::InfoType<KEY> answer([[maybe_unused]] const HANDLE &NAME,           \
                                ::prism::plugin::Query<KEY>) {                 \
    return static_cast<::prism::InfoType<KEY>>(EXPRESSION);                    \
  }

#endif // PRISM_PLUGINS_COMMON_INFO_QUERIES_H
