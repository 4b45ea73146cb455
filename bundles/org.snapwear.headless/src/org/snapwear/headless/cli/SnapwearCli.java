package org.snapwear.headless.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.snapwear.trace.text.ErrorText;
import org.snapwear.headless.cli.support.Args;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.Subcommand;
import org.snapwear.headless.cli.support.UsageException;

/**
 * Dispatches {@code snapwear [--debug] COMMAND [ARGS...]} to a {@link Subcommand}. Usable without OSGi
 * ({@link #run}) so tests and the IApplication share one code path.
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
        List<String> args = new ArrayList<>(Arrays.asList(argv));
        boolean debug = args.remove("--debug");
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
            err.println("snapwear: unknown command '" + name + "' (run 'snapwear --help' for the list)");
            return EXIT_USAGE;
        }
        List<String> rest = args.subList(1, args.size());
        if (rest.contains("--help") || rest.contains("-h")) {
            out.println(cmd.usage());
            return 0;
        }
        CommandContext ctx = new CommandContext(out, err, debug);
        try {
            return cmd.run(new Args(name, rest), ctx);
        } catch (UsageException e) {
            err.println("snapwear " + ErrorText.scrub(String.valueOf(e.getMessage())));
            err.println("usage: " + firstLine(cmd.usage()) + "   (snapwear " + name + " --help for more)");
            return EXIT_USAGE;
        } catch (Throwable e) {
            Failure f = Failure.of(e, rest);
            String line = f.line();
            if (line.startsWith(name + ": ")) {
                line = line.substring(name.length() + 2); // commands that name themselves: said once, not twice
            }
            err.println("snapwear " + name + ": " + line + (f.exitCode() == EXIT_INTERNAL && !debug
                    ? " (rerun with --debug for the stack trace)" : ""));
            if (debug) {
                e.printStackTrace(err);
            }
            return f.exitCode();
        }
    }

    private int commandHelp(String name, PrintStream out, PrintStream err) {
        return registry.find(name).map(c -> {
            out.println(c.usage());
            return 0;
        }).orElseGet(() -> {
            err.println("snapwear: unknown command '" + name + "'");
            return EXIT_USAGE;
        });
    }

    private void printHelp(PrintStream out) {
        out.println("Snapwear " + org.snapwear.headless.commands.VersionCommand.version()
                + ": how checkpoints and metadata wear out storage and memory.");
        out.println();
        out.println("usage: snapwear                      open the workbench (needs a display)");
        out.println("       snapwear [--debug] COMMAND [OPTIONS...]");
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
        out.println("'snapwear COMMAND --help' shows a command's options. --debug prints stack traces on errors.");
    }

    private static String firstLine(String s) {
        int i = s.indexOf('\n');
        return i < 0 ? s : s.substring(0, i);
    }
}
