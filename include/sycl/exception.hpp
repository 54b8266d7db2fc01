//===- sycl/exception.hpp - sycl::exception, errc, exception_list ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The SYCL 2020 error model: one exception type carrying a std::error_code
// in sycl_category(), and exception_list / async_handler for errors that
// surface after submission.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXCEPTION_HPP
#define SYCL_EXCEPTION_HPP

#include "sycl/detail/forward.hpp"
#include "sycl/detail/std_function.hpp"

#include <cstddef>
#include <exception>
#include <memory>
#include <string>
#include <system_error>
#include <type_traits>
#include <vector>

namespace sycl {

enum class errc : int {
  success = 0,
  runtime = 1,
  kernel = 2,
  accessor = 3,
  nd_range = 4,
  event = 5,
  kernel_argument = 6,
  build = 7,
  invalid = 8,
  memory_allocation = 9,
  platform = 10,
  profiling = 11,
  feature_not_supported = 12,
  kernel_not_supported = 13,
  backend_mismatch = 14,
};

const std::error_category &sycl_category() noexcept;

std::error_code make_error_code(errc E) noexcept;

class context;

class exception : public virtual std::exception {
public:
  exception(std::error_code Code, const std::string &What);
  exception(std::error_code Code, const char *What);
  exception(std::error_code Code);
  exception(int Value, const std::error_category &Category,
            const std::string &What);
  exception(int Value, const std::error_category &Category, const char *What);
  exception(int Value, const std::error_category &Category);
  // The same, about a context.
  exception(context Context, std::error_code Code, const std::string &What);
  exception(context Context, std::error_code Code, const char *What);
  exception(context Context, std::error_code Code);
  exception(context Context, int Value, const std::error_category &Category,
            const std::string &What);
  exception(context Context, int Value, const std::error_category &Category,
            const char *What);
  exception(context Context, int Value, const std::error_category &Category);

  /// Whether the error is about a context (the asynchronous errors of a
  /// queue are about the queue's).
  bool has_context() const noexcept { return Context != nullptr; }
  /// Throws errc::invalid when has_context() is false.
  context get_context() const;

  const std::error_code &code() const noexcept { return Code; }
  const std::error_category &category() const noexcept {
    return Code.category();
  }
  const char *what() const noexcept override;

private:
  std::error_code Code;
  // Shared so that copying an exception cannot throw.
  std::shared_ptr<const std::string> Message;
  std::shared_ptr<prism::Context> Context; // null without a context
};

/// The errors a queue collected for its async_handler.
class exception_list {
public:
  using value_type = std::exception_ptr;
  using reference = value_type &;
  using const_reference = const value_type &;
  using size_type = std::size_t;
  using iterator = std::vector<std::exception_ptr>::const_iterator;
  using const_iterator = std::vector<std::exception_ptr>::const_iterator;

  exception_list() = default;
  explicit exception_list(std::vector<std::exception_ptr> Errors)
      : Errors(std::move(Errors)) {}

  size_type size() const { return Errors.size(); }
  iterator begin() const { return Errors.begin(); }
  iterator end() const { return Errors.end(); }

private:
  std::vector<std::exception_ptr> Errors;
};

using async_handler = std::function<void(sycl::exception_list)>;

} // namespace sycl

namespace std {
template <> struct is_error_code_enum<sycl::errc> : true_type {};
} // namespace std

#endif // SYCL_EXCEPTION_HPP
