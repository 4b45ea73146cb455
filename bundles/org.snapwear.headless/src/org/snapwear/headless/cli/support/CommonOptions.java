package org.snapwear.headless.cli.support;

import picocli.CommandLine.Option;

/**
 * The options every command takes, anywhere before {@code --} ({@code snapwear -q store save ...} or
 * {@code snapwear store save ... -q}): mixed into each command's usage by {@link CommandLines#configure}; the
 * dispatcher reads them before the command runs ({@link #take}), so their meaning is the same for every command.
 */
public final class CommonOptions {
    /** The name of the mixin in every command's picocli model. */
    public static final String MIXIN = "common";

    @Option(names = { "-q", "--quiet" }, description = "no progress and no notes on stderr (errors still)")
    boolean quiet;

    @Option(names = { "-v", "--verbose" }, description = "progress as plain lines at least every second, and more "
            + "notes on stderr")
    boolean verbose;

    @Option(names = "--debug", description = "print stack traces on errors")
    boolean debug;

    /** The common options found and removed from {@code args} (up to {@code --}). */
    public record Given(Verbosity verbosity, boolean debug) {
    }

    /**
     * Takes the common options out of the arguments before {@code --}: the last of {@code -q}/{@code -v} wins,
     * as in zstd.
     */
    public static Given take(java.util.List<String> args) {
        Verbosity v = Verbosity.NORMAL;
        boolean debug = false;
        for (int i = 0; i < args.size();) {
            String a = args.get(i);
            if (a.equals("--")) {
                break;
            }
            switch (a) {
                case "-q", "--quiet" -> v = Verbosity.QUIET;
                case "-v", "--verbose" -> v = Verbosity.VERBOSE;
                case "--debug" -> debug = true;
                default -> {
                    i++;
                    continue;
                }
            }
            args.remove(i);
        }
        return new Given(v, debug);
    }
}
