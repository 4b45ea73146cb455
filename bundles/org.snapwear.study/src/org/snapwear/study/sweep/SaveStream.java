package org.snapwear.study.sweep;

import java.io.Serializable;
import java.util.List;

import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.study.sim.SaveStreams;
import org.snapwear.study.sim.StreamSave;

/**
 * A scheme's save stream over a sequence, computed once and replayed by every cell of its key: the saves as the
 * device sees them and the scheme totals a sweep row reports. No timing of the encoder: a stream is the same
 * value whichever machine computed it.
 *
 * @param key            the scheme and snap_dis
 * @param deltaCodec     codec of delta snapshots
 * @param baselineCodec  codec of baselines
 * @param mode           scheme mode id
 * @param rawBytes       tensor bytes of all snapshots
 * @param writtenBytes   bytes written by all saves
 * @param writtenPct     100 x written / raw
 * @param maxUsefulBytes the largest useful storage after any save
 * @param verified       every snapshot round-tripped bit-exactly
 * @param saves          the saves in order
 */
public record SaveStream(SaveStreamKey key, String deltaCodec, String baselineCodec, String mode, long rawBytes,
        long writtenBytes, double writtenPct, long maxUsefulBytes, boolean verified, List<StreamSave> saves)
        implements Serializable {

    private static final long serialVersionUID = 1L;

    public SaveStream {
        saves = List.copyOf(saves);
    }

    /** The stream of a simulated run under {@code key}. */
    public static SaveStream of(SaveStreamKey key, SimulationResult sim) {
        return new SaveStream(key, sim.deltaCodec(), sim.baselineCodec(), sim.mode(), sim.rawBytes(),
                sim.writtenBytes(), sim.writtenPct(), sim.maxUsefulStorageBytes(), sim.allVerified(),
                SaveStreams.saves(sim));
    }
}
