package org.snapwear.headless.cli.support;

/**
 * The command could not do its work for a reason the user can act on (bad input file, missing directory,
 * failed verification). Exit code 1; the message is printed as one line.
 */
public class CommandFailedException extends Exception {
    private static final long serialVersionUID = 1L;

    public CommandFailedException(String message) {
        super(message);
    }

    public CommandFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
