//===- precompiled_header_check.cpp - When the SYCL PCH stands for sycl.hpp
//===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "precompiled_header_check.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cctype>
#include <vector>

using namespace clang;

namespace prism {
namespace {

/// Every macro name the headers' preprocessing looks at: tested (#ifdef,
/// defined(), or a name in an #if expression), defined, undefined or
/// expanded.
class MacroRecorder : public PPCallbacks {
public:
  MacroRecorder(Preprocessor &PP, StringRef File) : PP(PP), File(File) {}

  void MacroExpands(const Token &Name, const MacroDefinition &, SourceRange,
                    const MacroArgs *) override {
    note(Name);
  }
  void MacroDefined(const Token &Name, const MacroDirective *) override {
    note(Name);
  }
  void MacroUndefined(const Token &Name, const MacroDefinition &,
                      const MacroDirective *) override {
    note(Name);
  }
  void Defined(const Token &Name, const MacroDefinition &,
               SourceRange) override {
    note(Name);
  }
  void Ifdef(SourceLocation, const Token &Name,
             const MacroDefinition &) override {
    note(Name);
  }
  void Ifndef(SourceLocation, const Token &Name,
              const MacroDefinition &) override {
    note(Name);
  }
  void Elifdef(SourceLocation, const Token &Name,
               const MacroDefinition &) override {
    note(Name);
  }
  void Elifndef(SourceLocation, const Token &Name,
                const MacroDefinition &) override {
    note(Name);
  }
  // A name in an #if expression that is no macro evaluates to 0 without a
  // callback of its own, so the condition's identifiers are read from its
  // text.
  void If(SourceLocation, SourceRange Condition, ConditionValueKind) override {
    noteIdentifiersIn(Condition);
  }
  void Elif(SourceLocation, SourceRange Condition, ConditionValueKind,
            SourceLocation) override {
    noteIdentifiersIn(Condition);
  }

  void EndOfMainFile() override {
    std::vector<StringRef> Sorted;
    for (const auto &Entry : Names)
      Sorted.push_back(Entry.getKey());
    std::sort(Sorted.begin(), Sorted.end());
    std::error_code EC;
    llvm::raw_fd_ostream Out(File, EC);
    for (StringRef Name : Sorted)
      Out << Name << "\n";
    if (EC || (Out.close(), Out.has_error())) {
      Out.clear_error();
      DiagnosticsEngine &Diags = PP.getDiagnostics();
      Diags.Report(Diags.getCustomDiagID(DiagnosticsEngine::Error,
                                         "cannot write '%0': %1"))
          << File << EC.message();
    }
  }

private:
  void note(const Token &Name) {
    if (const IdentifierInfo *II = Name.getIdentifierInfo())
      Names.insert(II->getName());
  }
  void noteIdentifiersIn(SourceRange Range) {
    StringRef Text =
        Lexer::getSourceText(CharSourceRange::getTokenRange(Range),
                             PP.getSourceManager(), PP.getLangOpts());
    auto IsStart = [](char C) { return std::isalpha(C) || C == '_'; };
    for (size_t I = 0; I < Text.size();) {
      if (!IsStart(Text[I])) {
        ++I;
        continue;
      }
      size_t End = I;
      while (End < Text.size() &&
             (IsStart(Text[End]) || std::isdigit(Text[End])))
        ++End;
      Names.insert(Text.slice(I, End));
      I = End;
    }
  }

  Preprocessor &PP;
  std::string File;
  llvm::StringSet<> Names;
};

bool isSyclHeader(StringRef Name) {
  return Name == "sycl/sycl.hpp" || Name == "CL/sycl.hpp";
}

class PrecompiledHeaderCheck : public PPCallbacks {
public:
  PrecompiledHeaderCheck(Preprocessor &PP, llvm::StringSet<> HeaderMacros)
      : PP(PP), HeaderMacros(std::move(HeaderMacros)) {}

  void InclusionDirective(SourceLocation, const Token &, StringRef FileName,
                          bool, CharSourceRange, Optional<FileEntryRef>,
                          StringRef, StringRef, const Module *,
                          SrcMgr::CharacteristicKind) override {
    if (isSyclHeader(FileName))
      SyclIncluded = true;
  }
  void MacroDefined(const Token &Name, const MacroDirective *) override {
    checkMacro(Name, "defines");
  }
  void MacroUndefined(const Token &Name, const MacroDefinition &,
                      const MacroDirective *) override {
    checkMacro(Name, "undefines");
  }
  void EndOfMainFile() override {
    if (!SyclIncluded && !Refused)
      refuse("the source does not include <sycl/sycl.hpp>");
  }

private:
  void checkMacro(const Token &Name, const char *Verb) {
    const SourceManager &SM = PP.getSourceManager();
    SourceLocation Loc = Name.getLocation();
    const IdentifierInfo *II = Name.getIdentifierInfo();
    if (SyclIncluded || Refused || !II || SM.isLoadedSourceLocation(Loc) ||
        SM.isWrittenInBuiltinFile(Loc) || SM.isWrittenInCommandLineFile(Loc) ||
        !HeaderMacros.count(II->getName()))
      return;
    PresumedLoc Where = SM.getPresumedLoc(Loc);
    refuse(std::string(Where.getFilename()) + ":" +
           std::to_string(Where.getLine()) + " " + Verb + " '" +
           II->getName().str() + "' before including <sycl/sycl.hpp>");
  }

  void refuse(const std::string &Reason) {
    Refused = true;
    DiagnosticsEngine &Diags = PP.getDiagnostics();
    Diags.Report(Diags.getCustomDiagID(DiagnosticsEngine::Fatal, "%0: %1"))
        << PrecompiledHeaderRefusal << Reason;
  }

  Preprocessor &PP;
  llvm::StringSet<> HeaderMacros;
  bool SyclIncluded = false;
  bool Refused = false;
};

} // namespace

void recordPrecompiledHeaderMacros(CompilerInstance &CI, StringRef MacrosFile) {
  Preprocessor &PP = CI.getPreprocessor();
  PP.addPPCallbacks(std::make_unique<MacroRecorder>(PP, MacrosFile));
}

void checkPrecompiledHeaderUse(CompilerInstance &CI, StringRef MacrosFile) {
  Preprocessor &PP = CI.getPreprocessor();
  llvm::StringSet<> Names;
  auto Buffer = llvm::MemoryBuffer::getFile(MacrosFile);
  if (!Buffer) {
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    Diags.Report(
        Diags.getCustomDiagID(DiagnosticsEngine::Fatal, "%0: cannot read '%1'"))
        << PrecompiledHeaderRefusal << MacrosFile;
    return;
  }
  SmallVector<StringRef, 0> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n', -1, false);
  for (StringRef Line : Lines)
    Names.insert(Line);
  PP.addPPCallbacks(
      std::make_unique<PrecompiledHeaderCheck>(PP, std::move(Names)));
}

} // namespace prism
