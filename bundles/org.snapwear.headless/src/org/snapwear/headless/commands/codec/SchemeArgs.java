package org.snapwear.headless.commands.codec;

import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.study.cli.SchemeOptionsMixin;

/**
 * The scheme options of every headless command that takes them ({@code compress}, {@code ssd --sequence},
 * {@code store save}, {@code store watch}), declared once in {@link SchemeOptionsMixin}: what it hands over (ranges
 * checked, then the one scheme parser, {@link SchemeSpec#parse}) becomes, when refused, a usage error (exit code 2)
 * prefixed with the command's name.
 */
public final class SchemeArgs {

    private SchemeArgs() {
    }

    /** The options as given, each number in its range. */
    public static SchemeOptions given(String command, SchemeOptionsMixin options) throws UsageException {
        try {
            return options.given();
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + e.getMessage());
        }
    }

    /** The scheme the options name, missing ones taken from the command's defaults (its form's). */
    public static SchemeSpec parse(String command, SchemeOptionsMixin options) throws UsageException {
        try {
            return options.scheme();
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + e.getMessage());
        }
    }
}
