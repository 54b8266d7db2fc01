// USM and the handler's explicit memory commands as SYCL 2020 programs use
// them (4.8, 4.9.4.3): std::vector with sycl::usm_allocator (shared and host
// memory, rebinding, alignment, equality), queue::prefetch and mem_advise
// and their handler forms ordered like any command, and every form of
// handler::copy (accessor to pointer and std::shared_ptr, pointer and
// std::shared_ptr to accessor, accessor to accessor with ranges and
// offsets, USM to USM) with the queue's copy, memcpy, memset and fill, and
// the queue's shortcuts for placeholder accessors.
// Results are checked against the host.
#include "check.h"

#include <sycl/sycl.hpp>

#include <cstdint>
#include <memory>
#include <vector>

using namespace sycl;

namespace {

struct Particle {
  float Position[3];
  int Cell;
};

template <typename T>
using shared_vector = std::vector<T, usm_allocator<T, usm::alloc::shared>>;

/// std::vector grows in shared and host USM memory that kernels use.
void vectorsInUsm(queue &Q) {
  usm_allocator<int, usm::alloc::shared> Shared(Q);
  shared_vector<int> Values(Shared);
  for (int I = 0; I < 1000; ++I)
    Values.push_back(I); // reallocates through the allocator several times
  CHECK(get_pointer_type(Values.data(), Q.get_context()) == usm::alloc::shared);
  int *Data = Values.data();
  Q.parallel_for(range<1>(Values.size()), [=](id<1> I) {
     Data[I] = Data[I] * Data[I];
   }).wait();
  for (int I = 0; I < 1000; ++I)
    CHECK_EQ(Values[I], I * I);

  // Rebound to another element type, an allocator still frees the memory
  // of the original: they compare equal.
  using ParticleAllocator =
      std::allocator_traits<decltype(Shared)>::rebind_alloc<Particle>;
  ParticleAllocator Particles(Shared);
  CHECK(Particles == Shared);
  CHECK(!(Particles != Shared));
  std::vector<Particle, ParticleAllocator> Cloud(300, Particle{}, Particles);
  Particle *Points = Cloud.data();
  Q.parallel_for(range<1>(Cloud.size()), [=](id<1> I) {
     Points[I].Position[0] = float(I[0]);
     Points[I].Position[1] = float(I[0]) * 0.5f;
     Points[I].Cell = int(I[0] / 10);
   }).wait();
  for (size_t I = 0; I < Cloud.size(); ++I) {
    CHECK_EQ(Cloud[I].Position[1], float(I) * 0.5f);
    CHECK_EQ(Cloud[I].Cell, int(I / 10));
  }

  // Host memory, over-aligned.
  usm_allocator<double, usm::alloc::host, 128> Host(Q.get_context(),
                                                    Q.get_device());
  std::vector<double, decltype(Host)> Weights(513, 0.25, Host);
  CHECK(reinterpret_cast<uintptr_t>(Weights.data()) % 128 == 0);
  CHECK(get_pointer_type(Weights.data(), Q.get_context()) == usm::alloc::host);
  double *Sum = malloc_shared<double>(1, Q);
  *Sum = 0;
  const double *W = Weights.data();
  Q.parallel_for(range<1>(Weights.size()), reduction(Sum, plus<double>()),
                 [=](id<1> I, auto &S) { S += W[I] * double(I[0]); })
      .wait();
  CHECK_EQ(*Sum, 0.25 * (512.0 * 513.0 / 2));
  free(Sum, Q);

  // Different kinds, alignments or contexts do not free each other's memory.
  CHECK(Host != (usm_allocator<double, usm::alloc::host>(Q)));
  CHECK(Shared != (usm_allocator<int, usm::alloc::host>(Q)));
  context Other(Q.get_device());
  CHECK(Shared !=
        (usm_allocator<int, usm::alloc::shared>(Other, Q.get_device())));
  CHECK(Shared == (usm_allocator<int, usm::alloc::shared>(Q)));
}

/// A kernel long enough that a command not waiting for it sees its work
/// unfinished.
event slowFill(queue &Q, int *Data, size_t N, int Value) {
  return Q.parallel_for(range<1>(N), [=](id<1> I) {
    int V = 0;
    for (int K = 0; K < 2000; ++K)
      V = (V * 7 + K) % 1009;
    Data[I] = Value + (V < 0 ? 1 : 0);
  });
}

/// prefetch and mem_advise do nothing on PoCL, but their events complete
/// after what they depend on, and in an in-order queue after the command
/// before them.
void prefetchAndAdvice(queue &Q) {
  constexpr size_t N = 1 << 16;
  int *Data = malloc_shared<int>(N, Q);

  event Filled = slowFill(Q, Data, N, 3);
  Q.prefetch(Data, N * sizeof(int), Filled).wait();
  CHECK_EQ(Data[N - 1], 3);
  CHECK_EQ(Data[0], 3);

  Filled = slowFill(Q, Data, N, 4);
  Q.mem_advise(Data, N * sizeof(int), 0, {Filled}).wait();
  CHECK_EQ(Data[N - 1], 4);

  Filled = slowFill(Q, Data, N, 5);
  Q.submit([&](handler &H) {
     H.depends_on(Filled);
     H.prefetch(Data, N * sizeof(int));
   }).wait();
  CHECK_EQ(Data[N - 1], 5);

  queue InOrder(Q.get_context(), Q.get_device(), property::queue::in_order());
  slowFill(InOrder, Data, N, 6);
  InOrder.prefetch(Data, N * sizeof(int)).wait();
  CHECK_EQ(Data[N - 1], 6);
  slowFill(InOrder, Data, N, 7);
  InOrder.submit([&](handler &H) { H.mem_advise(Data, 64, 0); }).wait();
  CHECK_EQ(Data[N - 1], 7);
  // The advice orders the commands after it too.
  event Advised = InOrder.mem_advise(Data, N * sizeof(int), 0);
  InOrder.parallel_for(range<1>(N), [=](id<1> I) { Data[I] += 1; }).wait();
  CHECK(Advised.get_info<info::event::command_execution_status>() ==
        info::event_command_status::complete);
  CHECK_EQ(Data[N - 1], 8);
  free(Data, Q);
}

/// Every form of handler::copy, with ranged and offset accessors.
void accessorCopies(queue &Q) {
  constexpr size_t Rows = 12, Columns = 10;
  std::vector<int> Initial(Rows * Columns);
  for (size_t I = 0; I < Initial.size(); ++I)
    Initial[I] = int(I);
  buffer<int, 2> Matrix(Initial.data(), range<2>(Rows, Columns));
  Matrix.set_write_back(false);

  // Accessor to std::shared_ptr: the whole matrix.
  std::shared_ptr<int> Whole(new int[Rows * Columns],
                             std::default_delete<int[]>());
  Q.submit([&](handler &H) {
     accessor All(Matrix, H, read_only);
     H.copy(All, Whole);
   }).wait();
  for (size_t I = 0; I < Rows * Columns; ++I)
    CHECK_EQ(Whole.get()[I], int(I));

  // std::shared_ptr to accessor: rows 2..5, columns 3..8 get 1000 + k. The
  // copy keeps the memory: this function's reference goes first.
  {
    std::shared_ptr<int[]> Block(new int[4 * 6]);
    for (int K = 0; K < 24; ++K)
      Block[K] = 1000 + K;
    Q.submit([&](handler &H) {
      accessor Part(Matrix, H, range<2>(4, 6), id<2>(2, 3), write_only);
      H.copy(Block, Part);
    });
  }
  // Pointer to accessor: row 11 from a vector.
  std::vector<int> Row(Columns);
  for (size_t C = 0; C < Columns; ++C)
    Row[C] = -int(C);
  Q.submit([&](handler &H) {
    accessor Last(Matrix, H, range<2>(1, Columns), id<2>(Rows - 1, 0),
                  write_only);
    H.copy(Row.data(), Last);
  });
  // Accessor to accessor: the 4 x 6 block into a 6 x 4 buffer (the same
  // elements, row by row), and accessor to pointer back.
  buffer<int, 2> Other(range<2>(6, 4));
  Q.submit([&](handler &H) {
    accessor Part(Matrix, H, range<2>(4, 6), id<2>(2, 3), read_only);
    accessor Into(Other, H, write_only, no_init);
    H.copy(Part, Into);
  });
  std::vector<int> Back(Rows * Columns), OtherBack(24);
  Q.submit([&](handler &H) {
    accessor All(Matrix, H, read_only);
    H.copy(All, Back.data());
  });
  Q.submit([&](handler &H) {
     accessor All(Other, H, read_only);
     H.copy(All, OtherBack.data());
   }).wait();

  for (size_t R = 0; R < Rows; ++R)
    for (size_t C = 0; C < Columns; ++C) {
      int Expected = int(R * Columns + C);
      if (R >= 2 && R < 6 && C >= 3 && C < 9)
        Expected = 1000 + int((R - 2) * 6 + (C - 3));
      if (R == Rows - 1)
        Expected = -int(C);
      CHECK_EQ(Back[R * Columns + C], Expected);
    }
  for (int K = 0; K < 24; ++K)
    CHECK_EQ(OtherBack[K], 1000 + K);
}

/// The queue's shortcuts for placeholder accessors: fill, copy in every
/// direction and update_host, ordered by the buffers they use.
void placeholderShortcuts(queue &Q) {
  constexpr size_t N = 256;
  std::vector<float> Values(N, -1.0f);
  buffer<float> Buffer(Values.data(), range<1>(N));
  buffer<float> Mirror{range<1>(N)};
  accessor Whole(Buffer);
  accessor Front(Buffer, range<1>(N / 2), write_only);
  accessor Back(Buffer, range<1>(N / 2), id<1>(N / 2), read_only);
  accessor MirrorAll(Mirror);

  std::vector<float> Ramp(N / 2);
  for (size_t I = 0; I < N / 2; ++I)
    Ramp[I] = float(I);
  Q.fill(Whole, 2.5f);
  Q.copy(Ramp.data(), Front);
  Q.copy(Whole, MirrorAll);
  Q.update_host(Whole).wait();
  // The buffer's host memory is up to date while the buffer lives.
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Values[I], I < N / 2 ? float(I) : 2.5f);

  // Through std::shared_ptrs: the back half of the buffer out, and the
  // mirror's contents back into the buffer, halved.
  std::shared_ptr<float[]> Tail(new float[N / 2]);
  Q.copy(Back, Tail).wait();
  for (size_t I = 0; I < N / 2; ++I)
    CHECK_EQ(Tail[I], 2.5f);
  std::shared_ptr<float> Halves(new float[N], std::default_delete<float[]>());
  for (size_t I = 0; I < N; ++I)
    Halves.get()[I] = float(I) / 2;
  Q.copy(Halves, MirrorAll);
  Halves.reset(); // the copy keeps the memory
  std::vector<float> Result(N);
  Q.copy(MirrorAll, Result.data()).wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Result[I], float(I) / 2);
}

/// The USM forms: handler and queue copy, memcpy, memset and fill, with
/// dependencies between them.
void usmCommands(queue &Q) {
  constexpr size_t N = 3000;
  int16_t *Device = malloc_device<int16_t>(N, Q);
  int16_t *Host = malloc_host<int16_t>(N, Q);
  uint64_t *Patterns = malloc_shared<uint64_t>(N, Q);
  std::vector<int16_t> Plain(N);
  for (size_t I = 0; I < N; ++I)
    Plain[I] = int16_t(I % 300 - 150);

  event ToDevice = Q.copy(Plain.data(), Device, N);
  event Doubled = Q.parallel_for(range<1>(N), ToDevice, [=](id<1> I) {
    Device[I] = int16_t(Device[I] * 2);
  });
  event ToHost = Q.submit([&](handler &H) {
    H.depends_on(Doubled);
    H.copy(static_cast<const int16_t *>(Device), Host, N);
  });
  event Cleared = Q.memset(Device, 0xff, N * sizeof(int16_t), ToHost);
  event Filled = Q.submit([&](handler &H) {
    H.fill(Patterns, uint64_t(0x0123456789abcdefull), N);
  });
  event Striped = Q.fill(Patterns + 100, uint64_t(7), 50, Filled);
  std::vector<int16_t> AfterClear(N);
  Q.submit([&](handler &H) {
     H.depends_on({Cleared, Striped});
     H.memcpy(AfterClear.data(), Device, N * sizeof(int16_t));
   }).wait();

  for (size_t I = 0; I < N; ++I) {
    CHECK_EQ(Host[I], int16_t(Plain[I] * 2));
    CHECK_EQ(AfterClear[I], int16_t(-1));
    CHECK(Patterns[I] ==
          (I >= 100 && I < 150 ? 7u : uint64_t(0x0123456789abcdefull)));
  }
  free(Device, Q);
  free(Host, Q);
  free(Patterns, Q);
}

} // namespace

int main() {
  queue Q;
  vectorsInUsm(Q);
  prefetchAndAdvice(Q);
  accessorCopies(Q);
  placeholderShortcuts(Q);
  usmCommands(Q);
  return 0;
}
