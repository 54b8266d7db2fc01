//===- exception.cpp - sycl::exception and sycl_category ------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "impl_access.h"

#include "sycl/exception.hpp"

namespace sycl {

namespace {
class sycl_error_category : public std::error_category {
public:
  const char *name() const noexcept override { return "sycl"; }
  std::string message(int Value) const override {
    switch (static_cast<errc>(Value)) {
    case errc::success:
      return "success";
    case errc::runtime:
      return "runtime error";
    case errc::kernel:
      return "kernel error";
    case errc::accessor:
      return "accessor error";
    case errc::nd_range:
      return "invalid nd_range";
    case errc::event:
      return "event error";
    case errc::kernel_argument:
      return "invalid kernel argument";
    case errc::build:
      return "build failed";
    case errc::invalid:
      return "invalid";
    case errc::memory_allocation:
      return "memory allocation failed";
    case errc::platform:
      return "platform error";
    case errc::profiling:
      return "profiling error";
    case errc::feature_not_supported:
      return "feature not supported";
    case errc::kernel_not_supported:
      return "kernel not supported";
    case errc::backend_mismatch:
      return "backend mismatch";
    }
    return "unknown SYCL error " + std::to_string(Value);
  }
};
} // namespace

const std::error_category &sycl_category() noexcept {
  static const sycl_error_category Category;
  return Category;
}

std::error_code make_error_code(errc E) noexcept {
  return std::error_code(static_cast<int>(E), sycl_category());
}

exception::exception(std::error_code Code, const std::string &What)
    : Code(Code), Message(std::make_shared<const std::string>(What)) {}
exception::exception(std::error_code Code, const char *What)
    : exception(Code, std::string(What)) {}
exception::exception(std::error_code Code) : exception(Code, Code.message()) {}
exception::exception(int Value, const std::error_category &Category,
                     const std::string &What)
    : exception(std::error_code(Value, Category), What) {}
exception::exception(int Value, const std::error_category &Category,
                     const char *What)
    : exception(std::error_code(Value, Category), std::string(What)) {}
exception::exception(int Value, const std::error_category &Category)
    : exception(std::error_code(Value, Category)) {}

exception::exception(context Context, std::error_code Code,
                     const std::string &What)
    : exception(Code, What) {
  this->Context = detail::impl_access::get(Context);
}
exception::exception(context Context, std::error_code Code, const char *What)
    : exception(std::move(Context), Code, std::string(What)) {}
exception::exception(context Context, std::error_code Code)
    : exception(std::move(Context), Code, Code.message()) {}
exception::exception(context Context, int Value,
                     const std::error_category &Category,
                     const std::string &What)
    : exception(std::move(Context), std::error_code(Value, Category), What) {}
exception::exception(context Context, int Value,
                     const std::error_category &Category, const char *What)
    : exception(std::move(Context), std::error_code(Value, Category),
                std::string(What)) {}
exception::exception(context Context, int Value,
                     const std::error_category &Category)
    : exception(std::move(Context), std::error_code(Value, Category)) {}

context exception::get_context() const {
  if (!Context)
    throw exception(make_error_code(errc::invalid),
                    "sycl::exception::get_context: the exception is about no "
                    "context (has_context() is false)");
  return detail::impl_access::makeContext(Context);
}

const char *exception::what() const noexcept { return Message->c_str(); }

} // namespace sycl
