//===- fault_list.cpp - A test hook's list of calls to fail ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "fault_list.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

namespace prism::test {

FaultList::FaultList(const char *Variable, const char *Owner,
                     std::vector<NamedResult> Names)
    : Names(std::move(Names)) {
  const char *Spec = std::getenv(Variable);
  if (!Spec)
    return;
  std::istringstream Stream(Spec);
  for (std::string Entry; std::getline(Stream, Entry, ',');)
    if (!Entry.empty() && !parseEntry(Entry))
      std::fprintf(stderr,
                   "%s: ignoring %s entry '%s' (expected CALL:RESULT[:N])\n",
                   Owner, Variable, Entry.c_str());
}

// Adds one CALL:RESULT[:N] entry; false when it is malformed.
bool FaultList::parseEntry(const std::string &Entry) {
  std::vector<std::string> Fields;
  std::istringstream Stream(Entry);
  for (std::string Field; std::getline(Stream, Field, ':');)
    Fields.push_back(Field);
  if (Fields.size() < 2 || Fields.size() > 3 || Fields[0].empty())
    return false;
  Fault F;
  for (const NamedResult &R : Names)
    if (Fields[1] == R.Name)
      F.Result = R.Value;
  if (F.Result == 0)
    return false;
  if (Fields.size() == 3) {
    char *End = nullptr;
    F.FailingCall = std::strtoull(Fields[2].c_str(), &End, 10);
    if (Fields[2].empty() || *End || F.FailingCall == 0)
      return false;
  }
  Faults[Fields[0]] = F;
  return true;
}

int64_t FaultList::injected(const char *Call) {
  if (Faults.empty())
    return 0;
  std::lock_guard<std::mutex> Guard(Lock);
  auto Found = Faults.find(Call);
  if (Found == Faults.end())
    return 0;
  Fault &F = Found->second;
  ++F.Calls;
  return F.FailingCall == 0 || F.FailingCall == F.Calls ? F.Result : 0;
}

const char *FaultList::name(int64_t Value) const {
  for (const NamedResult &R : Names)
    if (R.Value == Value)
      return R.Name;
  return "UNKNOWN";
}

} // namespace prism::test
