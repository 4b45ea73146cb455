package org.snapwear.gpu.bpc;

import java.util.List;

/**
 * Chooses per entry the shortest of several compressors and spends a selector of ceil(log2(n)) bits on which
 * one it was (a hardware design would run them in parallel and keep the choice in spare metadata states). Raw
 * entries stay exactly 1024 bits, as for every compressor.
 */
public final class BestOfCompressor implements EntryCompressor {
    /** Per-thread buffer for a member's encoding before the selector is prepended. */
    private static final ThreadLocal<long[]> TMP = ThreadLocal.withInitial(() -> new long[MAX_ENCODED_LONGS]);

    private final List<EntryCompressor> members;
    private final int selectorBits;
    private final String id;

    public BestOfCompressor(String id, List<EntryCompressor> members) {
        if (members.isEmpty() || members.size() > 8) {
            throw new IllegalArgumentException("best-of needs 1..8 compressors");
        }
        this.id = id;
        this.members = List.copyOf(members);
        this.selectorBits = 32 - Integer.numberOfLeadingZeros(members.size() - 1);
    }

    /** BPC (sign-folded) or zero mask, whichever is shorter: the variant that suits DL memory images best here. */
    public static BestOfCompressor dlDefault() {
        return new BestOfCompressor("bpc-zero", List.of(BpcCompressor.signFolded(), ZeroMaskCompressor.instance()));
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public int compressedBits(int[] words) {
        int best = Integer.MAX_VALUE;
        for (EntryCompressor c : members) {
            best = Math.min(best, c.compressedBits(words));
        }
        return best + selectorBits >= ENTRY_BITS ? ENTRY_BITS : best + selectorBits;
    }

    @Override
    public int encode(int[] words, long[] out) {
        int best = -1;
        int bestBits = Integer.MAX_VALUE;
        for (int i = 0; i < members.size(); i++) {
            int b = members.get(i).compressedBits(words);
            if (b < bestBits) {
                bestBits = b;
                best = i;
            }
        }
        if (bestBits + selectorBits >= ENTRY_BITS) {
            return rawInto(words, out);
        }
        long[] tmp = TMP.get();
        int n = members.get(best).encode(words, tmp);
        // prepend the selector: shift the member's stream right by selectorBits
        java.util.Arrays.fill(out, 0L);
        out[0] = (long) best << (64 - selectorBits);
        for (int i = 0; i < MAX_ENCODED_LONGS; i++) {
            out[i] |= selectorBits == 0 ? tmp[i] : tmp[i] >>> selectorBits;
            if (selectorBits != 0 && i + 1 < MAX_ENCODED_LONGS) {
                out[i + 1] |= tmp[i] << (64 - selectorBits);
            }
        }
        return n + selectorBits;
    }

    private static int rawInto(int[] words, long[] out) {
        java.util.Arrays.fill(out, 0L);
        for (int i = 0; i < 32; i++) {
            out[i >>> 1] |= (words[i] & 0xFFFFFFFFL) << ((i & 1) == 0 ? 32 : 0);
        }
        return ENTRY_BITS;
    }

    @Override
    public void decode(long[] in, int bits, int[] words) {
        BpcCompressor.checkWords(words);
        if (bits == ENTRY_BITS) {
            for (int i = 0; i < 32; i++) {
                words[i] = (int) (in[i >>> 1] >>> ((i & 1) == 0 ? 32 : 0));
            }
            return;
        }
        int sel = selectorBits == 0 ? 0 : (int) (in[0] >>> (64 - selectorBits));
        if (sel >= members.size()) {
            throw new IllegalArgumentException(id + ": selector " + sel + " names no compressor");
        }
        long[] tmp = TMP.get();
        java.util.Arrays.fill(tmp, 0L);
        for (int i = 0; i < Math.min(in.length, MAX_ENCODED_LONGS); i++) {
            tmp[i] = selectorBits == 0 ? in[i] : (in[i] << selectorBits)
                    | (i + 1 < in.length ? in[i + 1] >>> (64 - selectorBits) : 0);
        }
        members.get(sel).decode(tmp, bits - selectorBits, words);
    }
}
