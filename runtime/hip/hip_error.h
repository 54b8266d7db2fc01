//===- hip_error.h - hipError_t at the API boundary -------------*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Every API function runs its body through apiCall: a prism::Error from the
// core becomes the matching hipError_t, an ApiError carries a HIP error of
// the API's own, and either is logged with the function's name and recorded
// as the calling thread's last error (hipGetLastError), as HIP does.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_HIP_HIP_ERROR_H
#define PRISM_HIP_HIP_ERROR_H

#include "hip/hip_runtime_api.h"

#include "core/error.h"

#include <stdexcept>
#include <string>

namespace prism::hip {

/// A HIP error the API itself finds (a bad argument, an unknown handle).
class ApiError : public std::runtime_error {
public:
  ApiError(hipError_t Code, const std::string &Message)
      : std::runtime_error(Message), Code(Code) {}
  hipError_t code() const { return Code; }

private:
  hipError_t Code;
};

/// The hipError_t for a core error.
hipError_t toHipError(const prism::Error &E);

/// Notes Code as the calling thread's last error (not hipSuccess or
/// hipErrorNotReady, which are no errors) and returns it.
hipError_t recordError(hipError_t Code);

/// The calling thread's last error; take clears it.
hipError_t peekLastError();
hipError_t takeLastError();

/// Logs a failed call and records its error.
hipError_t reportError(const char *Function, hipError_t Code,
                       const char *Message);

/// Runs Body (returning hipError_t) and turns what it throws into the
/// recorded hipError_t.
template <typename BodyFn>
hipError_t apiCall(const char *Function, BodyFn &&Body) noexcept {
  try {
    return recordError(Body());
  } catch (const ApiError &E) {
    return reportError(Function, E.code(), E.what());
  } catch (const prism::Error &E) {
    return reportError(Function, toHipError(E), E.what());
  } catch (const std::bad_alloc &) {
    return reportError(Function, hipErrorOutOfMemory, "out of host memory");
  } catch (const std::exception &E) {
    return reportError(Function, hipErrorUnknown, E.what());
  }
}

/// Throws ApiError(hipErrorInvalidValue, Message) unless Condition holds.
inline void require(bool Condition, const std::string &Message) {
  if (!Condition)
    throw ApiError(hipErrorInvalidValue, Message);
}

} // namespace prism::hip

#endif // PRISM_HIP_HIP_ERROR_H
