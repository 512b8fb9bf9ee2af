// The host's copy of the evaluator's tables in the device layout (device_eval.hpp).
#include "device_eval.hpp"

#include <cstring>

#include "holdem/eval/gpu_batch.hpp"

namespace holdem::device {

const unsigned char* host_table_block() {
    alignas(16) static unsigned char block[kTableBlockBytes];
    static const bool filled = [] {
        std::memcpy(block + kRankKeysOffset, tables::kRankKeys, sizeof(tables::kRankKeys));
        std::memcpy(block + kFlushOffset, tables::kFlushStrength, sizeof(tables::kFlushStrength));
        std::memcpy(block + kRowOffsetsOffset, tables::kRowOffsets, sizeof(tables::kRowOffsets));
        std::memcpy(block + kNonFlushOffset, tables::kNonFlushStrength, sizeof(tables::kNonFlushStrength));
        return true;
    }();
    (void)filled;
    return block;
}

}  // namespace holdem::device

namespace holdem {

void evaluate_batch_device_code(const Card* cards, std::size_t rows, std::size_t width, Strength* out, bool validate) {
    const device::DeviceTables t = device::tables_in(device::host_table_block());
    for (std::size_t r = 0; r < rows; ++r)
        out[r] = device::evaluate_row(cards + r * width, static_cast<int>(width), validate, t);
}

}  // namespace holdem
