// The short-deck hand-code tables the equity engine counts categories with.
#include <array>
#include <cstdint>

#include "game_rules.hpp"

namespace holdem::equity_detail {

namespace {

using CodeTable = std::array<std::uint8_t, kNumStrengths + 1>;

CodeTable make_codes(ShortDeck rules, int scale) {
    CodeTable t{};
    for (int s = 1; s <= kShortDeckStrengths; ++s)
        t[static_cast<std::size_t>(s)] =
            static_cast<std::uint8_t>(scale ? scale * (shortdeck_category(static_cast<Strength>(s), rules) - 1)
                                            : shortdeck_category(static_cast<Strength>(s), rules));
    return t;
}

}  // namespace

const CodeTable& shortdeck_category_table(ShortDeck rules) {
    static const CodeTable standard = make_codes(ShortDeck::kStandard, 0);
    static const CodeTable triton = make_codes(ShortDeck::kTriton, 0);
    return rules == ShortDeck::kTriton ? triton : standard;
}

const CodeTable& shortdeck_category_shift_table(ShortDeck rules) {
    static const CodeTable standard = make_codes(ShortDeck::kStandard, kRecentBits);
    static const CodeTable triton = make_codes(ShortDeck::kTriton, kRecentBits);
    return rules == ShortDeck::kTriton ? triton : standard;
}

}  // namespace holdem::equity_detail
