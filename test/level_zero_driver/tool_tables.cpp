//===- tool_tables.cpp - The empty tables of the tools and sysman APIs ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Loader 1.8 asks a driver for the tables of the tools API (zet) after the
// core ones and gives up on a driver that lacks one, though Prism calls
// none of them; the sysman (zes) ones are asked for by zesInit. The driver
// exports them all, empty.
//
//===----------------------------------------------------------------------===//
#include "ddi_table.h"

#include <level_zero/zes_ddi.h>
#include <level_zero/zet_ddi.h>

extern "C" {

PRISM_ZE_EMPTY_TABLE(zetGetCommandListProcAddrTable,
                     zet_command_list_dditable_t)
PRISM_ZE_EMPTY_TABLE(zetGetContextProcAddrTable, zet_context_dditable_t)
PRISM_ZE_EMPTY_TABLE(zetGetDebugProcAddrTable, zet_debug_dditable_t)
PRISM_ZE_EMPTY_TABLE(zetGetDeviceProcAddrTable, zet_device_dditable_t)
PRISM_ZE_EMPTY_TABLE(zetGetKernelProcAddrTable, zet_kernel_dditable_t)
PRISM_ZE_EMPTY_TABLE(zetGetMetricProcAddrTable, zet_metric_dditable_t)
PRISM_ZE_EMPTY_TABLE(zetGetMetricGroupProcAddrTable,
                     zet_metric_group_dditable_t)
PRISM_ZE_EMPTY_TABLE(zetGetMetricGroupExpProcAddrTable,
                     zet_metric_group_exp_dditable_t)
PRISM_ZE_EMPTY_TABLE(zetGetMetricQueryProcAddrTable,
                     zet_metric_query_dditable_t)
PRISM_ZE_EMPTY_TABLE(zetGetMetricQueryPoolProcAddrTable,
                     zet_metric_query_pool_dditable_t)
PRISM_ZE_EMPTY_TABLE(zetGetMetricStreamerProcAddrTable,
                     zet_metric_streamer_dditable_t)
PRISM_ZE_EMPTY_TABLE(zetGetModuleProcAddrTable, zet_module_dditable_t)
PRISM_ZE_EMPTY_TABLE(zetGetTracerExpProcAddrTable, zet_tracer_exp_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetDeviceProcAddrTable, zes_device_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetDiagnosticsProcAddrTable, zes_diagnostics_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetDriverProcAddrTable, zes_driver_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetEngineProcAddrTable, zes_engine_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetFabricPortProcAddrTable, zes_fabric_port_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetFanProcAddrTable, zes_fan_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetFirmwareProcAddrTable, zes_firmware_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetFrequencyProcAddrTable, zes_frequency_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetLedProcAddrTable, zes_led_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetMemoryProcAddrTable, zes_memory_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetPerformanceFactorProcAddrTable,
                     zes_performance_factor_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetPowerProcAddrTable, zes_power_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetPsuProcAddrTable, zes_psu_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetRasProcAddrTable, zes_ras_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetSchedulerProcAddrTable, zes_scheduler_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetStandbyProcAddrTable, zes_standby_dditable_t)
PRISM_ZE_EMPTY_TABLE(zesGetTemperatureProcAddrTable, zes_temperature_dditable_t)

} // extern "C"
