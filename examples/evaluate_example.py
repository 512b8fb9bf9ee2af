"""Evaluating hands with holdEm: one hand, the best five, a NumPy batch, Omaha."""

import numpy as np

import holdEm

# One hand: 5, 6 or 7 cards in any common form; higher strength is better.
print(holdEm.evaluate("As Ks Qs Js Ts"))  # 7462, a royal flush
print(holdEm.evaluate(["Ah", "Ad", "7c", "7d", "2s", "3h", "9c"]))

# Who wins? Compare strengths; equal strengths split the pot.
board = "Jh Td 4c 4s 9h"
hero, villain = holdEm.evaluate("Qh Kc " + board), holdEm.evaluate("Ah Jd " + board)
print("hero wins" if hero > villain else "villain wins" if villain > hero else "split")

# The best five cards, the category and the comparator's score string.
best = holdEm.best_hand("Qh Kc " + board)
print(best.name, best.cards, best.score)

# A million random 7-card hands at once, on every core.
rng = np.random.default_rng(0)
hands = np.argsort(rng.random((1_000_000, 52)), axis=1)[:, :7].astype(np.uint8)
strengths = holdEm.evaluate_batch(hands, threads=0)
codes = np.searchsorted([1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7462], strengths, side="right")
for code, count in zip(*np.unique(codes, return_counts=True)):
    print(f"{holdEm.category_name(int(code)):16} {count / len(hands):8.4%}")

# Omaha: exactly two hole cards and three board cards.
print(holdEm.best_omaha_hand("Ah Kh 7h 2c 2d", "Qh Js 9c 8d").name)  # a pair: one heart in hand makes no flush
