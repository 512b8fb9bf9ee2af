"""The original library's deck example in Python.

A deck without Ac, 3s, 4h; then Ad, 2d, 6d, 7h removed; the shuffled index printed;
then a hand of 2 cards and a hand of 5 dealt.  Faces are 2..14 (ace also 1), suits
1..4 = clubs, diamonds, hearts, spades.
"""

from __future__ import annotations

import holdEm


def main() -> None:
    d = holdEm.deck()
    d.setSeed(2024)  # not in the original: the same output on every run

    print("setDeckPartial:", d.setDeckPartial([1, 3, 4], [1, 4, 3]))  # without Ac, 3s, 4h
    print("remCards:", d.remCards([1, 2, 6, 7], [2, 2, 2, 3]))  # remove Ad, 2d, 6d, 7h

    faces, suits = d.getDeckFace(), d.getDeckSuit()
    d.shuffleI()
    index = d.getDeckIndex()
    for i in range(d.getNumCards()):
        print(f"card i {faces[i]:2}  {suits[i]}  {index[i]:2}")
    print()

    for size in (2, 5):
        d.dealCards(size)
        print(f"A hand of {size} cards:")
        for face, suit in zip(d.getDealFace(), d.getDealSuit()):
            print(f"card i, Face val: {face}, Suit val: {suit}")
        print("Num cards left in deck:", d.getNumCards())
        print()


if __name__ == "__main__":
    main()
