// sycl::stream in kernels: every value type (char, strings, bool, integers
// of every width and signedness, float, double and their special values,
// half, vec, pointers, multi_ptr, id, range, item, nd_item, group, h_item,
// nd_range), every manipulator, state kept
// per work-item and across statements, line-buffered output (newlines in
// strings, flush, endl), text left after the last newline, statements
// longer than the work-item buffer, the shapes of the conformance suite's
// stream tests (group, h_item, item and nd_item of every dimension, in
// hierarchical, nd_range and range kernels), a line of its own for each
// work-item of a hierarchical kernel, and whole lines from many work-items
// at once. compare_output.py checks stdout
// against stream.expected: each line starts with the work-item that printed
// it, and "==" lines, printed by the host after a kernel's wait, must come
// after all of its output.
#include <sycl/sycl.hpp>

#include <climits>
#include <cstdio>
#include <limits>
#include <type_traits>
#include <utility>

namespace {

void section(const char *Title) {
  std::printf("== %s\n", Title);
  std::fflush(stdout);
}

// Runs Kernel(stream) as a single task.
template <typename KernelT>
void task(sycl::queue &Q, size_t WorkItemBufferSize, const KernelT &Kernel) {
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(4096, WorkItemBufferSize, CGH);
     CGH.single_task([=] { Kernel(Out); });
   }).wait();
}

void values(sycl::queue &Q) {
  section("values");
  task(Q, 256, [](const sycl::stream &Out) {
    Out << "task char " << 'c' << " string "
        << "text"
        << " bool " << true << ' ' << false << sycl::endl;
    Out << "task signed " << static_cast<signed char>(-5) << ' ' << short(-300)
        << ' ' << -70000 << ' ' << -5000000000L << ' ' << -6000000000LL << ' '
        << INT_MIN << ' ' << LLONG_MIN << sycl::endl;
    Out << "task unsigned " << static_cast<unsigned char>(200) << ' '
        << static_cast<unsigned short>(60000) << ' ' << 4000000000u << ' '
        << 18000000000UL << ' ' << ULLONG_MAX << sycl::endl;
    Out << "task floating " << 1.5f << ' ' << 0.1 << ' ' << 1e-5 << ' '
        << 123456789.0 << ' ' << 1e100 << ' ' << -0.0 << ' ' << 1.0f / 3
        << sycl::endl;
    Out << "task special " << std::numeric_limits<double>::infinity() << ' '
        << -std::numeric_limits<float>::infinity() << ' '
        << std::numeric_limits<double>::quiet_NaN() << sycl::endl;
    Out << "task pointer " << static_cast<const int *>(nullptr) << ' '
        << reinterpret_cast<const char *>(0) << '|'
        << reinterpret_cast<int *>(0x1000) << sycl::endl;
  });
}

void manipulators(sycl::queue &Q) {
  section("manipulators");
  task(Q, 256, [](const sycl::stream &Out) {
    Out << "task base " << sycl::hex << 255 << ' ' << sycl::showbase << 255
        << ' ' << sycl::oct << 8 << ' ' << 0 << sycl::noshowbase << ' ' << 8
        << sycl::hex << ' ' << -1 << ' ' << short(-1) << sycl::dec << ' ' << -1
        << sycl::endl;
    Out << "task showpos " << sycl::showpos << 5 << ' ' << 0 << ' ' << 2.5
        << ' ' << 7u << sycl::noshowpos << ' ' << 5 << sycl::endl;
    Out << "task notation " << sycl::setprecision(3) << 3.14159 << ' '
        << sycl::fixed << 3.14159 << ' ' << sycl::scientific << 31415.9 << ' '
        << sycl::hexfloat << 1.0 << ' ' << 0.5f << ' ' << sycl::defaultfloat
        << 1234.5 << sycl::setprecision(6) << ' ' << 1234.5 << sycl::endl;
    Out << "task width [" << sycl::setw(6) << 42 << "][" << 42 << "]["
        << sycl::setw(4) << "ab"
        << "][" << sycl::setw(3) << 'c' << "][" << sycl::setw(8) << 1.5 << "]["
        << sycl::setw(2) << 12345 << "]" << sycl::endl;
  });
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(1024, 80, CGH);
     std::printf("host size %zu work-item %zu precision %zu width %zu "
                 "defaultfloat %d\n",
                 Out.size(), Out.get_work_item_buffer_size(),
                 Out.get_precision(), Out.get_width(),
                 Out.get_stream_mode() ==
                     sycl::stream_manipulator::defaultfloat);
     CGH.single_task([=] {});
   }).wait();
}

// Each work-item has its own stream state: odd work-items switch to hex,
// which must not leak into the even ones, and keep it for later statements.
void statePerWorkItem(sycl::queue &Q) {
  section("state per work-item");
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(4096, 256, CGH);
     CGH.parallel_for(sycl::range<1>(8), [=](sycl::id<1> Id) {
       size_t I = Id[0];
       Out << "wi" << I << " before " << 255 << sycl::endl;
       if (I % 2 == 1)
         Out << sycl::hex;
       Out << "wi" << I << " after " << 255 << sycl::endl;
       Out << "wi" << I << " three ";
       Out << "statements ";
       Out << "one line" << sycl::endl;
     });
   }).wait();
}

void lines(sycl::queue &Q) {
  section("lines");
  task(Q, 256, [](const sycl::stream &Out) {
    Out << "task line one\ntask line two\n";
    Out << "task flushed" << sycl::flush;
    Out << " then continued" << sycl::endl;
  });
  // Outputs that do not fit start a new statement; one longer than the
  // work-item buffer is cut to it.
  section("small work-item buffer");
  task(Q, 8, [](const sycl::stream &Out) {
    Out << "task" << ' ' << 123 << ' ' << 4567 << ' ' << "abcdefghijkl"
        << sycl::endl;
  });
  // Text after the last newline is printed when the work-item ends; the
  // host ends its line.
  section("unterminated");
  task(Q, 256, [](const sycl::stream &Out) {
    Out << "task line\ntask ends without a newline, " << 42;
  });
  std::printf("\n");
}

void syclTypes(sycl::queue &Q) {
  section("sycl types");
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(4096, 256, CGH);
     CGH.parallel_for(sycl::range<2>(2, 3), [=](sycl::item<2> Item) {
       Out << "it" << Item.get_linear_id() << ' ' << Item << ' '
           << Item.get_id() << ' ' << sycl::range<3>(1, 2, 3) << sycl::endl;
     });
   }).wait();
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(4096, 256, CGH);
     CGH.parallel_for(sycl::nd_range<2>({4, 2}, {2, 2}),
                      [=](sycl::nd_item<2> Item) {
                        Out << "nd" << Item.get_global_linear_id() << ' '
                            << Item << ' ' << Item.get_group() << sycl::endl;
                      });
   }).wait();
}

// half, vec (under the stream's flags), nd_range and multi_ptr in one
// task; an h_item, whose output spans lines, from a single work-item.
void moreTypes(sycl::queue &Q) {
  section("more types");
  task(Q, 256, [](const sycl::stream &Out) {
    Out << "more " << sycl::half(1.5f) << ' ' << sycl::int3(1, -2, 3) << ' '
        << sycl::hex << sycl::uint2(255, 16) << sycl::dec << ' '
        << sycl::float2(0.5f, -2.25f) << ' ' << sycl::char2('a', 'b') << ' '
        << sycl::nd_range<2>({4, 6}, {2, 3}) << ' '
        << sycl::global_ptr<int>(nullptr) << sycl::endl;
  });
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(4096, 256, CGH);
     CGH.parallel_for_work_group(
         sycl::range<1>(1), sycl::range<1>(1), [=](sycl::group<1> Group) {
           Group.parallel_for_work_item(sycl::range<1>(2),
                                        [&](sycl::h_item<1> Item) {
                                          if (Item.get_logical_local_id(0) == 1)
                                            Out << Item << sycl::endl;
                                        });
         });
   }).wait();
}

// The shapes of the SYCL conformance suite's stream tests: each object
// copied into a const local before it is written, nd_item, nd_range and
// group from nd_range kernels and item from range kernels of 1, 2 and 3
// dimensions, a const group and its h_items in parallel_for_work_group
// (the work-item scope reaching the group by reference), a group<2> taken
// by a kernel functor, multi_ptrs of a read accessor, and a stream copied
// and moved inside a kernel. Each line starts with the kind, the
// dimensions and the work-item's linear id.
template <typename T> void writeConst(const sycl::stream &Out, T &&Value) {
  const std::decay_t<T> Copy{Value};
  Out << Copy;
}

template <int D>
void conformanceShapes(sycl::queue &Q, sycl::range<D> Global,
                       sycl::range<D> Local, sycl::range<D> Items) {
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(16384, 512, CGH);
     CGH.parallel_for(
         sycl::nd_range<D>(Global, Local), [=](sycl::nd_item<D> Item) {
           Out << "nd" << D << '.' << Item.get_global_linear_id() << ' ';
           writeConst(Out, Item);
           Out << ' ';
           writeConst(Out, Item.get_nd_range());
           Out << ' ';
           writeConst(Out, Item.get_group());
           Out << sycl::endl;
         });
   }).wait();
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(16384, 512, CGH);
     CGH.parallel_for(Items, [=](sycl::item<D> Item) {
       Out << "it" << D << '.' << Item.get_linear_id() << ' ';
       writeConst(Out, Item);
       Out << sycl::endl;
     });
   }).wait();
  // The suite's hierarchical shape: Items groups of one work-item.
  sycl::range<D> One = Items;
  for (int I = 0; I < D; ++I)
    One[I] = 1;
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(16384, 512, CGH);
     CGH.parallel_for_work_group(Items, One, [=](const sycl::group<D> Group) {
       Out << "wg" << D << '.' << Group.get_group_linear_id() << ' ';
       writeConst(Out, Group);
       Out << sycl::endl;
       Group.parallel_for_work_item([&](sycl::h_item<D> Item) {
         Out << "wi" << D << '.' << Item.get_global().get_linear_id() << ' '
             << Group << ' ' << Item.get_global() << sycl::endl;
       });
     });
   }).wait();
}

struct TileReporter {
  sycl::stream Out;
  void operator()(sycl::group<2> Tile) const {
    Out << "functor." << Tile.get_group_linear_id() << ' ' << Tile
        << sycl::endl;
    Tile.parallel_for_work_item([&](sycl::h_item<2> Item) {
      const size_t Linear = Item.get_global().get_linear_id();
      Out << "tile." << Linear << ' ' << Tile << ' '
          << Item.get_logical_local().get_id() << sycl::endl;
      // One whole h_item: its lines are the only ones of their kind here.
      if (Linear == 5)
        Out << Item << sycl::endl;
    });
  }
};

void conformanceShapes(sycl::queue &Q) {
  section("conformance shapes");
  conformanceShapes<1>(Q, {2}, {1}, {4});
  conformanceShapes<2>(Q, {2, 4}, {1, 2}, {4, 2});
  conformanceShapes<3>(Q, {2, 4, 1}, {1, 2, 1}, {4, 2, 1});
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(16384, 512, CGH);
     CGH.parallel_for_work_group(sycl::range<2>(2, 2), sycl::range<2>(2, 3),
                                 TileReporter{Out});
   }).wait();
  // multi_ptrs of a read accessor's buffer (whose elements are const).
  int Value = 42;
  {
    sycl::buffer<int> Buffer(&Value, sycl::range<1>(1));
    Q.submit([&](sycl::handler &CGH) {
       sycl::stream Out(1024, 128, CGH);
       sycl::accessor In(Buffer, CGH, sycl::read_only);
       CGH.single_task([=] {
         const sycl::raw_global_ptr<int> Raw(In);
         const sycl::decorated_global_ptr<int> Decorated(In);
         Out << "mptr " << *Raw << ' ' << (Raw.get() != nullptr) << ' '
             << *Decorated << sycl::endl;
       });
     }).wait();
  }
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(1024, 128, CGH);
     CGH.single_task([=] {
       sycl::stream Copy(Out);
       sycl::stream Moved(std::move(Copy));
       Moved << "moved " << (Moved == Out) << ' '
             << Moved.get_work_item_buffer_size() << sycl::endl;
     });
   }).wait();
}

// A hierarchical kernel, whose work-items share one copy of the kernel
// functor in work-group memory: each still has its own line and flags. The
// work-items of a group write their lines in pieces over two
// parallel_for_work_item calls (so even a device that runs a group's
// work-items one after another between barriers, as PoCL does, would mix
// them in a shared line), and the text a work-item leaves without a newline
// is printed when it ends.
void hierarchicalLines(sycl::queue &Q) {
  section("hierarchical lines");
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(16384, 256, CGH);
     CGH.parallel_for_work_group(
         sycl::range<1>(2), sycl::range<1>(4), [=](sycl::group<1> Group) {
           Out << "hg" << Group.get_group_id(0) << " group scope" << sycl::endl;
           Group.parallel_for_work_item([&](sycl::h_item<1> Item) {
             const size_t I = Item.get_global_id(0);
             if (I % 2 == 1)
               Out << sycl::hex;
             Out << "hw" << I << " begins " << 255;
           });
           Group.parallel_for_work_item([&](sycl::h_item<1> Item) {
             Out << " ends " << 255 << ' ' << Item.get_local_id(0)
                 << sycl::endl;
           });
         });
   }).wait();
  // One work-group: the lines of the others are out before the last
  // work-item ends, printing its text; the host ends its line.
  section("hierarchical unterminated");
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(4096, 256, CGH);
     CGH.parallel_for_work_group(
         sycl::range<1>(1), sycl::range<1>(4), [=](sycl::group<1> Group) {
           Group.parallel_for_work_item([&](sycl::h_item<1> Item) {
             Out << "hu" << Item.get_global_id(0) << " line" << sycl::endl;
           });
           Group.parallel_for_work_item([&](sycl::h_item<1> Item) {
             if (Item.get_global_id(0) == 3)
               Out << "hu3 ends "
                   << "without a newline";
           });
         });
   }).wait();
  std::printf("\n");
}

// Many work-items in several groups at once, each line written in pieces.
void concurrentLines(sycl::queue &Q) {
  section("concurrent lines");
  Q.submit([&](sycl::handler &CGH) {
     sycl::stream Out(65536, 256, CGH);
     CGH.parallel_for(sycl::nd_range<1>(64, 16), [=](sycl::nd_item<1> Item) {
       size_t I = Item.get_global_id(0);
       Out << 'm' << I << " group " << Item.get_group(0) << " local "
           << Item.get_local_id(0) << " square " << I * I << " half " << I / 2.0
           << " hex " << sycl::hex << I << sycl::dec << " end" << sycl::endl;
     });
   }).wait();
}

} // namespace

int main() {
  sycl::queue Q;
  values(Q);
  manipulators(Q);
  statePerWorkItem(Q);
  lines(Q);
  syclTypes(Q);
  moreTypes(Q);
  conformanceShapes(Q);
  hierarchicalLines(Q);
  concurrentLines(Q);
  section("end");
  return 0;
}
