package org.snapwear.headless.cli.support;

/**
 * One headless subcommand ({@code ./snapwear NAME ...}). Implementations parse their options from {@link Args},
 * call the engines, and print through {@link CommandContext}: a human-readable table by default, one JSON
 * object with {@code --json}. They compute nothing the engines do not already offer to the workbench.
 */
public interface Subcommand {

    /** The word typed after {@code snapwear}. */
    String name();

    /** One line for the {@code --help} listing. */
    String summary();

    /** Full usage text shown by {@code snapwear NAME --help} and after a usage error. */
    String usage();

    /**
     * Runs the command.
     *
     * @return the process exit code (0 = success)
     * @throws UsageException  for bad or missing options (exit code 2, message plus usage)
     * @throws CommandFailedException for failures the user can act on (exit code 1, one-line message)
     * @throws Exception       anything else is a bug: exit code 70, stack trace only with {@code --debug}
     */
    int run(Args args, CommandContext context) throws Exception;
}
