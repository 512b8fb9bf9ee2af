// Equity from C++: exact heads-up, a range on a flop, Monte Carlo multiway.
#include <cstdio>
#include <string>
#include <vector>

#include "holdem/equity/equity.hpp"

namespace {

void print(const char* title, const std::vector<std::string>& hands, const holdem::EquityResult& r) {
    std::printf("%s: %s, %llu trials, %.1f ms\n", title, r.exact ? "exact" : "Monte Carlo",
                static_cast<unsigned long long>(r.trials), r.elapsed * 1e3);
    for (std::size_t p = 0; p < hands.size(); ++p)
        std::printf("  %-12s equity %.6f  win %.6f  tie %.6f  +- %.6f\n", hands[p].c_str(), r.equity[p], r.win[p],
                    r.tie[p], r.std_error[p]);
}

}  // namespace

int main() {
    holdem::EquityOptions exact;
    exact.exact = holdem::ExactMode::kExact;

    const std::vector<std::string> preflop = {"AsKs", "QhQd"};
    print("AsKs v QhQd preflop", preflop, holdem::calculate_equity(preflop, "", "", exact));

    const std::vector<std::string> flop = {"AsKs", "QQ+,AKs:0.5"};
    print("On 5h6sTd", flop, holdem::calculate_equity(flop, "5h6sTd", "", exact));

    holdem::EquityOptions sampled;
    sampled.exact = holdem::ExactMode::kMonteCarlo;
    sampled.target_stderr = 5e-4;
    sampled.seed = 42;
    const std::vector<std::string> multiway = {"AhKh", "random", "random", "22+,A2s+,KTo+"};
    print("Four players", multiway, holdem::calculate_equity(multiway, "", "", sampled));

    holdem::EquityOptions omaha;
    omaha.game = holdem::Game::kOmaha4;
    const std::vector<std::string> plo = {"AsAhKsKh", "random"};
    print("PLO4 on the turn", plo, holdem::calculate_equity(plo, "2c7d9sTs", "", omaha));
    return 0;
}
