//===- ProgramGlobals.cpp - Device variables in one per-program buffer ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-program-globals: on spir/spirv modules, moves the writable global
// variables into one buffer that every kernel using them takes as its last
// parameter, and adds the kernels __prism_globals_layout and
// __prism_globals_initialize (include/prism/program_globals.h).
//
// Why: OpenCL promises one copy of a program's globals, but PoCL 3 compiles
// each kernel, and each work-group size, into code with its own copy: a
// __device__ counter one kernel increments reads 0 in the next, and no
// address the host could write with hipMemcpyToSymbol reaches the kernels.
// A buffer the runtime owns is the same memory for every kernel and the
// host (PoCL 4 lowers globals the same way). It also spares the plugin
// cl_intel_global_variable_pointers: every OpenCL device takes one path.
//
// The variables moved are the defined globals in addrspace(1)
// (CrossWorkgroup) that are not constant or that Clang marks
// externally_initialized (HIP/CUDA __device__ and __constant__ variables,
// which the host may write), and any constant there whose initializer holds
// the address of one of them. Constants (string literals, lookup tables)
// stay where they are: no one writes them, so a copy per kernel is harmless.
//
// Each variable gets an offset aligned to its alignment; variables with
// initial values come first, so that their values form one packed constant
// (@__prism_globals_initial, addrspace(2)) that the initialize kernel copies
// before it zeroes the rest. An initializer that holds a moved variable's
// address is stored by the initialize kernel instead, with the address
// computed from the buffer. Every use of a variable becomes
// `getelementptr i8, %prism.globals, <offset>`; the parameter is threaded
// through callers as prism-dynamic-local-memory threads its own
// (TrailingParameter.h) and carries the "prism-program-globals" attribute,
// which prism-kernel-symbols writes as `globals`.
//
// It runs after prism-dynamic-local-memory, so that the buffer is the very
// last parameter, and before optimisation, which then sees plain offsets
// from an argument.
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrismPasses.h"
#include "TrailingParameter.h"

#include "prism/program_globals.h"

#include "llvm/ADT/Triple.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/ErrorHandling.h"

#define DEBUG_TYPE "prism-program-globals"

using namespace llvm;

namespace prism {

namespace {

// SPIR-V's CrossWorkgroup and UniformConstant storage classes.
constexpr unsigned GlobalAddressSpace = 1;
constexpr unsigned ConstantAddressSpace = 2;
// The least alignment of the buffer, which the plugin allocates.
constexpr uint64_t MinBufferAlign = 16;

bool isCandidate(const GlobalVariable &GV) {
  return !GV.isDeclaration() && GV.getAddressSpace() == GlobalAddressSpace &&
         !GV.getName().startswith("llvm.");
}

// The variables to move: writable ones, then constants that hold their
// addresses, until no more join.
SmallVector<GlobalVariable *, 8> variablesToMove(Module &M) {
  SmallVector<GlobalVariable *, 8> Moved;
  for (GlobalVariable &GV : M.globals())
    if (isCandidate(GV) && (!GV.isConstant() || GV.isExternallyInitialized()))
      Moved.push_back(&GV);
  for (bool Grew = !Moved.empty(); Grew;) {
    Grew = false;
    GlobalSet Set(Moved);
    for (GlobalVariable &GV : M.globals())
      if (isCandidate(GV) && !Set.contains(&GV) &&
          Set.refersTo(GV.getInitializer())) {
        Moved.push_back(&GV);
        Grew = true;
      }
  }
  return Moved;
}

bool isZero(const Constant *Init) {
  return Init->isNullValue() || isa<UndefValue>(Init);
}

struct Placement {
  GlobalVariable *Variable;
  uint64_t Offset;
  uint64_t Size;
};

// The buffer's layout: plain initial values first, then the variables that
// start as zeros or hold addresses of moved variables.
class Layout {
public:
  Layout(ArrayRef<GlobalVariable *> Moved, GlobalSet &Set,
         const DataLayout &DL) {
    SmallVector<GlobalVariable *, 8> Ordered;
    for (GlobalVariable *GV : Moved)
      if (!isZero(GV->getInitializer()) && !Set.refersTo(GV->getInitializer()))
        Ordered.push_back(GV);
    InitialCount = Ordered.size();
    for (GlobalVariable *GV : Moved)
      if (isZero(GV->getInitializer()) || Set.refersTo(GV->getInitializer()))
        Ordered.push_back(GV);
    for (GlobalVariable *GV : Ordered) {
      Align A = DL.getPreferredAlign(GV);
      BufferAlign = std::max(BufferAlign, A.value());
      uint64_t Offset = alignTo(Size, A);
      uint64_t Bytes = DL.getTypeAllocSize(GV->getValueType());
      Placements.push_back({GV, Offset, Bytes});
      Offsets[GV] = Offset;
      Size = Offset + Bytes;
      if (Placements.size() == InitialCount)
        InitialBytes = Size;
    }
    Size = std::max<uint64_t>(alignTo(Size, Align(BufferAlign)), 1);
  }

  ArrayRef<Placement> placements() const { return Placements; }
  // The placements whose values the packed constant holds.
  ArrayRef<Placement> initial() const {
    return makeArrayRef(Placements).take_front(InitialCount);
  }
  uint64_t offset(GlobalVariable *GV) const { return Offsets.lookup(GV); }
  uint64_t size() const { return Size; }
  uint64_t alignment() const { return BufferAlign; }
  uint64_t initialBytes() const { return InitialBytes; }

private:
  SmallVector<Placement, 8> Placements;
  DenseMap<GlobalVariable *, uint64_t> Offsets;
  size_t InitialCount = 0;
  uint64_t Size = 0, InitialBytes = 0, BufferAlign = MinBufferAlign;
};

// The variables the host may name, with their name hashes; fails on a
// collision.
SmallVector<std::pair<const Placement *, uint64_t>, 8>
hostNamed(const Layout &L) {
  SmallVector<std::pair<const Placement *, uint64_t>, 8> Named;
  DenseMap<uint64_t, GlobalVariable *> ByHash;
  for (const Placement &P : L.placements()) {
    if (P.Variable->hasLocalLinkage())
      continue;
    uint64_t Hash = prismGlobalNameHash(P.Variable->getName().str().c_str());
    auto [It, New] = ByHash.try_emplace(Hash, P.Variable);
    if (!New)
      report_fatal_error("prism-program-globals: device variables '" +
                             It->second->getName() + "' and '" +
                             P.Variable->getName() +
                             "' have the same name hash; rename one",
                         /*GenCrashDiag=*/false);
    Named.emplace_back(&P, Hash);
  }
  return Named;
}

Function *createKernel(Module &M, StringRef Name, ArrayRef<Type *> Params) {
  LLVMContext &Ctx = M.getContext();
  auto *Kernel =
      Function::Create(FunctionType::get(Type::getVoidTy(Ctx), Params, false),
                       GlobalValue::ExternalLinkage, Name, M);
  Kernel->setCallingConv(CallingConv::SPIR_KERNEL);
  Kernel->addFnAttr(Attribute::NoUnwind);
  return Kernel;
}

// __prism_globals_layout(global ulong *out, ulong capacity).
void addLayoutKernel(Module &M, const Layout &L) {
  auto Named = hostNamed(L);
  LLVMContext &Ctx = M.getContext();
  Type *I64 = Type::getInt64Ty(Ctx);
  Function *Kernel =
      createKernel(M, PRISM_GLOBALS_LAYOUT_KERNEL,
                   {PointerType::get(I64, GlobalAddressSpace), I64});
  Argument *Out = Kernel->getArg(0);
  Argument *Capacity = Kernel->getArg(1);
  Out->setName("out");
  Capacity->setName("capacity");

  auto *Entry = BasicBlock::Create(Ctx, "entry", Kernel);
  auto *Write = BasicBlock::Create(Ctx, "write", Kernel);
  auto *Done = BasicBlock::Create(Ctx, "done", Kernel);
  IRBuilder<> B(Entry);
  auto StoreWord = [&](uint64_t Index, uint64_t Word) {
    B.CreateStore(ConstantInt::get(I64, Word),
                  B.CreateConstInBoundsGEP1_64(I64, Out, Index));
  };
  StoreWord(0, Named.size());
  StoreWord(1, L.size());
  StoreWord(2, L.alignment());
  B.CreateCondBr(
      B.CreateICmpUGE(Capacity, ConstantInt::get(I64, Named.size()), "fits"),
      Write, Done);

  B.SetInsertPoint(Write);
  uint64_t Index = PRISM_GLOBALS_LAYOUT_HEADER_WORDS;
  for (auto [P, Hash] : Named) {
    StoreWord(Index++, Hash);
    StoreWord(Index++, P->Offset);
    StoreWord(Index++, P->Size);
  }
  B.CreateBr(Done);
  B.SetInsertPoint(Done);
  B.CreateRetVoid();
}

// The initial values of L.initial(), packed at their offsets.
GlobalVariable *addInitialValues(Module &M, const Layout &L) {
  LLVMContext &Ctx = M.getContext();
  const DataLayout &DL = M.getDataLayout();
  SmallVector<Constant *, 16> Fields;
  uint64_t End = 0;
  for (const Placement &P : L.initial()) {
    if (P.Offset > End)
      Fields.push_back(ConstantAggregateZero::get(
          ArrayType::get(Type::getInt8Ty(Ctx), P.Offset - End)));
    Fields.push_back(P.Variable->getInitializer());
    End = P.Offset + DL.getTypeAllocSize(P.Variable->getValueType());
  }
  Constant *Initial = ConstantStruct::getAnon(Ctx, Fields, /*Packed=*/true);
  return new GlobalVariable(M, Initial->getType(), /*isConstant=*/true,
                            GlobalValue::PrivateLinkage, Initial,
                            "__prism_globals_initial", nullptr,
                            GlobalValue::NotThreadLocal, ConstantAddressSpace);
}

// for (i = From; i < To; ++i) Buffer[i] = Source ? Source[i] : 0, in a loop
// of its own after B's block; B continues after it.
void emitByteLoop(IRBuilder<> &B, Value *Buffer, Value *Source, uint64_t From,
                  uint64_t To, const Twine &Name) {
  if (From >= To)
    return;
  LLVMContext &Ctx = B.getContext();
  Type *I8 = Type::getInt8Ty(Ctx);
  Type *I64 = Type::getInt64Ty(Ctx);
  Function *F = B.GetInsertBlock()->getParent();
  BasicBlock *Before = B.GetInsertBlock();
  auto *Loop = BasicBlock::Create(Ctx, Name, F);
  auto *After = BasicBlock::Create(Ctx, Name + ".done", F);
  B.CreateBr(Loop);
  B.SetInsertPoint(Loop);
  PHINode *I = B.CreatePHI(I64, 2, Name + ".i");
  I->addIncoming(ConstantInt::get(I64, From), Before);
  Value *Byte = ConstantInt::get(I8, 0);
  if (Source)
    Byte = B.CreateLoad(I8, B.CreateInBoundsGEP(I8, Source, I));
  B.CreateStore(Byte, B.CreateInBoundsGEP(I8, Buffer, I));
  Value *Next = B.CreateAdd(I, ConstantInt::get(I64, 1));
  I->addIncoming(Next, Loop);
  B.CreateCondBr(B.CreateICmpULT(Next, ConstantInt::get(I64, To)), Loop, After);
  B.SetInsertPoint(After);
}

// __prism_globals_initialize(global uchar *buffer).
void addInitializeKernel(Module &M, const Layout &L, GlobalSet &Set) {
  LLVMContext &Ctx = M.getContext();
  Type *I8 = Type::getInt8Ty(Ctx);
  Function *Kernel = createKernel(M, PRISM_GLOBALS_INITIALIZE_KERNEL,
                                  {PointerType::get(I8, GlobalAddressSpace)});
  Argument *Buffer = Kernel->getArg(0);
  Buffer->setName("buffer");
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Kernel));
  if (L.initialBytes()) {
    GlobalVariable *Initial = addInitialValues(M, L);
    Value *Source = B.CreatePointerCast(
        Initial, PointerType::get(I8, ConstantAddressSpace));
    emitByteLoop(B, Buffer, Source, 0, L.initialBytes(), "copy");
  }
  emitByteLoop(B, Buffer, nullptr, L.initialBytes(), L.size(), "zero");
  ReturnInst *Return = B.CreateRetVoid();

  // Initial values that hold addresses of moved variables.
  auto AddressOf = [&](GlobalVariable &GV, Instruction *InsertBefore) {
    return GetElementPtrInst::CreateInBounds(
        I8, Buffer, ConstantInt::get(Type::getInt64Ty(Ctx), L.offset(&GV)),
        GV.getName(), InsertBefore);
  };
  for (const Placement &P : L.placements()) {
    Constant *Init = P.Variable->getInitializer();
    if (isZero(Init) || !Set.refersTo(Init))
      continue;
    Value *Stored = Set.materialize(Init, Return, AddressOf);
    Value *Address = Set.materialize(P.Variable, Return, AddressOf);
    new StoreInst(Stored, Address, /*isVolatile=*/false,
                  M.getDataLayout().getPreferredAlign(P.Variable), Return);
    // Its value now lives in the kernel; the variable goes with the rest.
    P.Variable->setInitializer(Constant::getNullValue(Init->getType()));
  }
}

} // namespace

PreservedAnalyses ProgramGlobalsPass::run(Module &M, ModuleAnalysisManager &) {
  Triple T(M.getTargetTriple());
  if ((!T.isSPIR() && !T.isSPIRV()) ||
      M.getFunction(PRISM_GLOBALS_INITIALIZE_KERNEL))
    return PreservedAnalyses::all();
  SmallVector<GlobalVariable *, 8> Moved = variablesToMove(M);
  if (Moved.empty())
    return PreservedAnalyses::all();

  GlobalSet Set(Moved);
  Layout L(Moved, Set, M.getDataLayout());
  LLVM_DEBUG({
    dbgs() << "prism-program-globals: " << Moved.size()
           << " device variable(s) move into a buffer of " << L.size()
           << " bytes, aligned to " << L.alignment() << "\n";
    for (const Placement &P : L.placements())
      dbgs() << "  @" << P.Variable->getName() << ": " << P.Size
             << " bytes at offset " << P.Offset << "\n";
  });
  addLayoutKernel(M, L);
  addInitializeKernel(M, L, Set);

  LLVMContext &Ctx = M.getContext();
  Type *I8 = Type::getInt8Ty(Ctx);
  TrailingParameter Param{PointerType::get(I8, GlobalAddressSpace),
                          "prism.globals", Align(L.alignment()),
                          "device variable", "device variables"};
  auto Rewritten = appendTrailingParameter(
      M, Set, Param,
      [&](GlobalVariable &GV, Argument &Base, Instruction *InsertBefore) {
        return GetElementPtrInst::CreateInBounds(
            I8, &Base, ConstantInt::get(Type::getInt64Ty(Ctx), L.offset(&GV)),
            GV.getName(), InsertBefore);
      });
  LLVM_DEBUG(if (Rewritten) dbgs()
             << "prism-program-globals: " << Rewritten->size()
             << " function(s) get the trailing parameter %prism.globals\n");
  if (Rewritten)
    for (Function *F : *Rewritten)
      F->addParamAttr(F->arg_size() - 1,
                      Attribute::get(Ctx, ProgramGlobalsAttribute));
  return PreservedAnalyses::none();
}

} // namespace prism
