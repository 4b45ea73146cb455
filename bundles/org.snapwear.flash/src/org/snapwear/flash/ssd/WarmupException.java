package org.snapwear.flash.ssd;

/** A requested warm-up state that the device cannot be in; the message says why, with the numbers. */
public final class WarmupException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public WarmupException(String reason) {
        super("impossible warm-up state: " + reason);
    }
}
