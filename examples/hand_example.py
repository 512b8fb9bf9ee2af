"""The original library's hand example, in Python, plus the modern API side by side."""

import holdEm

H = holdEm.hand()

# Hole 3c 4h, flop Ac 9s 3h, turn 8h, river Ad (faces 2..14, ace also 1; suits 1 = c, 2 = d, 3 = h, 4 = s).
stat = H.SetCards([3, 4], [1, 3], [14, 9, 3], [1, 4, 3], 8, 3, 1, 2)
print("status a:", stat)

stat = H.findBestHand()  # brute force over every five of the seven
print("status b:", stat)

print("hand code:", H.handCode)
for i, (face, suit) in enumerate(zip(H.getBestFace(), H.getBestSuit())):
    print(f"Card {i + 1} ::: face: {face} , suit: {suit}")

# The prime method reaches the same hand code and within-code rank (MFVP).
P = holdEm.hand()
P.SetCards([3, 4], [1, 3], [14, 9, 3], [1, 4, 3], 8, 3, 1, 2)
P.findBestHandP()
print("prime method:", P.getHandCode(), P.getHandPrimeRank(), "brute force:", H.getHandCode(), H.getHandPrimeRank())

# The same cards with the modern API.
best = holdEm.best_hand("3c 4h Ac 9s 3h 8h Ad")
print(best)
