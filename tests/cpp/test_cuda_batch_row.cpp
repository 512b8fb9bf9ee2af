// The GPU batch kernel's row code (eval/device_batch_row.hpp) on the CPU, every build: every 5-, 6- and
// 7-card hand evaluates as the CPU evaluator does; every card above 51 and every repeated card in every
// place makes a row bad; rows read from aligned words at any offset pack as the same bytes do.
#include <array>
#include <cstdint>
#include <cstring>

#include "check.hpp"
#include "eval/device_batch_row.hpp"
#include "holdem/holdem.hpp"

namespace {

using holdem::device::DeviceTables;
using holdem::device::evaluate_row;

// Every hand of Width cards (ascending card numbers), against holdem::evaluate; returns the count.
template <int Width>
std::uint64_t every_hand_agrees(const DeviceTables& t) {
    std::array<unsigned char, Width> row{};
    std::array<holdem::Card, Width> cards{};
    std::uint64_t hands = 0, mismatches = 0;
    // Odometer over ascending combinations: row[i] < row[i + 1].
    for (int i = 0; i < Width; ++i) row[i] = static_cast<unsigned char>(i);
    while (true) {
        for (int i = 0; i < Width; ++i) cards[i] = row[i];
        const std::uint16_t got = evaluate_row<Width>(row.data(), true, t);
        if (got != holdem::evaluate(cards.data(), Width) && ++mismatches <= 5)
            CHECK_EQ(got, holdem::evaluate(cards.data(), Width));
        ++hands;
        int i = Width - 1;
        while (i >= 0 && row[i] == 52 - Width + i) --i;
        if (i < 0) break;
        ++row[i];
        for (int j = i + 1; j < Width; ++j) row[j] = static_cast<unsigned char>(row[j - 1] + 1);
    }
    CHECK_EQ(mismatches, 0u);
    return hands;
}

// A valid row made bad in each place: each value 52..255 there, or a copy of each other card.
template <int Width>
void bad_rows_are_zero(const DeviceTables& t) {
    const unsigned char good[7] = {51, 0, 26, 13, 38, 7, 44};
    CHECK(evaluate_row<Width>(good, true, t) != 0);
    for (int place = 0; place < Width; ++place) {
        unsigned char row[7];
        for (int value = 52; value < 256; ++value) {
            std::memcpy(row, good, sizeof row);
            row[place] = static_cast<unsigned char>(value);
            CHECK_EQ(evaluate_row<Width>(row, true, t), 0);
        }
        for (int other = 0; other < Width; ++other) {
            if (other == place) continue;
            std::memcpy(row, good, sizeof row);
            row[place] = row[other];
            CHECK_EQ(evaluate_row<Width>(row, true, t), 0);
        }
    }
}

// The kernel's way in: the aligned words that hold a row starting at byte `offset` of the first.
template <int Width>
void words_pack_as_bytes() {
    for (unsigned offset = 0; offset < 4; ++offset) {
        for (int start = 0; start < 40; ++start) {
            unsigned char buffer[16];
            for (int i = 0; i < 16; ++i) buffer[i] = static_cast<unsigned char>(0xa0 + start * 7 + i * 13);
            std::uint32_t words[4];
            std::memcpy(words, buffer, sizeof words);
            const bool third = holdem::device::row_needs_third_word<Width>(offset);
            CHECK_EQ(third, offset + Width > 8);
            const holdem::device::PackedRow from_words =
                holdem::device::pack_row<Width>(words[0], words[1], third ? words[2] : 0, offset);
            const holdem::device::PackedRow from_bytes = holdem::device::pack_bytes<Width>(buffer + offset);
            CHECK_EQ(from_words.lo, from_bytes.lo);
            CHECK_EQ(from_words.hi, from_bytes.hi);
        }
    }
}

// The byte tests against the plain rule, for every byte in every place.
void byte_tests_match_rules() {
    for (unsigned value = 0; value < 256; ++value) {
        for (int place = 0; place < 4; ++place) {
            const std::uint32_t x = (0x33221100u & ~(0xffu << (8 * place))) | (value << (8 * place));
            CHECK_EQ(holdem::device::bytes_above_51(x) != 0, value > 51);
            const std::uint32_t position = holdem::device::byte_of(holdem::device::lane_positions(x), place);
            if (value < 52) CHECK_EQ(position, 16 * (value & 3) + (value >> 2));
        }
    }
}

}  // namespace

int main() {
    const DeviceTables t = holdem::device::tables_in(holdem::device::host_table_block());
    CHECK_EQ(every_hand_agrees<5>(t), 2'598'960u);
    CHECK_EQ(every_hand_agrees<6>(t), 20'358'520u);
    CHECK_EQ(every_hand_agrees<7>(t), 133'784'560u);
    bad_rows_are_zero<5>(t);
    bad_rows_are_zero<6>(t);
    bad_rows_are_zero<7>(t);
    words_pack_as_bytes<5>();
    words_pack_as_bytes<6>();
    words_pack_as_bytes<7>();
    byte_tests_match_rules();
    return holdem_test::report("test_cuda_batch_row");
}
