//===- test_kernels.cpp - A hand-written native CPU image for plugin tests ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Work-group functions of the prism/native_cpu_abi.h signature, written as
// the compiler's would behave: each loops over its group's work-items (a
// barrier is the end of one loop and the start of the next). Built as a
// shared object with the system clang++; IMAGE_ISA and IMAGE_CPU say what
// the image claims to need, and NO_ISA_SYMBOL leaves the claim out.
//
//===----------------------------------------------------------------------===//
#include "prism/native_cpu_abi.h"

#include <stdint.h>

#ifndef IMAGE_ISA
#define IMAGE_ISA "x86-64"
#endif
#ifndef IMAGE_CPU
#define IMAGE_CPU "x86-64"
#endif

#define WORK_GROUP(NAME)                                                       \
  extern "C" __attribute__((visibility("default"))) void __prism_wg_##NAME(    \
      void *const *args, const prism_native_work_group *group)

#ifndef NO_ISA_SYMBOL
extern "C" __attribute__((visibility("default")))
const char __prism_native_cpu_isa[] = IMAGE_ISA;
#endif
extern "C" __attribute__((visibility("default")))
const char __prism_native_cpu_name[] = IMAGE_CPU;

namespace {

template <class T> T arg(void *const *args, int index) {
  return *static_cast<T *>(args[index]);
}

uint64_t globalSize(const prism_native_work_group *g, int d) {
  return g->num_groups[d] * g->local_size[d];
}

// Calls body(linear global id) for every work-item of the group.
template <class Body>
void forEachWorkItem(const prism_native_work_group *g, Body body) {
  for (uint64_t z = 0; z < g->local_size[2]; ++z)
    for (uint64_t y = 0; y < g->local_size[1]; ++y)
      for (uint64_t x = 0; x < g->local_size[0]; ++x) {
        uint64_t gx = g->group_id[0] * g->local_size[0] + x;
        uint64_t gy = g->group_id[1] * g->local_size[1] + y;
        uint64_t gz = g->group_id[2] * g->local_size[2] + z;
        body((gz * globalSize(g, 1) + gy) * globalSize(g, 0) + gx);
      }
}

} // namespace

// c[i] = a[i] + b[i]
WORK_GROUP(vadd) {
  const float *a = arg<const float *>(args, 0);
  const float *b = arg<const float *>(args, 1);
  float *c = arg<float *>(args, 2);
  forEachWorkItem(group, [&](uint64_t i) { c[i] = a[i] + b[i]; });
}

// A SYCL-style functor by value: data[i] = data[i] * factor + i.
struct ScaleFunctor {
  float *data;
  float factor;
};
WORK_GROUP(scale) {
  const ScaleFunctor f = arg<ScaleFunctor>(args, 0);
  forEachWorkItem(group,
                  [&](uint64_t i) { f.data[i] = f.data[i] * f.factor + i; });
}

// Counts every visit of a work-item and records its group's linear id and
// the group's size, so that a test sees each work-item exactly once.
WORK_GROUP(visit) {
  uint32_t *visits = arg<uint32_t *>(args, 0);
  uint64_t *groupOf = arg<uint64_t *>(args, 1);
  const uint64_t linearGroup =
      (group->group_id[2] * group->num_groups[1] + group->group_id[1]) *
          group->num_groups[0] +
      group->group_id[0];
  forEachWorkItem(group, [&](uint64_t i) {
    __atomic_fetch_add(&visits[i], 1, __ATOMIC_RELAXED);
    groupOf[i] = linearGroup;
  });
}

// Reverses each work-group's slice of in into out through local memory
// (argument 2), with a barrier between the two loops.
WORK_GROUP(reverse_in_group) {
  const int32_t *in = arg<const int32_t *>(args, 0);
  int32_t *out = arg<int32_t *>(args, 1);
  int32_t *tile = arg<int32_t *>(args, 2);
  const uint64_t size = group->local_size[0];
  const uint64_t base = group->group_id[0] * size;
  for (uint64_t l = 0; l < size; ++l)
    tile[l] = in[base + l];
  for (uint64_t l = 0; l < size; ++l)
    out[base + l] = tile[size - 1 - l];
  // Where the local memory lay, for the alignment check.
  uint64_t *where = arg<uint64_t *>(args, 3);
  if (where)
    where[group->group_id[0]] = (uint64_t)(uintptr_t)tile;
}

// Spins until *flag is set: a command that stays running until the test
// lets it end.
WORK_GROUP(wait_for_flag) {
  const int32_t *flag = arg<const int32_t *>(args, 0);
  forEachWorkItem(group, [&](uint64_t) {
    while (!__atomic_load_n(flag, __ATOMIC_ACQUIRE))
      __builtin_ia32_pause();
  });
}

WORK_GROUP(empty) {}

// Each work-group stays in until two have run at the same time, for about
// a second at most: *running counts the groups inside, *met is set once two
// were. Work-groups run one after another never meet.
WORK_GROUP(meet) {
  uint32_t *running = arg<uint32_t *>(args, 0);
  uint32_t *met = arg<uint32_t *>(args, 1);
  if (__atomic_add_fetch(running, 1, __ATOMIC_ACQ_REL) >= 2)
    __atomic_store_n(met, 1, __ATOMIC_RELEASE);
  const uint64_t deadline = __builtin_ia32_rdtsc() + 4000000000ull;
  while (!__atomic_load_n(met, __ATOMIC_ACQUIRE) &&
         __builtin_ia32_rdtsc() < deadline) {
    if (__atomic_load_n(running, __ATOMIC_ACQUIRE) >= 2)
      __atomic_store_n(met, 1, __ATOMIC_RELEASE);
    __builtin_ia32_pause();
  }
  __atomic_fetch_sub(running, 1, __ATOMIC_ACQ_REL);
}
