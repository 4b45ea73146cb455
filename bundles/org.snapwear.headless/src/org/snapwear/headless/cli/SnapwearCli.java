package org.snapwear.headless.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.snapwear.headless.cli.support.Args;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommonOptions;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.headless.cli.support.Suggestions;
import org.snapwear.headless.cli.support.Subcommand;
import org.snapwear.headless.cli.support.UsageException;

/**
 * Dispatches {@code snapwear [-q|-v] [--debug] COMMAND [ARGS...]} to a {@link Subcommand} (the common options
 * anywhere before {@code --}, {@link CommonOptions}; an unknown command gets a "did you mean"): a
 * {@link PicocliCommand} is parsed and run by picocli ({@link PicocliRun}), any other command gets its arguments as {@link Args}; both fail
 * the same way ({@link ErrorReport}). Usable without OSGi ({@link #run}) so tests and the IApplication share one
 * code path.
 */
public final class SnapwearCli {
    /** Exit code for usage errors. */
    public static final int EXIT_USAGE = 2;
    /** Exit code for failures the user can act on. */
    public static final int EXIT_FAILURE = 1;
    /** Exit code for internal errors (sysexits EX_SOFTWARE). */
    public static final int EXIT_INTERNAL = 70;

    private final CommandRegistry registry;

    public SnapwearCli(CommandRegistry registry) {
        this.registry = registry;
    }

    public int run(String[] argv, PrintStream out, PrintStream err) {
        return run(argv, out, err, false);
    }

    /** Runs with progress drawn as a bar when {@code terminal} (standard error is a terminal). */
    public int run(String[] argv, PrintStream out, PrintStream err, boolean terminal) {
        List<String> args = new ArrayList<>(Arrays.asList(argv));
        CommonOptions.Given common = CommonOptions.take(args);
        boolean debug = common.debug();
        if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("-h") || args.get(0).equals("help")) {
            if (args.size() >= 2 && args.get(0).equals("help")) {
                return commandHelp(args.get(1), out, err);
            }
            printHelp(out);
            return args.isEmpty() ? EXIT_USAGE : 0;
        }
        if (args.get(0).equals("--version")) {
            args.set(0, "version");
        }
        String name = args.get(0);
        Subcommand cmd = registry.find(name).orElse(null);
        if (cmd == null) {
            err.println("snapwear: unknown command '" + name + "'" + Suggestions.didYouMean(name, commandNames())
                    + " (run 'snapwear --help' for the list)");
            return EXIT_USAGE;
        }
        List<String> rest = args.subList(1, args.size());
        if (helpRequested(cmd, rest)) {
            out.println(cmd instanceof PicocliCommand p ? PicocliRun.usage(p, beforeDoubleDash(rest)) : cmd.usage());
            return 0;
        }
        CommandContext ctx = new CommandContext(out, err, debug, common.verbosity(), terminal);
        ErrorReport report = new ErrorReport(name, rest, err, debug);
        if (cmd instanceof PicocliCommand p) {
            return PicocliRun.run(p, rest, ctx, report);
        }
        try {
            return cmd.run(new Args(name, rest), ctx);
        } catch (UsageException e) {
            return report.usageError(e.getMessage(), cmd::usage);
        } catch (Throwable e) {
            return report.failure(e);
        }
    }

    /**
     * {@code --help} or {@code -h} anywhere among the arguments shows the command's usage, whatever else is there;
     * for a picocli command only before {@code --}, after which every argument is a value.
     */
    private static boolean helpRequested(Subcommand cmd, List<String> rest) {
        List<String> options = cmd instanceof PicocliCommand ? beforeDoubleDash(rest) : rest;
        return options.contains("--help") || options.contains("-h");
    }

    private static List<String> beforeDoubleDash(List<String> rest) {
        return rest.contains("--") ? rest.subList(0, rest.indexOf("--")) : rest;
    }

    private int commandHelp(String name, PrintStream out, PrintStream err) {
        return registry.find(name).map(c -> {
            out.println(c.usage());
            return 0;
        }).orElseGet(() -> {
            err.println("snapwear: unknown command '" + name + "'" + Suggestions.didYouMean(name, commandNames()));
            return EXIT_USAGE;
        });
    }

    private List<String> commandNames() {
        return registry.commands().stream().map(Subcommand::name).toList();
    }

    private void printHelp(PrintStream out) {
        out.println("Snapwear " + org.snapwear.headless.commands.VersionCommand.version()
                + ": how checkpoints and metadata wear out storage and memory.");
        out.println();
        out.println("usage: snapwear                      open the workbench (needs a display)");
        out.println("       snapwear [-q|-v] [--debug] COMMAND [OPTIONS...]");
        out.println();
        out.println("commands:");
        int w = 0;
        for (Subcommand c : registry.commands()) {
            w = Math.max(w, c.name().length());
        }
        for (Subcommand c : registry.commands()) {
            out.printf("  %-" + w + "s  %s%n", c.name(), c.summary());
        }
        out.println();
        out.println("'snapwear COMMAND --help' shows a command's options. Every command also takes -q, --quiet (no");
        out.println("progress or notes on stderr), -v, --verbose (more of them) and --debug (stack traces on errors).");
        out.println("'snapwear man | man -l -' shows the manual page, with examples.");
    }
}
