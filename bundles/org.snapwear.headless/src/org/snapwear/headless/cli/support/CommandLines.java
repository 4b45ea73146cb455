package org.snapwear.headless.cli.support;

import java.util.ArrayList;
import java.util.List;

import org.snapwear.study.cli.NumberConverters;

import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * The picocli settings every Snapwear command line shares, and the usage text of one command. The common options
 * ({@link CommonOptions}) are mixed into every command, long options may be abbreviated, {@code @file}
 * arguments are not expanded (an argument starting with {@code @} is a file name, as it always was), numbers go
 * through {@link NumberConverters}, and the usage starts with the synopsis {@code snapwear NAME ...} (the one-line
 * summary, picocli's header, is for listings only).
 */
public final class CommandLines {
    /** The program name in synopses. */
    public static final String PROGRAM = "snapwear";

    private CommandLines() {
    }

    /**
     * Applies the shared settings to a command line and to the subcommands it has at this moment, and lets each
     * picocli command add its run-time texts ({@link PicocliCommand#describe}).
     */
    public static CommandLine configure(CommandLine cl) {
        cl.setExpandAtFiles(false);
        // --iter for --iteration, as long as one option starts so (picocli's abbreviated options)
        cl.setAbbreviatedOptionsAllowed(true);
        NumberConverters.registerAll(cl);
        describe(cl);
        return cl;
    }

    private static void describe(CommandLine cl) {
        if (cl.getCommand() instanceof PicocliCommand p) {
            p.describeIn(cl.getCommandSpec());
            addCommonOptions(cl);
        }
        cl.getSubcommands().values().forEach(CommandLines::describe);
    }

    /** Mixes {@link CommonOptions} into a command line once (its usage lists them, picocli accepts them). */
    public static void addCommonOptions(CommandLine cl) {
        if (!cl.getMixins().containsKey(CommonOptions.MIXIN)) {
            cl.addMixin(CommonOptions.MIXIN, new CommonOptions());
        }
    }

    /** The command under a bare {@code snapwear} parent, configured, so its synopsis reads "snapwear NAME". */
    public static CommandLine under(PicocliCommand cmd) {
        CommandLine top = new CommandLine(CommandSpec.create().name(PROGRAM));
        CommandLine sub = new CommandLine(cmd);
        top.addSubcommand(cmd.name(), sub);
        configure(top);
        return sub;
    }

    /** The usage text of a command line for one command, without the trailing newline picocli adds. */
    public static String usage(CommandLine sub) {
        List<String> keys = new ArrayList<>(sub.getHelpSectionKeys());
        keys.remove(CommandLine.Model.UsageMessageSpec.SECTION_KEY_HEADER_HEADING);
        keys.remove(CommandLine.Model.UsageMessageSpec.SECTION_KEY_HEADER);
        sub.setHelpSectionKeys(keys);
        return sub.getUsageMessage(Ansi.OFF).stripTrailing();
    }

    /** The usage text of a command. */
    public static String usage(PicocliCommand cmd) {
        return usage(under(cmd));
    }

    /** Parses and runs a command outside the dispatcher; a parse error is a {@link UsageException}. */
    static int runAlone(PicocliCommand cmd, List<String> tokens, CommandContext ctx) throws Exception {
        CommandLine sub = under(cmd);
        ParseResult parsed;
        try {
            parsed = sub.parseArgs(tokens.toArray(new String[0]));
        } catch (ParameterException e) {
            throw new UsageException(ParameterMessages.of(e, cmd.name()));
        }
        if (parsed.isUsageHelpRequested()) {
            ctx.out().println(usage(sub));
            return 0;
        }
        cmd.bind(ctx);
        return cmd.call();
    }
}
