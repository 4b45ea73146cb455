package org.snapwear.headless.commands.codec;

import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.headless.cli.support.UsageException;

/**
 * The scheme options of every command that takes them ({@code compress}, {@code ssd --sequence}, {@code store save},
 * {@code store watch}): what the command read is handed to the one scheme parser, {@link SchemeSpec#parse}, and a
 * broken rule is a usage error (exit code 2) prefixed with the command's name.
 */
public final class SchemeArgs {

    private SchemeArgs() {
    }

    /** The scheme the options name, missing ones taken from {@code defaults}. */
    public static SchemeSpec parse(String command, SchemeOptions given, SchemeOptions defaults) throws UsageException {
        try {
            return SchemeSpec.parse(given, defaults);
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + e.getMessage());
        }
    }
}
