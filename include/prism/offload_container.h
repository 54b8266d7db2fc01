/*===- prism/offload_container.h - The fat-binary image container ---------===*
 *
 * Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
 *
 * prism-offload-wrapper writes one container per executable or shared
 * library, as the symbol __hip_fatbin that Clang's host compile refers to
 * (through __hip_fatbin_wrapper, which __hipRegisterFatBinary receives). The
 * runtime validates a container completely before using any of it.
 *
 * Layout (all integers little-endian, all offsets from the container start,
 * every record and every image's bytes 8-byte aligned, argument sizes
 * 4-byte aligned; readers follow the offsets, not this order):
 *
 *   prism_container_header
 *   prism_image_record[image_count]
 *   prism_kernel_record[sum of kernel_count]   (each image's run is contiguous)
 *   uint32_t argument sizes                     (each kernel's run contiguous)
 *   string bytes                                (not NUL-terminated)
 *   image bytes
 *
 * checksum is FNV-1a 64 over bytes [0, offsetof(header, checksum)) followed
 * by bytes [sizeof(header), total_size): everything except the checksum
 * itself, so that a container that is truncated or corrupted anywhere,
 * image_count included, is refused.
 *===----------------------------------------------------------------------===*/
#ifndef PRISM_OFFLOAD_CONTAINER_H
#define PRISM_OFFLOAD_CONTAINER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PRISM_CONTAINER_MAGIC "PRISMFB1" /* 8 bytes, no NUL stored */
#define PRISM_CONTAINER_VERSION 2u

typedef struct prism_container_header {
  char magic[8];
  uint32_t version;
  uint32_t image_count;
  uint64_t total_size; /* bytes, header included */
  uint64_t checksum;   /* FNV-1a 64 of every other byte, see above */
} prism_container_header;

/* A string inside the container. */
typedef struct prism_container_string {
  uint64_t offset;
  uint64_t size;
} prism_container_string;

typedef struct prism_image_record {
  uint32_t format;       /* prism_image_format from prism/plugin.h */
  uint32_t kernel_count;
  prism_container_string target; /* "spir64", "nvptx64-nvidia-cuda" */
  prism_container_string arch;   /* "sm_80"; empty when not specific */
  uint64_t image_offset;
  uint64_t image_size;
  uint64_t kernels_offset; /* first prism_kernel_record of this image */
  prism_container_string properties; /* "key=value\n" lines, may be empty */
} prism_image_record;

typedef struct prism_kernel_record {
  prism_container_string name; /* the device symbol name */
  uint32_t arg_count;
  uint32_t flags;            /* prism_kernel_flags */
  uint64_t arg_sizes_offset; /* arg_count uint32_t byte sizes */
} prism_kernel_record;

/* PRISM_KERNEL_FLAG_DYNAMIC_LOCAL: the kernel takes one more parameter after
 * its arg_count arguments, a pointer to work-group local memory, which the
 * runtime binds to the launch's dynamic local memory (SPIR-V images, where
 * CUDA's dynamic shared memory can only be a kernel parameter).
 * PRISM_KERNEL_FLAG_PROGRAM_GLOBALS: the kernel's last parameter, after the
 * dynamic local memory one if any, is the program's device-variable buffer
 * (prism/program_globals.h), which the runtime passes as a
 * PRISM_KERNEL_ARG_PROGRAM_GLOBALS argument. */
typedef enum prism_kernel_flags {
  PRISM_KERNEL_FLAG_DYNAMIC_LOCAL = 1u,
  PRISM_KERNEL_FLAG_PROGRAM_GLOBALS = 2u
} prism_kernel_flags;

/* Image property lines about one kernel of the image:
 *   reqd_sub_group_size:<kernel name>=<n>
 * the kernel runs only with sub-groups of n work-items (SYCL's
 * [[sycl::reqd_sub_group_size(n)]]); the runtime refuses to launch it on a
 * device without that sub-group size.
 *   max_work_group_size:<kernel name>=<n>
 * the kernel runs only with work-groups of at most n work-items (its group
 * algorithms have room for no more); the runtime refuses a larger one. */
#define PRISM_PROPERTY_REQD_SUB_GROUP_SIZE "reqd_sub_group_size:"
#define PRISM_PROPERTY_MAX_WORK_GROUP_SIZE "max_work_group_size:"

#ifdef __cplusplus
}
#endif

#endif /* PRISM_OFFLOAD_CONTAINER_H */
