package org.snapwear.spark.compress;

import java.io.Serializable;

import org.snapwear.codec.container.ChunkRangeResult;

/**
 * What a stage 2 task returns: the engine's result of encoding its chunk range, and which part it belongs to.
 *
 * @param save   save index
 * @param part   part index in the save
 * @param result the range's payloads, times and round trip
 */
public record RangeResult(int save, int part, ChunkRangeResult result) implements Serializable {
    private static final long serialVersionUID = 1L;
}
