package org.snapwear.spark.compress;

import java.io.Serializable;

/**
 * Stage 1's result for one part: the codec parameters {@code prepare} computed over the whole part, as the
 * container header stores them, and the time it took (part of the save's encode time).
 *
 * @param task   the part
 * @param params {@link org.snapwear.codec.spi.CodecParams#toBytes()}
 * @param nanos  prepare time
 */
public record PreparedPart(PartTask task, byte[] params, long nanos) implements Serializable {

    public PreparedPart {
        params = params.clone();
    }

    @Override
    public byte[] params() {
        return params.clone();
    }
}
