// The GPU batch kernel's row code (eval/device_batch_row.hpp) on the CPU, every build, both ways of
// finding the lanes (BatchLanes): every 5-, 6- and 7-card hand evaluates as the CPU evaluator does;
// every card above 51 and every repeated card in every place makes a row bad; rows read from aligned
// words at any offset pack as the same bytes do; every byte in every place of every copy finds its
// card's entry in the card table.
#include <array>
#include <cstdint>
#include <cstring>

#include "check.hpp"
#include "eval/device_batch_row.hpp"
#include "holdem/holdem.hpp"

namespace {

using holdem::BatchLanes;
using holdem::device::DeviceTables;

// A row's strength the kernel's way `lanes` (the card table read through `copy`, 0..15).
template <int Width>
std::uint16_t evaluate_by(BatchLanes lanes, const unsigned char* row, bool validate, const DeviceTables& t,
                          unsigned copy) {
    const holdem::device::PackedRow packed = holdem::device::pack_bytes<Width>(row);
    if (lanes == BatchLanes::kShifts) return holdem::device::evaluate_packed<Width>(packed, validate, t);
    return holdem::device::evaluate_packed_from_table<Width>(packed, validate, t, holdem::device::host_card_table(),
                                                             copy);
}

// Every hand of Width cards (ascending card numbers), against holdem::evaluate; returns the count.
// The card table's hands go through each copy in turn.
template <int Width>
std::uint64_t every_hand_agrees(const DeviceTables& t, BatchLanes lanes) {
    std::array<unsigned char, Width> row{};
    std::array<holdem::Card, Width> cards{};
    std::uint64_t hands = 0, mismatches = 0;
    // Odometer over ascending combinations: row[i] < row[i + 1].
    for (int i = 0; i < Width; ++i) row[i] = static_cast<unsigned char>(i);
    while (true) {
        for (int i = 0; i < Width; ++i) cards[i] = row[i];
        const auto copy = static_cast<unsigned>(hands % holdem::device::kCardCopies);
        const std::uint16_t got = evaluate_by<Width>(lanes, row.data(), true, t, copy);
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
void bad_rows_are_zero(const DeviceTables& t, BatchLanes lanes) {
    const unsigned char good[7] = {51, 0, 26, 13, 38, 7, 44};
    const auto evaluate_row = [&](const unsigned char* row) {
        return evaluate_by<Width>(lanes, row, true, t, static_cast<unsigned>(row[0] % 16));
    };
    CHECK(evaluate_row(good) != 0);
    for (int place = 0; place < Width; ++place) {
        unsigned char row[7];
        for (int value = 52; value < 256; ++value) {
            std::memcpy(row, good, sizeof row);
            row[place] = static_cast<unsigned char>(value);
            CHECK_EQ(evaluate_row(row), 0);
        }
        for (int other = 0; other < Width; ++other) {
            if (other == place) continue;
            std::memcpy(row, good, sizeof row);
            row[place] = row[other];
            CHECK_EQ(evaluate_row(row), 0);
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
            const std::uint32_t position = holdem::device::byte_of(holdem::device::lane_positions(x), place);
            const bool no_card = holdem::device::bytes_above_63(x) != 0 ||
                                 ((std::uint64_t{1} << position) & holdem::device::kNoCardLanes) != 0;
            CHECK_EQ(no_card, value > 51);
            if (value < 52) CHECK_EQ(position, 16 * (value & 3) + (value >> 2));
        }
    }
}

// The card table: the offset of every byte 0..63 in every place, through every copy, holds that
// card's key and lane (cards 52..63: a lane bit that makes the row bad), and each copy's entries
// for one card lie in their own group of four banks.
void card_table_entries_are_the_cards(const DeviceTables& t) {
    const auto* table = reinterpret_cast<const unsigned char*>(holdem::device::host_card_table());
    for (unsigned card = 0; card < 64; ++card) {
        for (unsigned copy = 0; copy < holdem::device::kCardCopies; ++copy) {
            for (int place = 0; place < 4; ++place) {
                const std::uint32_t word = (0x3f2a1500u & ~(0xffu << (8 * place))) | (card << (8 * place));
                const std::uint32_t offset = holdem::device::card_table_offset(word, place, 16 * copy);
                CHECK_EQ(offset % 128 / 16, copy % 8);  // bank group copy % 8: distinct within a quarter warp
                holdem::device::CardBits bits;
                std::memcpy(&bits, table + offset, sizeof bits);
                if (card < 52) {  // its rank key, then a one in its suit's byte
                    CHECK_EQ(bits.key & 0xffffffffu, holdem::device::card_key(card, t) & 0xffffffffu);
                    CHECK_EQ(bits.key >> 32, std::uint64_t{1} << (8 * (card % 4)));
                    CHECK_EQ(bits.lane, holdem::device::card_lane(card));
                } else {
                    CHECK((bits.lane & holdem::device::kNoCardLanes) != 0);
                }
            }
        }
    }
}

// The suit bytes' flush test and masks: for every count of cards in each
// suit (seven in all at most), a suit's byte in the sum has its top bit
// exactly when the suit holds five or more, and byte_signs turns that bit
// into the mask of the suit's 16-bit lane.
void suit_bytes_find_the_flush_suit() {
    using holdem::device::byte_signs;
    for (unsigned counts = 0; counts < 8 * 8 * 8 * 8; ++counts) {
        const unsigned c[4] = {counts & 7, counts >> 3 & 7, counts >> 6 & 7, counts >> 9 & 7};
        if (c[0] + c[1] + c[2] + c[3] > 7) continue;
        std::uint32_t sum = holdem::device::kSuitBytesStart;
        for (unsigned suit = 0; suit < 4; ++suit) sum += c[suit] * holdem::device::suit_byte(suit);
        std::uint32_t want_low = 0, want_high = 0;
        for (unsigned suit = 0; suit < 4; ++suit) {
            const bool five = c[suit] >= 5;
            CHECK_EQ((sum >> (8 * suit + 7)) & 1u, five ? 1u : 0u);
            if (five) (suit < 2 ? want_low : want_high) |= 0xffffu << (16 * (suit % 2));
        }
        CHECK_EQ((sum & holdem::device::kSuitByteFlush) != 0, want_low != 0 || want_high != 0);
        CHECK_EQ(byte_signs(sum, 0x9988u), want_low);
        CHECK_EQ(byte_signs(sum, 0xbbaau), want_high);
    }
}

}  // namespace

int main() {
    const DeviceTables t = holdem::device::tables_in(holdem::device::host_table_block());
    for (const BatchLanes lanes : {BatchLanes::kShifts, BatchLanes::kCardTable}) {
        CHECK_EQ(every_hand_agrees<5>(t, lanes), 2'598'960u);
        CHECK_EQ(every_hand_agrees<6>(t, lanes), 20'358'520u);
        CHECK_EQ(every_hand_agrees<7>(t, lanes), 133'784'560u);
        bad_rows_are_zero<5>(t, lanes);
        bad_rows_are_zero<6>(t, lanes);
        bad_rows_are_zero<7>(t, lanes);
    }
    card_table_entries_are_the_cards(t);
    suit_bytes_find_the_flush_suit();
    words_pack_as_bytes<5>();
    words_pack_as_bytes<6>();
    words_pack_as_bytes<7>();
    byte_tests_match_rules();
    return holdem_test::report("test_cuda_batch_row");
}
