# Helpers shared by the subdirectories.

# A target that is loaded into an LLVM tool (clang -fplugin, opt
# -load-pass-plugin): it takes LLVM's symbols from the host process.
function(prism_add_llvm_plugin name)
  add_library(${name} MODULE ${ARGN})
  target_include_directories(${name} SYSTEM PRIVATE ${LLVM_INCLUDE_DIRS}
                                                    ${CLANG_INCLUDE_DIRS})
  target_compile_definitions(${name} PRIVATE ${LLVM_DEFINITIONS})
  target_compile_options(${name} PRIVATE -fno-rtti)
  set_target_properties(${name} PROPERTIES PREFIX ""
    LIBRARY_OUTPUT_DIRECTORY ${PRISM_RESOURCE_DIR})
  install(TARGETS ${name} LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/prism)
endfunction()

# A runtime library that programs link (libsycl, libprism-hip,
# libprism-runtime), installed to lib/. Its soname carries the major and
# minor version: until 1.0 every minor release may change the ABI. It finds
# the Prism libraries it needs in its own directory wherever the tree is
# installed or moved.
function(prism_install_runtime_library name)
  set_target_properties(${name} PROPERTIES
    VERSION ${PROJECT_VERSION}
    SOVERSION ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR}
    INSTALL_RPATH "$ORIGIN")
  install(TARGETS ${name} LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
endfunction()
