// The original library's deck example: a partial deck, cards removed, the
// shuffled index printed, then a hand of 2 cards and a hand of 5 dealt.
// Faces 2..14 (ace also 1), suits 1..4 = clubs, diamonds, hearts, spades.
#include <iostream>
#include <vector>

#include "holdem/legacy/deck.hpp"

int main() {
    holdem::deck D;
    D.setSeed(2024);  // not in the original: the same output on every run

    // Initialise the deck without Ac, 3s, 4h.
    const std::vector<int> igF = {1, 3, 4};
    const std::vector<int> igS = {1, 4, 3};
    std::cout << "setDeckPartial: " << D.setDeckPartial(igF, igS) << std::endl;

    // Remove Ad, 2d, 6d, 7h from the deck.
    const std::vector<int> RF = {1, 2, 6, 7};
    const std::vector<int> RS = {2, 2, 2, 3};
    std::cout << "remCards: " << D.remCards(RF, RS) << std::endl;

    // Faces and suits of the deck, and the index array shuffled.
    const std::vector<int> F = D.getDeckFace();
    const std::vector<int> S = D.getDeckSuit();
    D.shuffleI();
    const std::vector<int> Index = D.getDeckIndex();
    for (int i = 0; i < D.getNumCards(); i++)
        std::cout << "card i " << F[i] << "   " << S[i] << "  " << Index[i] << std::endl;
    std::cout << std::endl;

    // Deal a hand of 2 cards.
    D.dealCards(2);
    std::vector<int> DF = D.getDealFace();
    std::vector<int> DS = D.getDealSuit();
    std::cout << "First hand of 2 cards:" << std::endl;
    for (int i = 0; i < 2; i++) std::cout << "card i, Face val: " << DF[i] << ", Suit val: " << DS[i] << std::endl;
    std::cout << "Num cards left in deck: " << D.getNumCards() << std::endl << std::endl;

    // Deal a second hand of 5 cards.
    D.dealCards(5);
    DF = D.getDealFace();
    DS = D.getDealSuit();
    std::cout << "Second hand of 5 cards:" << std::endl;
    for (int i = 0; i < 5; i++) std::cout << "card i, Face val: " << DF[i] << ", Suit val: " << DS[i] << std::endl;
    std::cout << "Num cards left in deck: " << D.getNumCards() << std::endl;
    return 0;
}
