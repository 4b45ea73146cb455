package org.snapwear.codec.loss;

/** An unknown profile or a malformed profile file; the message is one line for the user (file, line, reason). */
public final class LossProfileException extends Exception {
    private static final long serialVersionUID = 1L;

    public LossProfileException(String message) {
        super(message);
    }
}
