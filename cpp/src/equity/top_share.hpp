// What Hold'em and Omaha ranges share in reading text: decimal numbers read
// the same in every locale, and the rule that picks a top share's classes.
// Internal to the range readers (range.cpp, omaha_top_share.cpp).
#pragma once

#include <charconv>
#include <cmath>
#include <optional>
#include <string_view>
#include <system_error>

namespace holdem::range_detail {

// A decimal number, read the same whatever the process locale says the
// decimal mark is (strtod would refuse "0.5" under a comma locale).
inline std::optional<double> parse_number(std::string_view text) {
    if (!text.empty() && text.front() == '+') {
        text.remove_prefix(1);
        if (!text.empty() && text.front() == '-') return std::nullopt;
    }
    double value = 0.0;
    const char* first = text.data();
    const char* last = first + text.size();
    const auto [end, error] = std::from_chars(first, last, value, std::chars_format::general);
    if (text.empty() || error != std::errc() || end != last || !std::isfinite(value)) return std::nullopt;
    return value;
}

// "15%": how many of a ranking's classes (strongest first, class k holding
// size_of(k) hands) to take so that their hands come closest to `target`;
// on a tie the shorter prefix.
template <class SizeOf>
int closest_prefix(int classes, double target, SizeOf&& size_of) {
    double hands = 0.0;
    int best_length = 1;
    double best_gap = -1.0;
    for (int k = 0; k < classes; ++k) {
        hands += static_cast<double>(size_of(k));
        const double gap = std::abs(hands - target);
        if (best_gap < 0.0 || gap < best_gap) {
            best_gap = gap;
            best_length = k + 1;
        }
    }
    return best_length;
}

}  // namespace holdem::range_detail
