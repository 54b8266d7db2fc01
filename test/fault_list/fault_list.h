//===- fault_list.h - A test hook's list of calls to fail -------*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// TEST INFRASTRUCTURE, never installed. The fault plugin (PRISM_FAULT_INJECT)
// and the Level Zero test driver (PRISM_ZE_TEST_FAIL) fail chosen calls as
// an environment variable lists them, in one syntax: a comma-separated list
// of CALL:RESULT[:N], where CALL names a function, RESULT one of the
// caller's result names, and N the one call of CALL, counted from 1 over the
// whole process, that fails; without N every call fails.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TEST_FAULT_LIST_FAULT_LIST_H
#define PRISM_TEST_FAULT_LIST_FAULT_LIST_H

#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace prism::test {

/// A result an entry may name, and its value in the caller's result type.
struct NamedResult {
  const char *Name;
  int64_t Value;
};

class FaultList {
public:
  /// Reads the list from the environment variable \p Variable; an entry may
  /// name the results of \p Names. A malformed entry is reported on stderr,
  /// prefixed with \p Owner, and ignored.
  FaultList(const char *Variable, const char *Owner,
            std::vector<NamedResult> Names);

  /// The value of the result the call of \p Call being made now fails with,
  /// or 0 to let it through. Counts the calls of each listed function.
  int64_t injected(const char *Call);

  /// The name of the result \p Value, or "UNKNOWN".
  const char *name(int64_t Value) const;

private:
  struct Fault {
    int64_t Result = 0;
    uint64_t FailingCall = 0; // 0: every call
    uint64_t Calls = 0;
  };

  bool parseEntry(const std::string &Entry);

  std::vector<NamedResult> Names;
  std::unordered_map<std::string, Fault> Faults;
  std::mutex Lock;
};

} // namespace prism::test

#endif // PRISM_TEST_FAULT_LIST_FAULT_LIST_H
