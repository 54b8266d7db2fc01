/* Stands in for the runtime's registration entry points: prints the
 * container magic __hipRegisterFatBinary receives and each kernel that
 * __hipRegisterFunction registers, so the test can check that the host
 * object's reference to __hip_fatbin reached the wrapper's container. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct fatbin_wrapper {
  int32_t magic;
  int32_t version;
  const char *binary;
  const void *unused;
};

static void *Handle[1];

void **__hipRegisterFatBinary(const struct fatbin_wrapper *W) {
  printf("wrapper magic 0x%x version %d container magic %.8s\n",
         (unsigned)W->magic, W->version, W->binary);
  return Handle;
}

int __hipRegisterFunction(void **H, const void *Stub, const char *HostName,
                          const char *DeviceName, int ThreadLimit, void *A,
                          void *B, void *C, void *D, void *E) {
  printf("kernel %s registered\n", DeviceName);
  return 0;
}

void __hipUnregisterFatBinary(void **H) {}
void __hipRegisterVar(void) {}
void __hipRegisterManagedVar(void) {}
void __hipRegisterSurface(void) {}
void __hipRegisterTexture(void) {}
int __hipPopCallConfiguration(void) { return 0; }
int hipLaunchKernel(const void *F, ...) { return 0; }
