// Evaluates a royal flush through holdEm's public API; prints 7462.
#include <cstdio>

#include <holdem/holdem.hpp>

int main() {
    const holdem::Card royal[5] = {
        holdem::parse_card("As"), holdem::parse_card("Ks"), holdem::parse_card("Qs"),
        holdem::parse_card("Js"), holdem::parse_card("Ts"),
    };
    const holdem::Strength strength = holdem::evaluate(royal, 5);
    std::printf("%d\n", static_cast<int>(strength));
    return strength == holdem::kNumStrengths ? 0 : 1;
}
