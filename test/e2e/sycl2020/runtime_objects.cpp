// Contexts, queues, events, platforms, devices and exceptions as SYCL 2020
// programs use them: a context's async_handler catching the errors of the
// queues built on it, exceptions that name their context, submission with
// a secondary queue, backend names, extensions, device partitioning (which
// no Prism device offers), aspect selectors and the device of a USM
// pointer. The events a command waits for are in event_wait_lists.cpp.
#include <sycl/sycl.hpp>

#include "check.h"
#include "expect_exception.h"

#include <atomic>
#include <sstream>
#include <string>
#include <vector>

class DoubledOnSecondary;

/// A handler that counts the errc::runtime errors it receives.
struct error_counter {
  std::shared_ptr<std::atomic<int>> Count =
      std::make_shared<std::atomic<int>>(0);

  sycl::async_handler handler() const {
    return [Count = Count](sycl::exception_list Errors) {
      for (const std::exception_ptr &Error : Errors) {
        try {
          std::rethrow_exception(Error);
        } catch (const sycl::exception &E) {
          CHECK(E.code() == sycl::errc::runtime);
          ++*Count;
        }
      }
    };
  }
};

/// A host task on Q that throws; returns once Q has passed the error on.
void failOn(sycl::queue &Q) {
  Q.submit([&](sycl::handler &CGH) {
    CGH.host_task([] {
      throw sycl::exception(sycl::make_error_code(sycl::errc::runtime),
                            "failed on purpose");
    });
  });
  Q.wait_and_throw();
}

void contextHandlers(const sycl::device &Device) {
  // Every constructor form with an async_handler: a queue built on the
  // context without a handler of its own reports to the context's.
  error_counter Counter;
  std::vector<sycl::context> Contexts = {
      sycl::context(Counter.handler()),
      sycl::context(Device, Counter.handler()),
      sycl::context(Device.get_platform(), Counter.handler()),
      sycl::context(std::vector<sycl::device>{Device}, Counter.handler(),
                    sycl::property_list{})};
  for (const sycl::context &Context : Contexts) {
    sycl::queue Q(Context, Context.get_devices().front());
    failOn(Q);
  }
  CHECK_EQ(Counter.Count->load(), 4);

  // A queue of a context can pick its device with a selector, among the
  // context's devices only.
  sycl::queue BySelector(Contexts[1], sycl::default_selector_v);
  CHECK(BySelector.get_device() == Device);
  CHECK(BySelector.get_context() == Contexts[1]);
  failOn(BySelector);
  CHECK_EQ(Counter.Count->load(), 5);
  error_counter Selected;
  sycl::queue BySelectorWithHandler(
      Contexts[1], [&](const sycl::device &D) { return D == Device ? 1 : -1; },
      Selected.handler());
  failOn(BySelectorWithHandler);
  CHECK_EQ(Selected.Count->load(), 1);
  sycl::exception NoneAccepted = exceptionOf(sycl::errc::runtime, [&] {
    sycl::queue Rejected(Contexts[1], [](const sycl::device &) { return -1; });
  });
  CHECK(std::string(NoneAccepted.what()).find("no device of the context") !=
        std::string::npos);

  // A queue's own handler comes first; the context's sees nothing.
  sycl::context Shared(Device, Counter.handler());
  error_counter Own;
  sycl::queue WithHandler(Shared, Device, Own.handler());
  failOn(WithHandler);
  CHECK_EQ(Own.Count->load(), 1);
  CHECK_EQ(Counter.Count->load(), 5);

  // What a host task throws reaches the handler as it was thrown: about no
  // context (errors Prism finds are about the queue's context; see
  // kernel_queries.cpp).
  int Received = 0;
  sycl::queue Reader(Shared, Device, [&](sycl::exception_list Errors) {
    for (const std::exception_ptr &Error : Errors) {
      try {
        std::rethrow_exception(Error);
      } catch (const sycl::exception &E) {
        CHECK(!E.has_context());
        ++Received;
      }
    }
  });
  failOn(Reader);
  CHECK_EQ(Received, 1);
}

void exceptionsAndContexts(const sycl::device &Device) {
  sycl::context Context(Device);
  sycl::exception About(Context, sycl::errc::invalid, "about a context");
  CHECK(About.has_context());
  CHECK(About.get_context() == Context);
  CHECK(About.code() == sycl::errc::invalid);
  CHECK(std::string(About.what()) == "about a context");
  sycl::exception Coded(Context, static_cast<int>(sycl::errc::build),
                        sycl::sycl_category());
  CHECK(Coded.has_context());
  CHECK(Coded.code() == sycl::errc::build);

  sycl::exception Plain(sycl::errc::runtime, "about nothing");
  CHECK(!Plain.has_context());
  sycl::exception Thrown =
      exceptionOf(sycl::errc::invalid, [&] { (void)Plain.get_context(); });
  CHECK(std::string(Thrown.what()).find("has_context") != std::string::npos);
}

/// SYCL 2020 4.6.5.1: when the primary queue's submission fails, the
/// command group goes to the secondary queue. Here the group uses a kernel
/// bundle of the secondary queue's context, which the primary (another
/// context) refuses.
void secondaryQueue(const sycl::device &Device) {
  sycl::context BundleContext(Device);
  sycl::queue Primary(sycl::context(Device), Device);
  sycl::queue Secondary(BundleContext, Device);
  auto Bundle = sycl::get_kernel_bundle<sycl::bundle_state::executable>(
      BundleContext, {Device}, {sycl::get_kernel_id<DoubledOnSecondary>()});
  constexpr size_t N = 256;
  int *Out = sycl::malloc_shared<int>(N, Secondary);
  int Calls = 0;
  auto Group = [&](sycl::handler &CGH) {
    ++Calls;
    CGH.use_kernel_bundle(Bundle);
    CGH.parallel_for<DoubledOnSecondary>(sycl::range<1>(N), [=](sycl::id<1> I) {
      Out[I] = 2 * static_cast<int>(I[0]);
    });
  };
  Primary.submit(Group, Secondary).wait();
  CHECK_EQ(Calls, 2);
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Out[I], 2 * static_cast<int>(I));

  // A primary that accepts the group runs it alone.
  Calls = 0;
  sycl::queue SameContext(BundleContext, Device);
  SameContext.submit(Group, Primary).wait();
  CHECK_EQ(Calls, 1);

  // When both fail, the secondary's error is thrown.
  sycl::queue AlsoOther(sycl::context(Device), Device);
  exceptionOf(sycl::errc::invalid, [&] { Primary.submit(Group, AlsoOther); });
  sycl::free(Out, Secondary);
}

void extensionsAndPartitions(const sycl::device &Device) {
  const sycl::platform Platform = Device.get_platform();
  std::ostringstream Backend;
  Backend << Platform.get_backend();
  const char *Expected;
  switch (Platform.get_backend()) {
  case sycl::backend::ext_oneapi_cuda:
    Expected = "ext_oneapi_cuda";
    break;
  case sycl::backend::ext_oneapi_level_zero:
    Expected = "ext_oneapi_level_zero";
    break;
  case sycl::backend::native_cpu:
    Expected = "native_cpu";
    break;
  default:
    Expected = "opencl";
  }
  CHECK(Backend.str() == Expected);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  for (const std::string &Name :
       Platform.get_info<sycl::info::platform::extensions>())
    CHECK(Platform.has_extension(Name));
  for (const std::string &Name :
       Device.get_info<sycl::info::device::extensions>())
    CHECK(Device.has_extension(Name));
  CHECK(!Platform.has_extension("prism_no_such_extension"));
  CHECK(!Device.has_extension("prism_no_such_extension"));
#pragma GCC diagnostic pop

  CHECK(Device.get_info<sycl::info::device::partition_properties>().empty());
  using sycl::info::partition_property;
  exceptionOf(sycl::errc::feature_not_supported, [&] {
    Device.create_sub_devices<partition_property::partition_equally>(1);
  });
  sycl::exception Counts = exceptionOf(sycl::errc::feature_not_supported, [&] {
    Device.create_sub_devices<partition_property::partition_by_counts>(
        std::vector<size_t>{1, 1});
  });
  CHECK(std::string(Counts.what()).find("partition_by_counts") !=
        std::string::npos);
  exceptionOf(sycl::errc::feature_not_supported, [&] {
    Device.create_sub_devices<partition_property::partition_by_affinity_domain>(
        sycl::info::partition_affinity_domain::next_partitionable);
  });
}

void aspectSelectors(const sycl::device &Default) {
  const sycl::aspect Kind = Default.is_gpu()   ? sycl::aspect::gpu
                            : Default.is_cpu() ? sycl::aspect::cpu
                                               : sycl::aspect::accelerator;
  sycl::device ByList(sycl::aspect_selector(Kind));
  CHECK(ByList.has(Kind));
  sycl::device ByTemplate(
      sycl::aspect_selector<sycl::aspect::usm_shared_allocations>());
  CHECK(ByTemplate.has(sycl::aspect::usm_shared_allocations));
  // No Prism device is emulated: denying it rejects nothing.
  sycl::device Allowed(sycl::aspect_selector(std::vector<sycl::aspect>{Kind},
                                             {sycl::aspect::emulated}));
  CHECK(Allowed.has(Kind));
  sycl::queue Q(
      sycl::aspect_selector(Kind, sycl::aspect::usm_device_allocations));
  CHECK(Q.get_device().has(sycl::aspect::usm_device_allocations));
  // ... and requiring it selects nothing.
  exceptionOf(sycl::errc::runtime, [] {
    sycl::device None(sycl::aspect_selector(sycl::aspect::emulated));
  });
  exceptionOf(sycl::errc::runtime, [&] {
    sycl::device None(
        sycl::aspect_selector(std::vector<sycl::aspect>{}, {Kind}));
    CHECK(!None.has(Kind));
  });
}

void pointerDevices(const sycl::device &Device) {
  sycl::context Context(Device);
  sycl::queue Q(Context, Device);
  int *Host = sycl::malloc_host<int>(16, Context);
  int *OnDevice = sycl::malloc_device<int>(16, Q);
  int *Shared = sycl::malloc_shared<int>(16, Q);
  // SYCL 2020 4.8.4: a host allocation answers the context's first device.
  CHECK(sycl::get_pointer_device(Host, Context) == Context.get_devices()[0]);
  CHECK(sycl::get_pointer_device(Host + 3, Context) == Device);
  CHECK(sycl::get_pointer_device(OnDevice, Context) == Device);
  CHECK(sycl::get_pointer_device(Shared + 15, Context) == Device);
  CHECK(sycl::get_pointer_type(Host, Context) == sycl::usm::alloc::host);
  int Stack = 0;
  exceptionOf(sycl::errc::invalid,
              [&] { sycl::get_pointer_device(&Stack, Context); });
  sycl::free(Host, Context);
  sycl::free(OnDevice, Context);
  sycl::free(Shared, Context);
}

int main() {
  sycl::queue Q;
  const sycl::device Device = Q.get_device();
  contextHandlers(Device);
  exceptionsAndContexts(Device);
  secondaryQueue(Device);
  extensionsAndPartitions(Device);
  aspectSelectors(Device);
  pointerDevices(Device);
  return 0;
}
