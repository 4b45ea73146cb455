package org.snapwear.trace.contrib;

/**
 * Where contribution problems go: an SLF4J logger at WARN (in the product slf4j-simple prints it on stderr; without a
 * binding slf4j-api stays silent after its one warning line). The logger is created on the first problem, not when
 * the registry loads, and if slf4j-api itself is missing from a plain class path the message goes to stderr as
 * {@code WARN NAME - message}, so an engine jar keeps working with nothing but its own libraries.
 */
public final class ContributionLog {
    private final String name;
    /** The SLF4J logger once created (typed Object so this class links without slf4j-api); null until then. */
    private volatile Object logger;
    private volatile boolean noSlf4j;

    /** @param name the logger's name, e.g. {@code org.snapwear.codec} */
    public ContributionLog(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    /** Logs one contribution problem at WARN. */
    public void warn(String message) {
        if (!noSlf4j) {
            try {
                Object l = logger;
                if (l == null) {
                    l = Slf4j.logger(name);
                    logger = l;
                }
                Slf4j.warn(l, message);
                return;
            } catch (LinkageError e) { // no slf4j-api on the class path
                noSlf4j = true;
            }
        }
        System.err.println("WARN " + name + " - " + message);
    }

    /** The only code that names SLF4J types: loaded on the first problem, never if there is none. */
    private static final class Slf4j {
        static Object logger(String name) {
            return org.slf4j.LoggerFactory.getLogger(name);
        }

        static void warn(Object logger, String message) {
            ((org.slf4j.Logger) logger).warn(message);
        }
    }
}
