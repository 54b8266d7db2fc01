// event::get_wait_list (SYCL 2020 4.6.6: "the list of events that this
// event waits for in the dependence graph"): the events a command was given
// (depends_on, a shortcut's list, a barrier's), those of the commands its
// accessors conflict with, and in an in-order queue the command before it;
// each once, complete or not. A command that waits for nothing has an empty
// list. The events listed are compared with ==, waited for, and the data
// the commands computed is checked.
#include <sycl/sycl.hpp>

#include "check.h"

#include <algorithm>
#include <vector>

namespace {

constexpr size_t N = 1024;

// get_wait_list is not const in SYCL 2020: the events are taken by value.
bool lists(sycl::event Command, const sycl::event &Dependency) {
  std::vector<sycl::event> List = Command.get_wait_list();
  return std::find(List.begin(), List.end(), Dependency) != List.end();
}

size_t count(sycl::event Command, const sycl::event &Dependency) {
  std::vector<sycl::event> List = Command.get_wait_list();
  return std::count(List.begin(), List.end(), Dependency);
}

/// Explicit dependencies on USM commands, in an out-of-order queue.
void given(sycl::queue &Q) {
  int *Data = sycl::malloc_shared<int>(N, Q);
  sycl::event Fill = Q.fill(Data, 1, N);
  CHECK(Fill.get_wait_list().empty());
  sycl::event Doubled = Q.submit([&](sycl::handler &CGH) {
    CGH.depends_on(Fill);
    CGH.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) { Data[I] *= 2; });
  });
  std::vector<sycl::event> Before = Doubled.get_wait_list();
  CHECK_EQ(Before.size(), 1u);
  CHECK(Before[0] == Fill);

  int *Scratch = sycl::malloc_device<int>(N, Q);
  sycl::event Other = Q.fill(Scratch, 0, N);
  sycl::event Added =
      Q.parallel_for(sycl::range<1>(N), {Doubled, Other, Doubled},
                     [=](sycl::id<1> I) { Data[I] += static_cast<int>(I[0]); });
  std::vector<sycl::event> Both = Added.get_wait_list();
  CHECK_EQ(Both.size(), 2u);
  CHECK(lists(Added, Doubled));
  CHECK(lists(Added, Other));
  // The events of the list are events: they can be waited for, and they
  // belong to the queue's backend.
  sycl::event::wait(Both);
  for (const sycl::event &E : Both)
    CHECK(E.get_backend() == Q.get_backend());
  Added.wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Data[I], 2 + static_cast<int>(I));

  // A barrier lists the events it was given.
  sycl::event Barrier = Q.ext_oneapi_submit_barrier({Fill, Added});
  CHECK_EQ(Barrier.get_wait_list().size(), 2u);
  CHECK(lists(Barrier, Fill));
  CHECK(lists(Barrier, Added));
  Barrier.wait();
  sycl::free(Scratch, Q);
  sycl::free(Data, Q);
}

/// Dependencies the accessors imply: read after write, write after read,
/// write after write; a command on another buffer is not listed.
void buffers(sycl::queue &Q) {
  std::vector<int> Result(N);
  {
    sycl::buffer<int> Data(Result.data(), sycl::range<1>(N));
    sycl::buffer<int> Copy{sycl::range<1>(N)};
    sycl::buffer<int> Unrelated{sycl::range<1>(N)};
    sycl::event Write = Q.submit([&](sycl::handler &CGH) {
      sycl::accessor Out(Data, CGH, sycl::write_only, sycl::no_init);
      CGH.parallel_for(sycl::range<1>(N),
                       [=](sycl::id<1> I) { Out[I] = static_cast<int>(I[0]); });
    });
    // The first use of a buffer waits for nothing.
    CHECK(Write.get_wait_list().empty());
    sycl::event Elsewhere = Q.submit([&](sycl::handler &CGH) {
      sycl::accessor Out(Unrelated, CGH, sycl::write_only, sycl::no_init);
      CGH.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) { Out[I] = 7; });
    });
    // Listed even once complete, as DPC++ does.
    Write.wait();
    sycl::event Read = Q.submit([&](sycl::handler &CGH) {
      sycl::accessor In(Data, CGH, sycl::read_only);
      sycl::accessor Out(Copy, CGH, sycl::write_only, sycl::no_init);
      CGH.parallel_for(sycl::range<1>(N),
                       [=](sycl::id<1> I) { Out[I] = In[I] * 3; });
    });
    CHECK(lists(Read, Write));
    CHECK(!lists(Read, Elsewhere));
    // Given and implied at once: listed once.
    sycl::event Again = Q.submit([&](sycl::handler &CGH) {
      CGH.depends_on(Read);
      sycl::accessor In(Copy, CGH, sycl::read_only);
      sycl::accessor Out(Data, CGH, sycl::write_only);
      CGH.parallel_for(sycl::range<1>(N),
                       [=](sycl::id<1> I) { Out[I] = In[I] + 1; });
    });
    CHECK_EQ(count(Again, Read), 1u);
    CHECK(lists(Again, Write));
    CHECK(!lists(Again, Elsewhere));
    sycl::event::wait(Again.get_wait_list());
    Again.wait();
  }
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Result[I], 3 * static_cast<int>(I) + 1);
}

/// Host tasks list what they wait for, and are listed by what waits for
/// them.
void hostTasks(sycl::queue &Q) {
  std::vector<int> Result(N, 0);
  {
    sycl::buffer<int> Data(Result.data(), sycl::range<1>(N));
    sycl::event Kernel = Q.submit([&](sycl::handler &CGH) {
      sycl::accessor Out(Data, CGH, sycl::write_only, sycl::no_init);
      CGH.parallel_for(sycl::range<1>(N),
                       [=](sycl::id<1> I) { Out[I] = static_cast<int>(I[0]); });
    });
    sycl::event Task = Q.submit([&](sycl::handler &CGH) {
      sycl::accessor Values(Data, CGH, sycl::read_write);
      CGH.host_task([=] {
        for (size_t I = 0; I < N; ++I)
          Values[I] *= 2;
      });
    });
    CHECK(lists(Task, Kernel));
    sycl::event After = Q.submit([&](sycl::handler &CGH) {
      sycl::accessor Values(Data, CGH, sycl::read_write);
      CGH.parallel_for(sycl::range<1>(N),
                       [=](sycl::id<1> I) { Values[I] += 5; });
    });
    CHECK(lists(After, Task));
    sycl::event Given = Q.submit([&](sycl::handler &CGH) {
      CGH.depends_on(After);
      CGH.host_task([] {});
    });
    CHECK_EQ(Given.get_wait_list().size(), 1u);
    CHECK(lists(Given, After));
    Given.wait();
  }
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Result[I], 2 * static_cast<int>(I) + 5);
}

/// In an in-order queue, each command lists the one submitted before it
/// (and not the ones before that); the first lists nothing.
void inOrder(const sycl::device &Device) {
  sycl::queue Q(Device, sycl::property::queue::in_order());
  int *Data = sycl::malloc_device<int>(N, Q);
  int Host[N];
  sycl::event First = Q.fill(Data, 2, N);
  CHECK(First.get_wait_list().empty());
  sycl::event Second = Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
    Data[I] *= static_cast<int>(I[0]);
  });
  std::vector<sycl::event> BeforeSecond = Second.get_wait_list();
  CHECK_EQ(BeforeSecond.size(), 1u);
  CHECK(BeforeSecond[0] == First);
  sycl::event Task =
      Q.submit([&](sycl::handler &CGH) { CGH.host_task([] {}); });
  CHECK_EQ(Task.get_wait_list().size(), 1u);
  CHECK(lists(Task, Second));
  sycl::event Copy = Q.memcpy(Host, Data, sizeof(Host));
  CHECK_EQ(Copy.get_wait_list().size(), 1u);
  CHECK(lists(Copy, Task));
  CHECK(!lists(Copy, First));
  // A given dependency that is also the command before: listed once.
  sycl::event Last = Q.submit([&](sycl::handler &CGH) {
    CGH.depends_on(Copy);
    CGH.single_task([=] { Data[0] = 0; });
  });
  CHECK_EQ(Last.get_wait_list().size(), 1u);
  CHECK(lists(Last, Copy));
  Q.wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Host[I], 2 * static_cast<int>(I));
  sycl::free(Data, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  given(Q);
  buffers(Q);
  hostTasks(Q);
  inOrder(Q.get_device());
  return 0;
}
