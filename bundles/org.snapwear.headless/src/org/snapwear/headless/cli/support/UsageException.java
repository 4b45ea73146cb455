package org.snapwear.headless.cli.support;

/** The command line is wrong: unknown option, missing argument, unparsable number. Exit code 2. */
public class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
