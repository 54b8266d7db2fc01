// Stage 9 of the compile-time benchmark's project: one step of an n-body
// simulation. Softened gravitational accelerations over nd_range<1>, each
// work-group sharing tiles of bodies through local memory; a leapfrog
// update over range<1>; the kinetic energy as a group reduction added up
// with a double atomic; a single_task for the centre of mass.
#include "project.h"

#include <cstdio>

namespace project {
namespace {

constexpr size_t Bodies = 1024;
constexpr size_t GroupSize = 64;
constexpr float Softening = 0.01f;

struct Body {
  Vec3 Position;
  float Mass;
};

Vec3 pull(Vec3 On, const Body &From) {
  Vec3 D = From.Position - On;
  float R2 = dot(D, D) + Softening * Softening;
  float InvR = 1.0f / std::sqrt(R2);
  return (From.Mass * InvR * InvR * InvR) * D;
}

void accelerations(sycl::queue &Q, const Body *In, Vec3 *Accel) {
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<Body, 1> Tile(sycl::range<1>(GroupSize), H);
     H.parallel_for(
         sycl::nd_range<1>(Bodies, GroupSize), [=](sycl::nd_item<1> It) {
           size_t I = It.get_global_id(0), L = It.get_local_id(0);
           Vec3 On = In[I].Position, A{0.0f, 0.0f, 0.0f};
           for (size_t Start = 0; Start < Bodies; Start += GroupSize) {
             Tile[L] = In[Start + L];
             sycl::group_barrier(It.get_group());
             for (size_t J = 0; J < GroupSize; ++J)
               A = A + pull(On, Tile[J]);
             sycl::group_barrier(It.get_group());
           }
           Accel[I] = A;
         });
   }).wait();
}

void leapfrog(sycl::queue &Q, Body *State, Vec3 *Velocity, const Vec3 *Accel,
              float Dt) {
  Q.parallel_for(sycl::range<1>(Bodies), [=](sycl::id<1> I) {
     Velocity[I] = Velocity[I] + Dt * Accel[I];
     State[I].Position = State[I].Position + Dt * Velocity[I];
   }).wait();
}

double kineticEnergy(sycl::queue &Q, const Body *State, const Vec3 *Velocity) {
  double *Energy = sycl::malloc_shared<double>(1, Q);
  *Energy = 0.0;
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<double, 1> Scratch(sycl::range<1>(GroupSize), H);
     H.parallel_for(
         sycl::nd_range<1>(Bodies, GroupSize), [=](sycl::nd_item<1> It) {
           size_t I = It.get_global_id(0);
           double Mine = 0.5 * State[I].Mass * dot(Velocity[I], Velocity[I]);
           double Group = groupReduce(It, Scratch, Mine, Plus<double>());
           if (It.get_group().leader())
             sycl::atomic_ref<double, sycl::memory_order::relaxed,
                              sycl::memory_scope::device>(*Energy)
                 .fetch_add(Group);
         });
   }).wait();
  double Result = *Energy;
  sycl::free(Energy, Q);
  return Result;
}

Vec3 centreOfMass(sycl::queue &Q, const Body *State) {
  Vec3 *Centre = sycl::malloc_shared<Vec3>(1, Q);
  Q.single_task([=] {
     Vec3 Weighted{0.0f, 0.0f, 0.0f};
     float Total = 0.0f;
     for (size_t I = 0; I < Bodies; ++I) {
       Weighted = Weighted + State[I].Mass * State[I].Position;
       Total += State[I].Mass;
     }
     *Centre = (1.0f / Total) * Weighted;
   }).wait();
  Vec3 Result = *Centre;
  sycl::free(Centre, Q);
  return Result;
}

} // namespace

int runParticles(sycl::queue &Q) {
  Body *State = sycl::malloc_shared<Body>(Bodies, Q);
  Vec3 *Velocity = sycl::malloc_shared<Vec3>(Bodies, Q);
  Vec3 *Accel = sycl::malloc_shared<Vec3>(Bodies, Q);
  for (size_t I = 0; I < Bodies; ++I) {
    uint32_t S = uint32_t(4 * I);
    State[I] = {
        {unitNoise(S) - 0.5f, unitNoise(S + 1) - 0.5f, unitNoise(S + 2) - 0.5f},
        0.5f + unitNoise(S + 3)};
    Velocity[I] = {0.0f, 0.0f, 0.0f};
  }
  std::vector<Body> Before(State, State + Bodies);

  const float Dt = 1e-3f;
  accelerations(Q, State, Accel);
  leapfrog(Q, State, Velocity, Accel, Dt);
  int Failures = 0;
  double WantEnergy = 0.0;
  for (size_t I = 0; I < Bodies; ++I) {
    Vec3 A{0.0f, 0.0f, 0.0f};
    for (size_t J = 0; J < Bodies; ++J)
      A = A + pull(Before[I].Position, Before[J]);
    Vec3 V = Dt * A;
    if (!Failures)
      Failures += expectNear("velocity", length(Velocity[I] - V), 0.0,
                             1e-4 * (1.0 + length(V)));
    WantEnergy += 0.5 * Before[I].Mass * dot(V, V);
  }
  Failures += expectNear("kinetic energy", kineticEnergy(Q, State, Velocity),
                         WantEnergy, 1e-3 * WantEnergy);

  // Internal forces leave the centre of mass where it was (the bodies
  // started at rest), up to rounding.
  Vec3 Centre = centreOfMass(Q, State), WantCentre{0.0f, 0.0f, 0.0f};
  float Mass = 0.0f;
  for (const Body &B : Before) {
    WantCentre = WantCentre + B.Mass * B.Position;
    Mass += B.Mass;
  }
  WantCentre = (1.0f / Mass) * WantCentre;
  Failures +=
      expectNear("centre of mass", length(Centre - WantCentre), 0.0, 1e-4);

  sycl::free(State, Q);
  sycl::free(Velocity, Q);
  sycl::free(Accel, Q);
  std::printf("particles: %s\n", Failures ? "FAILED" : "ok");
  return Failures;
}

} // namespace project
