/*===- prism/plugin.h - The C ABI between the Prism runtime and its plugins -===*
 *
 * Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
 *
 * The runtime core and the backend plugins (OpenCL, Level Zero, CUDA) meet
 * only here. A plugin is a shared library loaded with dlopen that exports
 * prism_plugin_get_api(); everything else goes through the returned table.
 *
 * Rules every plugin follows:
 *  - Every entry returns a prism_result. On failure the plugin keeps a
 *    human-readable message for the calling thread, read back with
 *    last_error(); a build or JIT failure puts the device's log there.
 *  - Handles are opaque and owned by the plugin until released.
 *  - A missing backend library (no libOpenCL, no libcuda, no L0 driver) is
 *    not an error: initialize() succeeds and the plugin reports zero
 *    platforms, keeping the reason in last_error().
 *  - Queues are in-order. Enqueue calls take a wait list and may return an
 *    event; a null out_event means the caller does not want one.
 *
 * The ABI is versioned: the core asks for PRISM_PLUGIN_ABI_VERSION and the
 * plugin refuses a version it does not implement. Appending entries to
 * prism_plugin_api at the end is a minor change (struct_size grows), and so
 * is appending info keys and bits (a plugin answers a key it does not know
 * with PRISM_ERROR_INVALID_VALUE) and appending result codes (a core reads
 * a result it does not know as PRISM_ERROR_BACKEND, keeping the plugin's
 * message); any other change bumps the version.
 *===----------------------------------------------------------------------===*/
#ifndef PRISM_PLUGIN_H
#define PRISM_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PRISM_PLUGIN_ABI_VERSION 1u
#define PRISM_PLUGIN_ENTRY_POINT "prism_plugin_get_api"

typedef enum prism_result {
  PRISM_SUCCESS = 0,
  PRISM_ERROR_INVALID_VALUE = 1,   /* a bad argument */
  PRISM_ERROR_INVALID_HANDLE = 2,  /* a null or foreign handle */
  PRISM_ERROR_OUT_OF_MEMORY = 3,   /* host or device allocation failed */
  PRISM_ERROR_UNSUPPORTED = 4,     /* the device cannot do this */
  PRISM_ERROR_BUILD_FAILED = 5,    /* program build / JIT failed; log kept */
  PRISM_ERROR_INVALID_IMAGE = 6,   /* an image the backend cannot read */
  PRISM_ERROR_KERNEL_NOT_FOUND = 7,/* no kernel of that name in a program */
  PRISM_ERROR_LAUNCH_FAILED = 8,   /* a launch the device refused */
  PRISM_ERROR_DEVICE_LOST = 9,     /* the device stopped answering */
  PRISM_ERROR_ABI_MISMATCH = 10,   /* plugin and core disagree on ABI */
  PRISM_ERROR_BACKEND = 11,        /* any other backend error; see message */
  PRISM_ERROR_DEVICE_ASSERT = 12   /* a device-side assert failed; the
                                      device stays failed (CUDA) */
} prism_result;

typedef struct prism_platform_t *prism_platform;
typedef struct prism_device_t *prism_device;
typedef struct prism_context_t *prism_context;
typedef struct prism_queue_t *prism_queue;
typedef struct prism_event_t *prism_event;
typedef struct prism_program_t *prism_program;
typedef struct prism_kernel_t *prism_kernel;

typedef enum prism_device_type {
  PRISM_DEVICE_TYPE_CPU = 1,
  PRISM_DEVICE_TYPE_GPU = 2,
  PRISM_DEVICE_TYPE_ACCELERATOR = 3
} prism_device_type;

/* Formats a device may accept; an image is offered only to devices whose
 * PRISM_DEVICE_INFO_IMAGE_FORMATS bit set contains its format. */
typedef enum prism_image_format {
  PRISM_IMAGE_FORMAT_SPIRV = 1,     /* SPIR-V module, OpenCL environment */
  PRISM_IMAGE_FORMAT_PTX = 2,       /* NVIDIA PTX text */
  PRISM_IMAGE_FORMAT_NATIVE_CPU = 3 /* host ELF shared object of
                                       work-group functions,
                                       prism/native_cpu_abi.h */
} prism_image_format;
#define PRISM_IMAGE_FORMAT_BIT(f) (1u << (unsigned)(f))

/* The keys of platform_get_info: the rows of platform_info.def. */
typedef enum prism_platform_info {
#define PRISM_PLATFORM_INFO(NAME, VALUE, TYPE, DESCRIPTION)                    \
  PRISM_PLATFORM_INFO_##NAME = VALUE,
#include "platform_info.def"
#undef PRISM_PLATFORM_INFO
} prism_platform_info;

/* The keys of device_get_info, one row each in device_info.def (which
 * gives each key's answer type and meaning). */
typedef enum prism_device_info {
#define PRISM_DEVICE_INFO(NAME, VALUE, TYPE, DESCRIPTION)                      \
  PRISM_DEVICE_INFO_##NAME = VALUE,
#include "device_info.def"
#undef PRISM_DEVICE_INFO
} prism_device_info;

/* What kernel_get_info answers about a kernel on one device: the rows of
 * kernel_info.def. */
typedef enum prism_kernel_info {
#define PRISM_KERNEL_INFO(NAME, VALUE, TYPE, DESCRIPTION)                      \
  PRISM_KERNEL_INFO_##NAME = VALUE,
#include "kernel_info.def"
#undef PRISM_KERNEL_INFO
} prism_kernel_info;

/* The order of PRISM_DEVICE_INFO_*_VECTOR_WIDTHS. */
typedef enum prism_scalar_type {
  PRISM_SCALAR_CHAR = 0,
  PRISM_SCALAR_SHORT = 1,
  PRISM_SCALAR_INT = 2,
  PRISM_SCALAR_LONG = 3,
  PRISM_SCALAR_FLOAT = 4,
  PRISM_SCALAR_DOUBLE = 5,
  PRISM_SCALAR_HALF = 6,
  PRISM_SCALAR_TYPE_COUNT = 7
} prism_scalar_type;

/* Floating-point abilities; the values are OpenCL's cl_device_fp_config. */
typedef enum prism_fp_config {
  PRISM_FP_DENORM = 1,
  PRISM_FP_INF_NAN = 2,
  PRISM_FP_ROUND_TO_NEAREST = 4,
  PRISM_FP_ROUND_TO_ZERO = 8,
  PRISM_FP_ROUND_TO_INF = 16,
  PRISM_FP_FMA = 32,
  PRISM_FP_SOFT_FLOAT = 64,
  PRISM_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT = 128
} prism_fp_config;

typedef enum prism_cache_type {
  PRISM_CACHE_NONE = 0,
  PRISM_CACHE_READ_ONLY = 1,
  PRISM_CACHE_READ_WRITE = 2
} prism_cache_type;

typedef enum prism_local_mem_type {
  PRISM_LOCAL_MEM_NONE = 0,
  PRISM_LOCAL_MEM_LOCAL = 1, /* dedicated on-chip memory */
  PRISM_LOCAL_MEM_GLOBAL = 2 /* carved out of global memory */
} prism_local_mem_type;

/* Orders and scopes; the values are OpenCL's
 * cl_device_atomic_capabilities. ACQ_REL stands for acquire, release and
 * acq_rel; SYSTEM is OpenCL's all-devices scope. */
typedef enum prism_atomic_capability {
  PRISM_ATOMIC_ORDER_RELAXED = 1,
  PRISM_ATOMIC_ORDER_ACQ_REL = 2,
  PRISM_ATOMIC_ORDER_SEQ_CST = 4,
  PRISM_ATOMIC_SCOPE_WORK_ITEM = 8,
  PRISM_ATOMIC_SCOPE_WORK_GROUP = 16,
  PRISM_ATOMIC_SCOPE_DEVICE = 32,
  PRISM_ATOMIC_SCOPE_SYSTEM = 64
} prism_atomic_capability;

/* The values are OpenCL's cl_device_exec_capabilities. */
typedef enum prism_execution_capability {
  PRISM_EXEC_KERNEL = 1,
  PRISM_EXEC_NATIVE_KERNEL = 2
} prism_execution_capability;

typedef enum prism_usm_kind {
  PRISM_USM_HOST = 1,   /* host memory the device can reach */
  PRISM_USM_DEVICE = 2, /* device memory */
  PRISM_USM_SHARED = 4  /* migrates between host and device */
} prism_usm_kind;

/* Advice about shared USM (usm_advise); the values are CUDA's
 * CUmem_advise. */
typedef enum prism_usm_advice {
  PRISM_USM_ADVICE_SET_READ_MOSTLY = 1,
  PRISM_USM_ADVICE_UNSET_READ_MOSTLY = 2,
  PRISM_USM_ADVICE_SET_PREFERRED_LOCATION = 3,
  PRISM_USM_ADVICE_UNSET_PREFERRED_LOCATION = 4,
  PRISM_USM_ADVICE_SET_ACCESSED_BY = 5,
  PRISM_USM_ADVICE_UNSET_ACCESSED_BY = 6
} prism_usm_advice;

typedef enum prism_queue_flags {
  PRISM_QUEUE_FLAG_NONE = 0,
  PRISM_QUEUE_FLAG_PROFILING = 1
} prism_queue_flags;

typedef enum prism_event_status {
  PRISM_EVENT_SUBMITTED = 1,
  PRISM_EVENT_RUNNING = 2,
  PRISM_EVENT_COMPLETE = 3
} prism_event_status;

typedef enum prism_profiling_info { /* nanoseconds, uint64_t */
  PRISM_PROFILING_SUBMIT = 1,
  PRISM_PROFILING_START = 2,
  PRISM_PROFILING_END = 3
} prism_profiling_info;

/* One kernel argument. VALUE copies size bytes from value (a by-value
 * functor blob, a scalar, a pointer); LOCAL asks for size bytes of
 * work-group local memory and value is ignored; PROGRAM_GLOBALS passes the
 * device-variable buffer the plugin keeps for the kernel's program
 * (prism/program_globals.h; size and value are ignored). */
typedef enum prism_kernel_arg_kind {
  PRISM_KERNEL_ARG_VALUE = 1,
  PRISM_KERNEL_ARG_LOCAL = 2,
  PRISM_KERNEL_ARG_PROGRAM_GLOBALS = 3
} prism_kernel_arg_kind;

typedef struct prism_kernel_arg {
  uint32_t kind; /* prism_kernel_arg_kind */
  uint32_t reserved;
  size_t size;
  const void *value;
} prism_kernel_arg;

/* Launch geometry: global_size is the total number of work-items in each
 * of work_dim dimensions; local_size may be null to let the backend
 * choose. With no local size, a plugin for SPIR-V images (OpenCL, Level
 * Zero) launches exactly global_size, since SYCL range kernels compiled
 * for SPIR-V do not check their position; the CUDA plugin may round the
 * grid up to whole blocks. dynamic_local_mem adds bytes of dynamically
 * sized local memory (CUDA's shared memory parameter; 0 elsewhere). */
typedef struct prism_launch_config {
  uint32_t work_dim;
  uint32_t reserved;
  size_t global_size[3];
  const size_t *local_size;
  size_t dynamic_local_mem;
} prism_launch_config;

/* One SPIR-V specialization constant's value (program_create_specialized):
 * size bytes at value for the OpSpecConstant decorated SpecId id. */
typedef struct prism_specialization_constant {
  uint32_t id;
  uint32_t size;
  const void *value;
} prism_specialization_constant;

/* Graphs (graph_create): commands recorded once and run many times as one
 * command, for backends that have graphs of their own (CUDA). */
typedef struct prism_graph_t *prism_graph;

typedef enum prism_graph_node_kind {
  PRISM_GRAPH_NODE_EMPTY = 0,
  PRISM_GRAPH_NODE_LAUNCH = 1,
  PRISM_GRAPH_NODE_MEMCPY = 2,
  PRISM_GRAPH_NODE_FILL = 3
} prism_graph_node_kind;

/* One command of a graph and the earlier nodes (by index) it runs after.
 * LAUNCH takes kernel, config and args as enqueue_launch does; MEMCPY
 * copies size bytes from src to dst as enqueue_memcpy; FILL fills size bytes
 * at dst with the pattern_size-byte pattern at src as enqueue_fill. */
typedef struct prism_graph_node {
  uint32_t kind; /* prism_graph_node_kind */
  uint32_t dependency_count;
  const uint32_t *dependencies;
  prism_kernel kernel;
  const prism_launch_config *config;
  uint32_t arg_count;
  const prism_kernel_arg *args;
  void *dst;
  const void *src;
  size_t pattern_size;
  size_t size;
} prism_graph_node;

typedef struct prism_plugin_api {
  uint32_t abi_version;
  uint32_t struct_size; /* sizeof(prism_plugin_api) of the plugin's build */
  const char *backend;  /* "opencl", "level_zero", "cuda" */

  prism_result (*initialize)(void);
  /* The calling thread's message for its last failed call ("" if none). */
  const char *(*last_error)(void);

  /* The entries, in table order, from plugin_entries.def (which documents
   * each). */
#define PRISM_PLUGIN_ENTRY(NAME, FUNCTION, PARAMETERS)                         \
  prism_result(*NAME) PARAMETERS;
#include "plugin_entries.def"
#undef PRISM_PLUGIN_ENTRY
} prism_plugin_api;

/* The one symbol a plugin exports. Fails with PRISM_ERROR_ABI_MISMATCH when
 * the plugin does not implement abi_version. */
typedef prism_result (*prism_plugin_get_api_fn)(uint32_t abi_version,
                                                const prism_plugin_api **api);

#ifdef __cplusplus
}
#endif

#endif /* PRISM_PLUGIN_H */
