#include "holdem/core/strength.hpp"

#include <stdexcept>
#include <string>

namespace holdem {

std::string_view category_name(int code) {
    if (code < kHighCard || code > kRoyalFlush)
        throw std::invalid_argument("hand code " + std::to_string(code) + " out of range 1..10");
    return kCategoryNames[static_cast<std::size_t>(code)];
}

}  // namespace holdem
