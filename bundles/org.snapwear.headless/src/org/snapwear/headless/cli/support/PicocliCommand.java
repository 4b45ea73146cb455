package org.snapwear.headless.cli.support;

import java.util.List;
import java.util.concurrent.Callable;

import org.snapwear.model.ranges.ParameterRange;
import org.snapwear.study.cli.NumberConverters;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

/**
 * A subcommand declared with picocli: its {@code @Command} gives the name, the one-line summary ({@code header})
 * and the description, its {@code @Option}/{@code @Parameters} fields the options, and usage and help are
 * generated from them ({@link CommandLines#usage}). Numbers are parsed with the one suffix rule
 * ({@link NumberConverters}); a value outside its study range is refused by {@link #inRange} before any work, with
 * the same message and exit code 2 as before. The instance registered is a template: every run parses into a
 * fresh one ({@link #fresh()}), so nothing of one run's options is left for the next.
 */
@Command(synopsisHeading = "", descriptionHeading = "%n", parameterListHeading = "%n", optionListHeading = "%n",
        sortOptions = false, sortSynopsis = false, usageHelpWidth = 110)
public abstract class PicocliCommand implements Subcommand, Callable<Integer> {

    // hidden: the old usage texts did not list it, and every command takes it
    @Option(names = { "-h", "--help" }, usageHelp = true, hidden = true, description = "show this help")
    private boolean helpRequested;

    /** Filled by picocli: the parsed model, for {@link #inRange} and the original texts of values. */
    @Spec
    protected CommandSpec spec;

    private CommandContext context;

    private Command annotation() {
        return getClass().getAnnotation(Command.class);
    }

    @Override
    public final String name() {
        return annotation().name();
    }

    @Override
    public final String summary() {
        return String.join(" ", annotation().header());
    }

    @Override
    public final String usage() {
        return CommandLines.usage(fresh());
    }

    /** Runs without the dispatcher (the {@link Subcommand} contract): the arguments are parsed by picocli. */
    @Override
    public final int run(Args args, CommandContext ctx) throws Exception {
        return CommandLines.runAlone(fresh(), args.remaining(), ctx);
    }

    /** A new instance of this command with no option parsed yet. */
    public final PicocliCommand fresh() {
        try {
            return getClass().getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(getClass().getName() + " needs a public no-argument constructor", e);
        }
    }

    /**
     * Adds what an annotation cannot hold to the usage text: lists computed at run time (presets, codec and format
     * ids). Text given here is a picocli format string, so a literal per cent sign is written {@code %%}.
     */
    protected void describe(UsageMessageSpec usage) {
        // most commands say everything in their annotations
    }

    /** Applies {@link #describe} to the command's model; called where command lines are made. */
    final void describeIn(CommandSpec commandSpec) {
        describe(commandSpec.usageMessage());
    }

    /** Sets where the run prints; called once, before picocli calls {@link #call()}. */
    public final void bind(CommandContext ctx) {
        this.context = ctx;
    }

    @Override
    public final Integer call() throws Exception {
        return execute(context());
    }

    /** Where this run prints: set by {@link #bind}, or, for an action under a command, the command's. */
    private CommandContext context() {
        if (context == null && spec != null && spec.parent() != null
                && spec.parent().userObject() instanceof PicocliCommand parent) {
            return parent.context();
        }
        return context;
    }

    /**
     * The command word after {@code snapwear} that errors start with: the name, or for an action such as
     * {@code store save} the command's ("store: ...", as every message of the command says).
     */
    protected final String commandWord() {
        CommandSpec s = spec;
        while (s.parent() != null && s.parent().parent() != null) {
            s = s.parent();
        }
        return s.name();
    }

    /**
     * Does the command's work once its options are parsed.
     *
     * @return the process exit code (0 = success)
     * @throws UsageException         for a combination of options that is wrong (exit code 2)
     * @throws CommandFailedException for failures the user can act on (exit code 1)
     */
    protected abstract int execute(CommandContext ctx) throws Exception;

    /** True if the option was given on the command line (not just defaulted). */
    protected final boolean given(String option) {
        ParseResult r = spec.commandLine().getParseResult();
        return r != null && r.hasMatchedOption(option);
    }

    /**
     * Refuses a numeric option outside its range, e.g. "slc: --segment must be between 1 and 65536 bytes, got
     * '-8'" (the text as typed); a value left at its default is not checked.
     */
    protected final void inRange(String option, ParameterRange range) throws UsageException {
        if (!given(option)) {
            return;
        }
        OptionSpec o = spec.findOption(option);
        Object v = o.getValue();
        boolean ok = v instanceof Long || v instanceof Integer ? range.contains(((Number) v).longValue())
                : range.contains(((Number) v).doubleValue());
        if (!ok) {
            List<String> texts = o.originalStringValues();
            throw new UsageException(commandWord() + ": " + option + " must be " + range.allowed() + ", got '"
                    + texts.get(texts.size() - 1) + "'");
        }
    }
}
