// The host's copy of the evaluator's tables in the device layout (device_eval.hpp),
// and the device code's evaluations run on the CPU (for tests).
#include "device_eval.hpp"

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/constant.hpp"
#include "device_batch_row.hpp"
#include "device_omaha.hpp"

#include "holdem/eval/gpu_batch.hpp"

namespace holdem::device {

namespace {

// The byte select's entry for byte b: nibble i the position of b's i-th set bit.
std::uint32_t byte_select_entry(unsigned b) {
    std::uint32_t entry = 0;
    unsigned i = 0;
    for (unsigned bit = 0; bit < 8; ++bit)
        if ((b >> bit) & 1) entry |= bit << (4 * i++);
    return entry;
}

}  // namespace

const unsigned char* host_table_block() {
    alignas(16) static unsigned char block[kTableBlockBytes];
    static const bool filled = [] {
        std::memcpy(block + kRankKeysOffset, tables::kRankKeys, sizeof(tables::kRankKeys));
        const DeviceTables t = tables_in(block);
        for (unsigned c = 0; c < 52; ++c) {
            const CardBits bits{card_key(c, t), card_lane(c)};
            std::memcpy(block + kCardBitsOffset + c * sizeof(CardBits), &bits, sizeof bits);
        }
        for (unsigned b = 0; b < 256; ++b) {
            const std::uint32_t entry = byte_select_entry(b);
            std::memcpy(block + kByteSelectOffset + b * sizeof entry, &entry, sizeof entry);
        }
        std::memcpy(block + kFlushOffset, tables::kFlushStrength, sizeof(tables::kFlushStrength));
        std::memcpy(block + kRowOffsetsOffset, tables::kRowOffsets, sizeof(tables::kRowOffsets));
        std::memcpy(block + kNonFlushOffset, tables::kNonFlushStrength, sizeof(tables::kNonFlushStrength));
        return true;
    }();
    (void)filled;
    return block;
}

const CardBits* host_card_table() {
    static const std::vector<CardBits> table = [] {
        const DeviceTables t = tables_in(host_table_block());
        std::vector<CardBits> entries(kCardTableEntries);
        for (unsigned i = 0; i < kCardTableEntries; ++i) entries[i] = card_table_entry(i, t);
        return entries;
    }();
    return table.data();
}

}  // namespace holdem::device

namespace holdem {

void evaluate_batch_device_code(const Card* cards, std::size_t rows, std::size_t width, Strength* out, bool validate,
                                BatchLanes lanes) {
    const device::DeviceTables t = device::tables_in(device::host_table_block());
    const device::CardBits* table = device::host_card_table();
    with_constant<5, 7>(static_cast<int>(width), [&](auto w) {
        constexpr int kWidth = decltype(w)::value;
        for (std::size_t r = 0; r < rows; ++r) {
            const device::PackedRow row = device::pack_bytes<kWidth>(cards + r * kWidth);
            // Row r reads copy r % 16 of the card table, as thread r of a block would.
            out[r] = device::evaluate_packed_by<kWidth>(lanes, row, validate, t, table, r % device::kCardCopies);
        }
    });
}

}  // namespace holdem

namespace holdem {

namespace {

template <int H>
void omaha_rows(const Card* boards, const Card* holes, std::size_t rows, Strength* out) {
    const device::DeviceTables t = device::tables_in(device::host_table_block());
    for (std::size_t r = 0; r < rows; ++r) {
        unsigned char board[5], hole[H];
        for (int i = 0; i < 5; ++i) board[i] = boards[r * 5 + i];
        for (int i = 0; i < H; ++i) hole[i] = holes[r * H + i];
        out[r] = device::omaha_strength<H>(hole, device::omaha_board(board, t), t);
    }
}

}  // namespace

void evaluate_omaha_device_code(const Card* boards, const Card* holes, std::size_t rows, std::size_t hole_n,
                                Strength* out) {
    switch (hole_n) {
        case 4: return omaha_rows<4>(boards, holes, rows, out);
        case 5: return omaha_rows<5>(boards, holes, rows, out);
        case 6: return omaha_rows<6>(boards, holes, rows, out);
        default: throw std::invalid_argument("Omaha hands have 4, 5 or 6 hole cards, got " + std::to_string(hole_n));
    }
}

}  // namespace holdem
