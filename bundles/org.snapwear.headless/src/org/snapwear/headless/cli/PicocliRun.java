package org.snapwear.headless.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandLines;
import org.snapwear.headless.cli.support.ParameterMessages;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.headless.cli.support.UsageException;

import picocli.CommandLine;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.RunLast;

/**
 * One run of a picocli command: parsed and executed by picocli, with its two exception handlers routed to
 * {@link ErrorReport}, so a parse error and a {@link UsageException} thrown by the command are the same usage
 * error (exit 2), and any other failure the same one line as for every command.
 */
final class PicocliRun {
    private PicocliRun() {
    }

    /**
     * The usage text for {@code snapwear NAME ARGS... --help}: the command's, or that of the action the arguments
     * name ({@code store save --help} shows save's).
     */
    static String usage(PicocliCommand template, List<String> options) {
        PicocliCommand cmd = template.fresh();
        CommandLine current = CommandTree.of(List.of(cmd)).getSubcommands().get(cmd.name());
        for (String token : options) {
            CommandLine action = current.getSubcommands().get(token);
            if (action != null) {
                current = action;
            }
        }
        return CommandLines.usage(current);
    }

    static int run(PicocliCommand template, List<String> rest, CommandContext ctx, ErrorReport report) {
        PicocliCommand cmd = template.fresh();
        cmd.bind(ctx);
        String name = cmd.name();
        CommandLine top = CommandTree.of(List.of(cmd));
        CommandLine sub = top.getSubcommands().get(name);
        top.setOut(new PrintWriter(ctx.out(), true));
        top.setErr(new PrintWriter(ctx.err(), true));
        // the usage shown after an error is that of the command or action (store save) that refused the arguments
        top.setParameterExceptionHandler((e, args) -> report.usageError(ParameterMessages.of(e, name),
                () -> CommandLines.usage(e.getCommandLine() == top ? sub : e.getCommandLine())));
        top.setExecutionExceptionHandler((e, cl, parsed) -> e instanceof UsageException
                ? report.usageError(e.getMessage(), () -> CommandLines.usage(cl))
                : report.failure(e));
        top.setExecutionStrategy(parsed -> {
            ParseResult last = parsed;
            while (last.subcommand() != null) {
                last = last.subcommand();
            }
            if (last.isUsageHelpRequested()) {
                ctx.out().println(CommandLines.usage(last.commandSpec().commandLine()));
                return 0;
            }
            return new RunLast().execute(parsed);
        });
        List<String> argv = new ArrayList<>();
        argv.add(name);
        argv.addAll(rest);
        try {
            return top.execute(argv.toArray(new String[0]));
        } catch (Throwable e) {
            // picocli hands exceptions to the handler but lets errors through (out of memory, stack overflow)
            return report.failure(e);
        }
    }
}
