package org.snapwear.flash.log;

import org.snapwear.flash.ssd.EventKind;

/**
 * One decoded event of a {@link BlockStateLog}.
 *
 * @param step   1-based event number (applying it turns state step-1 into state step)
 * @param kind   what happened
 * @param arg    logical page for host events, block for GC and wear levelling
 * @param fileId file-layer id of the file being written, or -1
 * @param blocks blocks whose state changed
 */
public record EventRecord(long step, EventKind kind, int arg, int fileId, int[] blocks) {
}
