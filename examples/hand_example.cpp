// The original library's hand example: set seven cards, find the best hand, print it.
// Faces are 2..14 (an ace may be given as 1), suits 1..4.
#include <iostream>
#include <vector>

#include "holdem/legacy/hand.hpp"

int main() {
    holdem::hand H;

    // Hole 3c 4h, flop Ac 9s 3h, turn 8h, river Ad (suits: 1 = c, 2 = d, 3 = h, 4 = s).
    std::vector<int> holeF = {3, 4}, holeS = {1, 3};
    std::vector<int> flopF = {14, 9, 3}, flopS = {1, 4, 3};
    int turnF = 8, turnS = 3, riverF = 1, riverS = 2;

    int stat = H.SetCards(holeF, holeS, flopF, flopS, turnF, turnS, riverF, riverS);
    std::cout << "status a: " << stat << std::endl;

    stat = H.findBestHand();
    std::cout << "status b: " << stat << std::endl;

    std::cout << "hand code: " << H.handCode << std::endl;
    const std::vector<int> F = H.getBestFace();
    const std::vector<int> S = H.getBestSuit();
    for (int i = 0; i < 5; i++)
        std::cout << "Card " << i + 1 << " ::: face: " << F[i] << " , suit: " << S[i] << std::endl;
    return 0;
}
