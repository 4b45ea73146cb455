package org.snapwear.headless.cli;

import java.util.List;

import org.snapwear.headless.cli.support.CommandLines;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.headless.cli.support.Subcommand;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The whole {@code snapwear} command line as one picocli tree: the top-level options and every subcommand,
 * picocli ones as they declare themselves, the others by name and summary. Runs use a tree of the one command they
 * run; the shell completion script and the man page are generated from the full tree.
 */
public final class CommandTree {
    private CommandTree() {
    }

    /** The tree of the given commands. */
    public static CommandLine of(List<Subcommand> commands) {
        CommandSpec top = CommandSpec.create().name(CommandLines.PROGRAM);
        top.usageMessage().header("how checkpoints and metadata wear out storage and memory")
                .description("Without a command, opens the workbench (needs a display).");
        top.addOption(OptionSpec.builder("-h", "--help").type(boolean.class).usageHelp(true)
                .description("list the commands").build());
        top.addOption(OptionSpec.builder("--version").type(boolean.class).versionHelp(true)
                .description("print the version (as the version command)").build());
        CommandLine cl = new CommandLine(top);
        for (Subcommand c : commands) {
            cl.addSubcommand(c.name(), c instanceof PicocliCommand p ? new CommandLine(p) : new CommandLine(spec(c)));
        }
        CommandLines.addCommonOptions(cl);
        return CommandLines.configure(cl);
    }

    /** A command that parses its own arguments: its name and texts, and it takes any argument. */
    private static CommandSpec spec(Subcommand c) {
        CommandSpec s = CommandSpec.create().name(c.name());
        // picocli reads these texts as format strings
        s.usageMessage().header(c.summary().replace("%", "%%")).description(c.usage().replace("%", "%%"));
        s.parser().unmatchedArgumentsAllowed(true);
        return s;
    }
}
