// The Monte Carlo stream of the CUDA backend, written once for the device
// and the CPU: each stream (a device thread's unit of work) deals its deals
// from a counter-based generator keyed by (seed, stream), evaluates with the
// table view of device_eval.hpp and counts wins, ties, pot shares and hand
// codes in integers.  Integer sums do not depend on their order, so a seed
// gives the same counts however the streams are spread over threads and
// blocks (and the host runs the very same code in the tests).  The stream
// is a template on the game: Hold'em's deal is here, Omaha's in
// device_omaha_deal.hpp; the generator, the card draws, the showdown and
// the counts are every game's.
#pragma once

#include <cstdint>
#include <type_traits>

#include "core/hd.hpp"
#include "device_code_counts.hpp"
#include "eval/device_eval.hpp"

namespace holdem::device {

// The most players a device run takes (kShareUnit's divisors; the deck may allow fewer).
inline constexpr int kMaxDevicePlayers = 10;
inline constexpr int kMaxHoleCards = 6;
// Deals per stream: small enough that a stream's counts fit 32 bits
// (256 * 2520^2 < 2^32) and its hand codes 10-bit fields, large enough to
// amortise a stream's set-up.
inline constexpr int kDealsPerStream = 256;
// A split pot's shares in integers: 2520 is divisible by 1..10.
inline constexpr std::uint32_t kShareUnit = 2520;
// Range draws rejected in a row before a stream gives up (the ranges almost never fit together).
inline constexpr std::uint32_t kMaxRangeAttempts = 1u << 20;

// Philox4x32-10 (Salmon et al., "Parallel random numbers: as easy as 1, 2,
// 3", SC 2011): four 32-bit words from a 128-bit counter and a 64-bit key.
struct Philox4 {
    std::uint32_t v[4];
};

HOLDEM_HD inline Philox4 philox4x32_10(Philox4 ctr, std::uint32_t k0, std::uint32_t k1) {
    for (int round = 0; round < 10; ++round) {
        const std::uint64_t p0 = std::uint64_t{0xD2511F53u} * ctr.v[0];
        const std::uint64_t p1 = std::uint64_t{0xCD9E8D57u} * ctr.v[2];
        ctr = {{static_cast<std::uint32_t>(p1 >> 32) ^ ctr.v[1] ^ k0, static_cast<std::uint32_t>(p1),
                static_cast<std::uint32_t>(p0 >> 32) ^ ctr.v[3] ^ k1, static_cast<std::uint32_t>(p0)}};
        k0 += 0x9E3779B9u;
        k1 += 0xBB67AE85u;
    }
    return ctr;
}

// A stream's 32-bit words: Philox of (call, stream) under the seed, four
// words a call, handed out by shifting (registers only, no indexed array).
class PhiloxStream {
public:
    HOLDEM_HD PhiloxStream(std::uint64_t seed, std::uint64_t stream)
        : k0_(static_cast<std::uint32_t>(seed)),
          k1_(static_cast<std::uint32_t>(seed >> 32)),
          s0_(static_cast<std::uint32_t>(stream)),
          s1_(static_cast<std::uint32_t>(stream >> 32)) {}

    HOLDEM_HD std::uint32_t next() {
        if (left_ == 0) {
            const Philox4 out = philox4x32_10({{call_++, s0_, s1_, 0x484F4C44u}}, k0_, k1_);
            w0_ = out.v[0];
            w1_ = out.v[1];
            w2_ = out.v[2];
            w3_ = out.v[3];
            left_ = 4;
        }
        const std::uint32_t word = w0_;
        w0_ = w1_;
        w1_ = w2_;
        w2_ = w3_;
        --left_;
        return word;
    }

    // Uniform in [0, bound), bound >= 1, without bias (Lemire's multiply and reject).
    HOLDEM_HD std::uint32_t below(std::uint32_t bound) {
        std::uint64_t m = std::uint64_t{next()} * bound;
        if (static_cast<std::uint32_t>(m) < bound) {
            const std::uint32_t threshold = (0u - bound) % bound;
            while (static_cast<std::uint32_t>(m) < threshold) m = std::uint64_t{next()} * bound;
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

private:
    std::uint32_t k0_, k1_, s0_, s1_;
    std::uint32_t call_ = 0;
    std::uint32_t w0_ = 0, w1_ = 0, w2_ = 0, w3_ = 0;
    int left_ = 0;
};

// One combo of a range: its summed keys and its lanes (its cards as lane
// bits, the set the deal's `used` takes them in), and its
// alias-table entry (kept when a draw's word is below `threshold`, else
// replaced by combo `alias`; a combo always kept is its own alias).
struct DeviceCombo {
    std::uint64_t key;
    std::uint64_t lanes;
    std::uint32_t threshold;
    std::uint32_t alias;
};

struct DeviceSeat {
    std::uint64_t key = 0;    // the known hole cards' keys, summed (no start value)
    std::uint64_t lanes = 0;  // and their lanes
    int dealt = 0;            // hole cards to deal (0 up to the game's hole cards)
    int range = -1;           // index into DeviceSpot's ranges, -1 for none
    unsigned char cards[kMaxHoleCards] = {};  // the known hole cards (Omaha's deal reads them), first
};

// Everything a stream needs besides the tables and the range combos; plain
// data, passed to a kernel by value.
struct DeviceSpot {
    int players = 0;
    int hole_cards = 2;    // per player: 2 (Hold'em), 4, 5 or 6 (Omaha)
    int missing = 0;       // board cards to deal
    std::uint64_t deck = 0;  // the cards not known (board, dead, known hole cards) as lane bits
    std::uint64_t board_key = kSuitCounterStart;  // the known board's keys, from the start value
    std::uint64_t board_lanes = 0;
    unsigned char board[5] = {};  // the known board cards, first (Omaha's deal reads them)
    DeviceSeat seats[kMaxDevicePlayers];
    std::uint32_t range_begin[kMaxDevicePlayers] = {};  // each range's first combo
    std::uint32_t range_size[kMaxDevicePlayers] = {};   // (a range has combos: the first is set when any is)
    HOLDEM_HD bool has_ranges() const { return range_size[0] > 0; }
};

// Per-player sums, in the order of Field (kept as plain integers so that
// any order of adding gives the same totals).
enum Field { kWins, kTies, kShareUnits, kShareSquareUnits, kCategory1, kFields = kCategory1 + 10 };

struct DeviceCounts {
    std::uint64_t v[kMaxDevicePlayers * kFields] = {};
    std::uint64_t failed = 0;  // streams that gave up on the range draws
    HOLDEM_HD std::uint64_t& at(int player, int field) { return v[player * kFields + field]; }
    HOLDEM_HD void add(const DeviceCounts& o) {
        for (int i = 0; i < kMaxDevicePlayers * kFields; ++i) v[i] += o.v[i];
        failed += o.failed;
    }
};

// One stream's counts for N players, in as few registers as they fit: the
// sums in 32 bits, the hand codes as device_code_counts.hpp counts them.
// The host adds them to its totals (add_to); a kernel sums them over its
// warps (field).
template <int N>
struct StreamCounts {
    std::uint32_t wins[N] = {}, ties[N] = {}, share[N] = {}, square[N] = {};
    CodeCounts<N> codes;
    std::uint32_t failed = 0;  // 1: the ranges gave up (the other counts are then empty)

    // Player p's count of Field f.
    HOLDEM_HD std::uint32_t field(int p, int f) const {
        if (f == kWins) return wins[p];
        if (f == kTies) return ties[p];
        if (f == kShareUnits) return share[p];
        if (f == kShareSquareUnits) return square[p];
        return codes.count(p, f - kCategory1 + 1);
    }
    HOLDEM_HD void add_to(DeviceCounts& out) const {
        for (int p = 0; p < N; ++p)
            for (int f = 0; f < kFields; ++f) out.at(p, f) += field(p, f);
        out.failed += failed;
    }
};

// What a stream reads besides the spot: the tables and the range combos,
// each where its device thread reads it fastest, and where ShuffleDeck
// keeps the stream's deck (nullptr for SelectDeck): card k at byte
// deck + (k / 4) * deck_row + k % 4, so that on the device each thread of a
// warp keeps its deck in a shared-memory bank of its own (deck_row 128: a
// word of each lane's in turn) and its random reads never conflict; on the
// CPU a deck is plain bytes (deck_row 4).
struct StreamData {
    DeviceTables tables;
    const DeviceCombo* combos;
    unsigned char* deck = nullptr;
    unsigned deck_row = 4;
};

// Uniform draws below a count that falls by one a draw (the cards a deal has
// left), kPerWord to a generator word: the batched multiply-and-reject of
// Brackett-Rouleau and Lemire ("Batched ranged random integer generation",
// 2024).  A word times the product P of the next kPerWord bounds is one
// multiply-and-reject draw below P (rejected when its low word is below
// 2^bits mod P, so that each draw below P has as many words); its digits in
// the mixed radix of the bounds come out one multiply each, the word's rest
// times the next bound, high half the digit and low half the new rest.
// With 32-bit words and four bounds of at most 52, P < 2^23 and at most
// one word in 660 is rejected.  A draw costs a multiply and a quarter of a
// generator word, where a word each cost some twenty instructions.  `Word`
// is 32 bits on the device; the tests also run 16 (every word, exactly).
template <class Word = std::uint32_t>
class CountdownDraws {
    using Wide = std::conditional_t<sizeof(Word) == 2, std::uint32_t, std::uint64_t>;
    static constexpr int kBits = 8 * sizeof(Word);

public:
    static constexpr unsigned kPerWord = 4;  // bounds_product multiplies four

    // A new deal, whose first draw is below `count` (a word's digits left from the last are dropped).
    HOLDEM_HD void start(unsigned count) {
        count_ = static_cast<Word>(count);
        digits_ = 0;
    }

    // The count the next draw is below.
    HOLDEM_HD unsigned left() const { return count_; }

    // Uniform in [0, count), the count then one less; `source.next()` gives the words.
    template <class Source>
    HOLDEM_HD unsigned next(Source& source) {
        if (digits_ == 0) take_word(source);
        --digits_;
        const Wide m = Wide{rest_} * count_--;
        rest_ = static_cast<Word>(m);
        return static_cast<unsigned>(m >> kBits);
    }

private:
    // The product of the next four bounds, those past the deck's last card
    // counting 1 (their digits are 0): c(c-1)(c-2)(c-3) = x(x+2) for
    // x = c(c-3), or 1, 1, 2, 6 for c = 0..3 (bytes of 0x06020101).
    HOLDEM_HD Word bounds_product() const {
        const Word x = static_cast<Word>(count_ * (count_ - 3u));
        return count_ >= 4 ? static_cast<Word>(x * (x + 2u)) : static_cast<Word>((0x06020101u >> (8 * count_)) & 0xff);
    }

    // The low word of a * b (in Wide: 16-bit words would multiply as signed ints).
    HOLDEM_HD static Word low_word(Word a, Word b) { return static_cast<Word>(Wide{a} * b); }

    template <class Source>
    HOLDEM_HD void take_word(Source& source) {
        const Word product = bounds_product();
        Word word = static_cast<Word>(source.next());
        if (low_word(word, product) < product) {  // only then may it be rejected
            const Word threshold = static_cast<Word>(static_cast<Word>(0u - product) % product);  // 2^bits mod P
            while (low_word(word, product) < threshold) word = static_cast<Word>(source.next());
        }
        rest_ = word;
        digits_ = kPerWord;
    }

    Word count_ = 0, rest_ = 0;
    int digits_ = 0;
};

// The n-th set bit (from 0) of x, n < popcount(x): the 32-bit half, then
// the 16-bit and the 8-bit window by popcounts, without branches, then the
// table block's byte select (bits 4i.. of its entry for a byte: the
// position of the byte's i-th set bit).
HOLDEM_HD inline unsigned nth_set_bit(std::uint64_t x, unsigned n, const DeviceTables& t) {
    std::uint32_t w = static_cast<std::uint32_t>(x);
    unsigned pos = 0;
    if (const unsigned low = static_cast<unsigned>(popcount(w)); n >= low) {
        n -= low;
        w = static_cast<std::uint32_t>(x >> 32);
        pos = 32;
    }
    HOLDEM_UNROLL
    for (unsigned width = 16; width >= 8; width /= 2) {
        if (const unsigned low = static_cast<unsigned>(popcount(w & ((1u << width) - 1))); n >= low) {
            n -= low;
            w >>= width;
            pos += width;
        }
    }
    return pos + ((t.byte_select[w & 0xff] >> (4 * n)) & 7);
}

// A card a deck dealt: its number, its key and its lane bit.
struct DealtCard {
    unsigned card;
    std::uint64_t key;
    std::uint64_t lane;
};

// The two ways a stream deals its cards (the DeviceDeal of gpu_equity.hpp),
// each with new_deal(used) (after the deal's range combos, whose cards are
// in `used`) and draw(rng, used, tables): a card of the spot's deck not
// dealt yet this deal and not in `used`, uniform over those, marked in
// `used` where a later draw reads it.  Card sets are lane bits (bit
// 16 * suit + rank, as the evaluator's lanes), so a card's bit in `used` is
// its lane.  Both take their indices
// from a CountdownDraws; they deal the same distribution from different
// draws, and which is faster is for the GPU to say.

// The n-th card left of the deck mask (never a redraw), so a warp's threads
// refill their generators in step; the card's bit is its lane, and its rank
// and suit the bit's place.
class SelectDeck {
public:
    static constexpr unsigned kBytesPerStream = 0;  // of shared memory on the device
    HOLDEM_HD SelectDeck(const DeviceSpot& spot, const StreamData&) : deck_(spot.deck) {}
    HOLDEM_HD void new_deal(std::uint64_t used) {
        const std::uint64_t left = deck_ & ~used;
        draws_.start(static_cast<unsigned>(popcount(static_cast<std::uint32_t>(left)) +
                                           popcount(static_cast<std::uint32_t>(left >> 32))));
    }
    HOLDEM_HD DealtCard draw(PhiloxStream& rng, std::uint64_t& used, const DeviceTables& t) {
        const unsigned bit = nth_set_bit(deck_ & ~used, draws_.next(rng), t);
        const std::uint64_t lane = std::uint64_t{1} << bit;
        used |= lane;
        return {card_of_lane_bit(bit), lane_bit_key(bit, t), lane};
    }

private:
    std::uint64_t deck_;
    CountdownDraws<> draws_;
};

// The deck's cards as bytes of the stream's own (StreamData's deck slot),
// dealt by a partial Fisher-Yates shuffle that each deal restarts from the
// order the last one left (a shuffle of any order draws uniformly), the
// card's key and lane in one 16-byte table load.  A draw never meets a card
// of its own deal; only a range's cards, already out, are skipped, so only
// spots with ranges track `used` (`ranges_`, the same for every stream).
class ShuffleDeck {
public:
    static constexpr unsigned kBytesPerStream = 52;
    HOLDEM_HD ShuffleDeck(const DeviceSpot& spot, const StreamData& data)
        : slot_(data.deck), row_(data.deck_row), ranges_(spot.has_ranges()) {
        for (std::uint64_t cards = spot.deck; cards; cards &= cards - 1)
            *at(size_++) = static_cast<unsigned char>(card_of_lane_bit(lowest_bit(cards)));
    }
    HOLDEM_HD void new_deal(std::uint64_t) { draws_.start(size_); }
    HOLDEM_HD DealtCard draw(PhiloxStream& rng, std::uint64_t& used, const DeviceTables& t) {
        for (;;) {
            const unsigned dealt = size_ - draws_.left();  // this deal's cards so far, in front
            unsigned char* next = at(dealt);
            unsigned char* pick = at(dealt + draws_.next(rng));
            const unsigned c = *pick;
            *pick = *next;
            *next = static_cast<unsigned char>(c);
            const CardBits bits = t.cards[c];
            if (ranges_) {
                if (used & bits.lane) continue;
                used |= bits.lane;
            }
            return {c, bits.key, bits.lane};
        }
    }

private:
    HOLDEM_HD unsigned char* at(unsigned k) const { return slot_ + (k >> 2) * row_ + (k & 3); }
    unsigned char* slot_;
    unsigned row_;
    bool ranges_;
    unsigned size_ = 0;
    CountdownDraws<> draws_;
};

// Hold'em's deal: hole cards as summed keys and lanes (ranges drawn first,
// the whole draw rejected when two combos collide), the seven-card strength.
template <int N>
struct HoldemDeal {
    std::uint64_t hole_key[N], hole_lanes[N];
    std::uint64_t board_key = 0, board_lanes = 0;

    // The range combos (false: the ranges gave up, no draw fitting in kMaxRangeAttempts).
    HOLDEM_HD bool draw_ranges(const DeviceSpot& spot, const StreamData& data, PhiloxStream& rng,
                               std::uint64_t& used) {
        for (std::uint32_t attempt = 0; attempt < kMaxRangeAttempts; ++attempt) {
            used = 0;
            bool fits = true;
            HOLDEM_UNROLL
            for (int p = 0; p < N; ++p) {
                const DeviceSeat& seat = spot.seats[p];
                hole_key[p] = seat.key;
                hole_lanes[p] = seat.lanes;
                if (seat.range < 0 || !fits) continue;
                const std::uint32_t begin = spot.range_begin[seat.range];
                std::uint32_t i = rng.below(spot.range_size[seat.range]);
                if (rng.next() >= data.combos[begin + i].threshold) i = data.combos[begin + i].alias;
                const DeviceCombo& c = data.combos[begin + i];
                fits = !(used & c.lanes);
                used |= c.lanes;
                hole_key[p] = c.key;
                hole_lanes[p] = c.lanes;
            }
            if (fits) return true;
        }
        return false;
    }

    template <class Deck>
    HOLDEM_HD void deal_board(const DeviceSpot& spot, const StreamData& data, Deck& deck, PhiloxStream& rng,
                              std::uint64_t& used) {
        board_key = spot.board_key;
        board_lanes = spot.board_lanes;
        for (int k = 0; k < spot.missing; ++k) {
            const DealtCard c = deck.draw(rng, used, data.tables);
            board_key += c.key;
            board_lanes |= c.lane;
        }
    }

    // Each player's unknown hole cards, then the strength of the seven cards.
    template <class Deck>
    HOLDEM_HD void strengths(const DeviceSpot& spot, const StreamData& data, Deck& deck, PhiloxStream& rng,
                             std::uint64_t& used, std::uint16_t (&s)[N]) {
        HOLDEM_UNROLL
        for (int p = 0; p < N; ++p) {
            for (int j = 0; j < spot.seats[p].dealt; ++j) {
                const DealtCard c = deck.draw(rng, used, data.tables);
                hole_key[p] += c.key;
                hole_lanes[p] |= c.lane;
            }
            s[p] = strength(board_key + hole_key[p], board_lanes | hole_lanes[p], data.tables);
        }
    }
};

// The games a stream deals: each names its deal (draw_ranges, deal_board,
// strengths, as HoldemDeal) for N players.  Omaha's is in device_omaha_deal.hpp.
struct HoldemGame {
    static constexpr int kHoleCards = 2;
    static constexpr int kMaxPlayers = kMaxDevicePlayers;
    template <int N>
    using Deal = HoldemDeal<N>;
};

// kShareUnit / winners for 1..N winners by selects (N known at compile
// time): a division by a run-time value costs some twenty instructions.
template <int N>
HOLDEM_HD std::uint32_t share_part(std::uint32_t winners) {
    std::uint32_t part = kShareUnit;
    HOLDEM_UNROLL
    for (int w = 2; w <= N; ++w) part = winners == static_cast<std::uint32_t>(w) ? kShareUnit / w : part;
    return part;
}

// Stream `stream` of a run: `deals` deals (at most kDealsPerStream) for N
// players of `Game`, the cards dealt from a `Deck`.  N is known at compile
// time so that the per-player arrays stay in registers.  Dealing is the
// game's; the showdown and the counts are every game's.
template <class Game, class Deck, int N>
HOLDEM_HD StreamCounts<N> run_stream(const DeviceSpot& spot, const StreamData& data, std::uint64_t seed,
                                     std::uint64_t stream, int deals) {
    PhiloxStream rng(seed, stream);
    Deck deck(spot, data);
    StreamCounts<N> counts;
    for (int left = deals; left > 0; --left) {  // counted down: nothing to compare it with again
        typename Game::template Deal<N> deal;
        std::uint64_t used = 0;
        if (!deal.draw_ranges(spot, data, rng, used)) {
            StreamCounts<N> gave_up;
            gave_up.failed = 1;
            return gave_up;
        }
        deck.new_deal(used);
        deal.deal_board(spot, data, deck, rng, used);
        std::uint16_t s[N];
        deal.strengths(spot, data, deck, rng, used, s);
        std::uint16_t best = 0;
        HOLDEM_UNROLL
        for (int p = 0; p < N; ++p) {
            best = s[p] > best ? s[p] : best;
            counts.codes.add(p, s[p]);
        }
        std::uint32_t winners = 0;
        HOLDEM_UNROLL
        for (int p = 0; p < N; ++p) winners += s[p] == best;
        const std::uint32_t part = share_part<N>(winners);
        HOLDEM_UNROLL
        for (int p = 0; p < N; ++p) {
            const bool top = s[p] == best;
            counts.wins[p] += top && winners == 1;
            counts.ties[p] += top && winners > 1;
            counts.share[p] += top ? part : 0;
            counts.square[p] += top ? part * part : 0;
        }
    }
    return counts;
}

// Deals in stream `stream` of a run of `trials` deals.
HOLDEM_HD inline int deals_in_stream(std::uint64_t stream, std::uint64_t trials) {
    const std::uint64_t first = stream * kDealsPerStream;
    if (first >= trials) return 0;
    return trials - first < kDealsPerStream ? static_cast<int>(trials - first) : kDealsPerStream;
}

// The streams [first, end) of a run that thread `thread` of `thread_count`
// takes on the CPU (every thread_count-th stream), added to `out`.  The
// kernel runs one stream a thread; the host's split is only a test that the
// counts do not depend on how the streams are spread.
template <class Game, class Deck, int N>
void run_thread_streams(const DeviceSpot& spot, const StreamData& data, std::uint64_t seed, std::uint64_t first,
                        std::uint64_t end, std::uint64_t trials, std::uint64_t thread, std::uint64_t thread_count,
                        DeviceCounts& out) {
    for (std::uint64_t stream = first + thread; stream < end; stream += thread_count)
        run_stream<Game, Deck, N>(spot, data, seed, stream, deals_in_stream(stream, trials)).add_to(out);
}

}  // namespace holdem::device
