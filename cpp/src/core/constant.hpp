// A run-time integer turned into a compile-time one, for code that is a
// template on a count (the CUDA backend's player counts and row widths) so
// that its per-count arrays stay in registers.
#pragma once

#include <type_traits>

namespace holdem {

// Calls f(std::integral_constant<int, V>{}) with V = n for n in Lo..Hi
// (below Lo gives Lo, above Hi gives Hi: the caller checked n).
template <int Lo, int Hi, class F>
void with_constant(int n, F&& f) {
    if constexpr (Lo < Hi) {
        if (n > Lo) return with_constant<Lo + 1, Hi>(n, f);
    }
    f(std::integral_constant<int, Lo>{});
}

}  // namespace holdem
