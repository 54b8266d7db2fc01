; prism-widen-odd-integers gives every integer of an odd width (which
; llvm-spirv 15 refuses: "InvalidBitWidth") the next legal width, holding the
; value zero-extended. Loads and stores become legal pieces that touch the
; same bytes; arithmetic is masked, signed operations sign-extend first.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-widen-odd-integers -S %s | FileCheck %s --implicit-check-not=i24 --implicit-check-not=i40 --implicit-check-not=i48 --implicit-check-not=i20
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-widen-odd-integers %s -o %t.bc
; RUN: %llvm-spirv --spirv-ext=-all %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: not opt -load-pass-plugin=%prism-passes -passes=prism-widen-odd-integers -disable-output %S/Inputs/widen-odd-integers-call.ll 2>&1 | FileCheck %s --check-prefix=ERROR

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spirv64"

@scratch = internal addrspace(3) global [8 x i8] undef

; A 5-byte struct through group memory (the broadcast of a char[5]): an i40
; load becomes an i32 and an i8 piece, the store the same pieces.
; CHECK-LABEL: define spir_func void @copy_five(
; CHECK: %[[LO:.+]] = load i32, i32 addrspace(1)* %{{.+}}, align 1
; CHECK: %[[LOW:.+]] = zext i32 %[[LO]] to i64
; CHECK: %[[HIPTR:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %in, i64 4
; CHECK: %[[HI:.+]] = load i8, i8 addrspace(1)* %[[HIPTR]], align 1
; CHECK: %[[HIGH:.+]] = zext i8 %[[HI]] to i64
; CHECK: %[[SHIFTED:.+]] = shl i64 %[[HIGH]], 32
; CHECK: %[[WHOLE:.+]] = or i64 %[[LOW]], %[[SHIFTED]]
; CHECK: %[[PIECE0:.+]] = trunc i64 %[[WHOLE]] to i32
; CHECK: store i32 %[[PIECE0]], i32 addrspace(3)* bitcast ([8 x i8] addrspace(3)* @scratch to i32 addrspace(3)*), align 8
; CHECK: %[[UPPER:.+]] = lshr i64 %[[WHOLE]], 32
; CHECK: %[[PIECE1:.+]] = trunc i64 %[[UPPER]] to i8
; CHECK: store i8 %[[PIECE1]], i8 addrspace(3)* getelementptr inbounds ([8 x i8], [8 x i8] addrspace(3)* @scratch, i32 0, i64 4), align 4
define spir_func void @copy_five(i8 addrspace(1)* %in) {
  %p = bitcast i8 addrspace(1)* %in to i40 addrspace(1)*
  %v = load i40, i40 addrspace(1)* %p, align 1
  store i40 %v, i40 addrspace(3)* bitcast ([8 x i8] addrspace(3)* @scratch to i40 addrspace(3)*), align 8
  ret void
}

; A 3-byte tail shuffled as an i32: zext is free, trunc masks; an i48 store
; takes an i32 and an i16 piece.
; CHECK-LABEL: define spir_func void @tail(
; CHECK: load i16, i16 addrspace(1)* %{{.+}}, align 2
; CHECK: load i8, i8 addrspace(1)* %{{.+}}, align 2
; CHECK: %[[SHUFFLED:.+]] = call i32 @shuffle(i32 %{{.+}})
; CHECK: %[[MASKED:.+]] = and i32 %[[SHUFFLED]], 16777215
; CHECK: %[[SUM:.+]] = add i32 %[[MASKED]], 1
; CHECK: and i32 %[[SUM]], 16777215
; CHECK: store i32 %{{.+}}, i32 addrspace(1)* %{{.+}}, align 2
; CHECK: store i16 %{{.+}}, i16 addrspace(1)* %{{.+}}, align 2
define spir_func void @tail(i8 addrspace(1)* %bytes) {
  %p = bitcast i8 addrspace(1)* %bytes to i24 addrspace(1)*
  %at = getelementptr i8, i8 addrspace(1)* %bytes, i64 8
  %q = bitcast i8 addrspace(1)* %at to i48 addrspace(1)*
  %v = load i24, i24 addrspace(1)* %p, align 2
  %w = zext i24 %v to i32
  %s = call i32 @shuffle(i32 %w)
  %t = trunc i32 %s to i24
  %u = add i24 %t, 1
  %x = zext i24 %u to i48
  store i48 %x, i48 addrspace(1)* %q, align 2
  ret void
}

declare i32 @shuffle(i32)

; A width that is not a whole number of bytes: its bytes are accessed, and
; the bits beyond the type's are masked off after a load.
; CHECK-LABEL: define spir_func void @twenty_bits(
; CHECK: load i16, i16 addrspace(1)* %{{.+}}, align 4
; CHECK: load i8, i8 addrspace(1)* %{{.+}}, align 2
; CHECK: %[[BYTES:.+]] = or i32
; CHECK: %[[VALUE:.+]] = and i32 %[[BYTES]], 1048575
; CHECK: %[[SUM:.+]] = add i32 %[[VALUE]], 5
; CHECK: %[[MASKED:.+]] = and i32 %[[SUM]], 1048575
; CHECK: trunc i32 %[[MASKED]] to i16
; CHECK: store i16
; CHECK: lshr i32 %[[MASKED]], 16
; CHECK: store i8
define spir_func void @twenty_bits(i8 addrspace(1)* %bytes) {
  %p = bitcast i8 addrspace(1)* %bytes to i20 addrspace(1)*
  %v = load i20, i20 addrspace(1)* %p, align 4
  %w = add i20 %v, 5
  store i20 %w, i20 addrspace(1)* %p, align 4
  ret void
}

; Signed comparisons and shifts see the sign of the odd width; phis and
; selects carry the wide value.
; CHECK-LABEL: define spir_func i32 @signed(
; CHECK: phi i32 [ 0, %entry ], [ %{{.+}}, %loop ]
; CHECK: %[[UP:.+]] = shl i32 %{{.+}}, 8
; CHECK: %[[SIGNED:.+]] = ashr i32 %[[UP]], 8
; CHECK: icmp slt i32 %[[SIGNED]], {{.+}}
; CHECK: select i1 %{{.+}}, i32 %{{.+}}, i32 16777215
define spir_func i32 @signed(i32 %n) {
entry:
  %start = trunc i32 %n to i24
  br label %loop
loop:
  %i = phi i24 [ 0, %entry ], [ %next, %loop ]
  %next = sub i24 %i, 1
  %neg = icmp slt i24 %next, %start
  br i1 %neg, label %exit, label %loop
exit:
  %pick = select i1 %neg, i24 %next, i24 -1
  %r = sext i24 %pick to i32
  ret i32 %r
}
; ERROR: error: prism: cannot widen the odd-sized integer of '  call void @callee(i24 %x)' in function 'caller' to a width SPIR-V has (8, 16, 32 or 64 bits)
