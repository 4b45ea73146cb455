package org.snapwear.study.blocks;

import java.util.Arrays;
import java.util.function.IntFunction;

import org.snapwear.flash.log.EventRecord;

/**
 * Words for one block-state event, the same text as {@code BlockStateLog.describe(step)} but from an
 * {@link EventRecord} the model already holds, so stepping does not decode the log from a checkpoint again.
 */
public final class BlockEventText {

    private BlockEventText() {
    }

    public static String describe(EventRecord e, IntFunction<String> fileNames) {
        String blocksText = Arrays.toString(e.blocks());
        String file = e.fileId() >= 0 ? " of file " + fileNames.apply(e.fileId()) : "";
        switch (e.kind()) {
            case HOST_WRITE:
                return "host write" + file + " (logical page " + e.arg() + "), blocks changed " + blocksText;
            case HOST_TRIM:
                return "host trim" + file + " (logical page " + e.arg() + "), blocks changed " + blocksText;
            case GC:
                return "GC of block " + e.arg() + ": valid pages copied, block erased; blocks changed " + blocksText;
            case WEAR_LEVEL:
                return "wear levelling of block " + e.arg() + ": data moved, block erased; blocks changed " + blocksText;
            default:
                throw new IllegalStateException(e.kind().toString());
        }
    }
}
