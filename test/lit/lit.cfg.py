# lit configuration for Prism's pass, driver and wrapper tests.
import os
import lit.formats

config.name = "prism"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".cpp", ".hip", ".cu", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.prism_obj_root, "test", "lit")

config.environment["PATH"] = os.pathsep.join(
    [config.prism_bin_dir, config.llvm_bin_dir, config.environment.get("PATH", "")])
# Every SPIR-V image prism++ makes goes through spirv-val.
config.environment["PRISM_VALIDATE_SPIRV"] = "1"

config.substitutions.append(("%prism-passes",
                             os.path.join(config.prism_resource_dir, "PrismPasses.so")))
config.substitutions.append(("%resource_dir", config.prism_resource_dir))
config.substitutions.append(("%llvm-spirv", config.llvm_spirv))
config.substitutions.append(("%spirv-val", config.spirv_val))
config.substitutions.append(("%prism-cxx", os.path.join(config.prism_bin_dir, "prism++")))
config.substitutions.append(("%spirv-dis", os.path.join(os.path.dirname(config.spirv_val), "spirv-dis")))
