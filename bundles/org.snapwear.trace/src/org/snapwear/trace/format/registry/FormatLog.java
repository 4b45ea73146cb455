package org.snapwear.trace.format.registry;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where contribution problems go: SLF4J logger {@code org.snapwear.trace.formats} at WARN (in the product slf4j-simple
 * prints it on stderr; without a binding slf4j-api stays silent after its one warning line). The logger is created
 * on the first problem, not when the registry loads, and if slf4j-api itself is missing from a plain class path the
 * message goes to stderr, so the trace jar keeps working with nothing but its readers' libraries.
 */
final class FormatLog {
    static final String NAME = "org.snapwear.trace.formats";

    private FormatLog() {
    }

    static void warn(String message) {
        try {
            Holder.LOG.warn(message);
        } catch (LinkageError e) { // no slf4j-api on the class path
            System.err.println("WARN " + NAME + " - " + message);
        }
    }

    /** Initialised on first use only (lazy holder), so a missing slf4j-api costs nothing until something is logged. */
    private static final class Holder {
        static final Logger LOG = LoggerFactory.getLogger(NAME);
    }
}
