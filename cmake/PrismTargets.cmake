# Helpers shared by the subdirectories.

# A target that is loaded into an LLVM tool (clang -fplugin, opt
# -load-pass-plugin): it takes LLVM's symbols from the host process, which
# has no sanitizer runtime (cmake/PrismSanitizers.cmake).
function(prism_add_llvm_plugin name)
  add_library(${name} MODULE ${ARGN})
  set_target_properties(${name} PROPERTIES PRISM_NOT_SANITIZED ON)
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

# A backend plugin, libprism-plugin-<backend>.so, which the runtime core
# loads with dlopen, installed to lib/prism. It exports prism_plugin_get_api
# alone (the version script also keeps symbols of statically linked code from
# leaking), leaves no symbol undefined and carries its own copy of
# prism-plugin-support. The caller adds what its backend needs besides.
function(prism_add_backend_plugin backend)
  set(name prism-plugin-${backend})
  add_library(${name} SHARED ${ARGN})
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/include)
  set(exports_map ${PROJECT_SOURCE_DIR}/runtime/plugins/common/exports.map)
  target_link_options(${name} PRIVATE
    -Wl,--version-script=${exports_map} -Wl,--no-undefined)
  set_target_properties(${name} PROPERTIES
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON
    LINK_DEPENDS ${exports_map}
    LIBRARY_OUTPUT_DIRECTORY ${PRISM_RESOURCE_DIR})
  target_link_libraries(${name} PRIVATE prism-plugin-support spdlog::spdlog)
  install(TARGETS ${name} LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/prism)
endfunction()
