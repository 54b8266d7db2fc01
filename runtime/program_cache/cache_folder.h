//===- cache_folder.h - Where the program cache is ------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism++ and the OpenCL plugin fill one folder (cache_bound.h): both find
// it here.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PROGRAM_CACHE_CACHE_FOLDER_H
#define PRISM_PROGRAM_CACHE_CACHE_FOLDER_H

#include <string>

namespace prism::cache {

/// The program cache's folder: PRISM_CACHE_DIR, else
/// $XDG_CACHE_HOME/prism, else $HOME/.cache/prism; empty when the cache is
/// off (PRISM_CACHE_DISABLE=1) or none of them is set.
std::string folder();

} // namespace prism::cache

#endif // PRISM_PROGRAM_CACHE_CACHE_FOLDER_H
