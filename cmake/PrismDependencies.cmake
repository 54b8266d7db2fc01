# Finds every dependency Prism builds on and fails at configure time with the
# Debian package that provides a missing one.

function(prism_require found what package)
  if(NOT ${found})
    message(FATAL_ERROR
      "Prism needs ${what}, which was not found. Install it with:\n"
      "  apt-get install ${package}")
  endif()
endfunction()

find_package(LLVM 15 CONFIG QUIET PATHS /usr/lib/llvm-15/lib/cmake/llvm
             NO_DEFAULT_PATH)
prism_require(LLVM_FOUND "LLVM 15 (headers and CMake files)" llvm-15-dev)
find_package(Clang CONFIG QUIET PATHS /usr/lib/llvm-15/lib/cmake/clang
             NO_DEFAULT_PATH)
prism_require(Clang_FOUND "the Clang 15 libraries" libclang-15-dev)
set(PRISM_LLVM_BIN_DIR ${LLVM_TOOLS_BINARY_DIR})

find_program(PRISM_CLANG clang++ PATHS ${PRISM_LLVM_BIN_DIR} NO_DEFAULT_PATH)
prism_require(PRISM_CLANG "clang++ 15" clang-15)
foreach(tool opt llvm-link llvm-as llc llvm-dis llvm-objcopy FileCheck not)
  string(TOUPPER ${tool} var)
  string(REPLACE "-" "_" var ${var})
  find_program(PRISM_${var} ${tool} PATHS ${PRISM_LLVM_BIN_DIR} NO_DEFAULT_PATH)
endforeach()
prism_require(PRISM_OPT "opt 15" llvm-15)
prism_require(PRISM_LLVM_LINK "llvm-link 15" llvm-15)
prism_require(PRISM_LLVM_AS "llvm-as 15" llvm-15)
prism_require(PRISM_LLC "llc 15" llvm-15)
prism_require(PRISM_LLVM_OBJCOPY "llvm-objcopy 15" llvm-15)
# The wrapper object of a link is assembled by the system assembler, which
# clang-15 brings (binutils, as it does ld).
find_program(PRISM_ASSEMBLER as)
prism_require(PRISM_ASSEMBLER "the assembler (as)" binutils)
prism_require(PRISM_FILECHECK "FileCheck 15" llvm-15-tools)
# prism++'s option table is TableGen'd (driver/Options.td).
find_program(LLVM_TABLEGEN_EXE llvm-tblgen PATHS ${PRISM_LLVM_BIN_DIR}
             NO_DEFAULT_PATH)
prism_require(LLVM_TABLEGEN_EXE "llvm-tblgen 15" llvm-15)
find_program(PRISM_CLANG_OFFLOAD_BUNDLER clang-offload-bundler
             PATHS ${PRISM_LLVM_BIN_DIR} NO_DEFAULT_PATH)
prism_require(PRISM_CLANG_OFFLOAD_BUNDLER "clang-offload-bundler 15"
              clang-tools-15)
find_program(PRISM_LLVM_SPIRV llvm-spirv-15)
prism_require(PRISM_LLVM_SPIRV "the SPIR-V translator (llvm-spirv-15)"
              llvm-spirv-15)
find_program(PRISM_SPIRV_VAL spirv-val)
prism_require(PRISM_SPIRV_VAL "spirv-val" spirv-tools)
find_program(PRISM_LIT lit.py PATHS /usr/lib/llvm-15/build/utils/lit
             NO_DEFAULT_PATH)
prism_require(PRISM_LIT "lit" llvm-15-tools)

find_path(PRISM_SPIRV_LIB_INCLUDE LLVMSPIRVLib.h PATH_SUFFIXES LLVMSPIRVLib)
find_library(PRISM_SPIRV_LIB LLVMSPIRVLib)
if(NOT PRISM_SPIRV_LIB_INCLUDE OR NOT PRISM_SPIRV_LIB)
  prism_require(FALSE "the SPIR-V translator library" libllvmspirvlib-15-dev)
endif()

find_file(PRISM_LIBCLC_NVPTX nvptx64--nvidiacl.bc PATHS /usr/lib/clc
          NO_DEFAULT_PATH)
prism_require(PRISM_LIBCLC_NVPTX "libclc's NVPTX builtins" libclc-15)

find_package(OpenCL QUIET)
prism_require(OpenCL_FOUND "the OpenCL ICD loader and headers"
              "ocl-icd-opencl-dev opencl-headers")
find_package(spdlog CONFIG QUIET)
prism_require(spdlog_FOUND "spdlog" libspdlog-dev)
find_package(GTest CONFIG QUIET)
prism_require(GTest_FOUND "GoogleTest" libgtest-dev)
find_package(Threads REQUIRED)
find_package(Python3 REQUIRED COMPONENTS Interpreter)
