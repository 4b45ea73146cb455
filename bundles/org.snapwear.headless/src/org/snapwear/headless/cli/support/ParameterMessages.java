package org.snapwear.headless.cli.support;

import java.lang.reflect.Field;
import java.util.List;

import org.snapwear.study.cli.NumberConverters;

import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * picocli's parse errors in Snapwear's words, the ones {@link Args} has always printed (the tests and scripts
 * match them): "inspect: missing PATH", "store: option --iteration is required", "ssd: option --trace needs a
 * value", "version: unknown option --colour", "stats: unexpected argument extra", "slc: --page expects a whole
 * number, got 'ten'".
 */
public final class ParameterMessages {
    private ParameterMessages() {
    }

    /** The message after {@code snapwear }, starting with the command's name. */
    public static String of(ParameterException e, String command) {
        if (e instanceof UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String t = u.getUnmatched().get(0);
            var actions = u.getCommandLine().getSubcommands().keySet();
            if (!actions.isEmpty() && !t.startsWith("-")) {
                // a command made of actions (store save, store list, ...): the word is not one of them
                return command + ": unknown action '" + t + "'" + Suggestions.didYouMean(u) + " ("
                        + String.join(", ", actions) + ")";
            }
            boolean option = t.startsWith("-") && !t.equals("-") && !t.matches("-[0-9.].*");
            return command + ": " + (option ? "unknown option " + t + Suggestions.didYouMean(u)
                    : "unexpected argument " + t);
        }
        List<String> unmatched = e.getCommandLine() == null ? List.of() : e.getCommandLine().getUnmatchedArguments();
        if (e instanceof MissingParameterException && !unmatched.isEmpty() && unmatched.get(0).startsWith("-")) {
            // "inspect -x": picocli took -x for an option it does not know, then missed PATH; the unknown option is
            // the mistake to name (a file whose name starts with - is given after --)
            return command + ": unknown option " + unmatched.get(0);
        }
        if (e instanceof MissingParameterException m && !m.getMissing().isEmpty()) {
            ArgSpec a = m.getMissing().get(0);
            if (a instanceof OptionSpec o) {
                // picocli says "Missing required parameter for option" when the option is there without its value
                boolean valueMissing = String.valueOf(e.getMessage()).startsWith("Missing required parameter for");
                return command + ": option " + o.longestName() + (valueMissing ? " needs a value" : " is required");
            }
            return command + ": missing " + missingText(a);
        }
        if (e instanceof OverwrittenOptionException o && o.getOverwritten() != null) {
            return command + ": option " + name(o.getOverwritten()) + " is given more than once";
        }
        if (e.getCause() instanceof TypeConversionException t && e.getArgSpec() != null) {
            return command + ": " + NumberConverters.message(t.getMessage(), name(e.getArgSpec()));
        }
        return command + ": " + e.getMessage();
    }

    /** The parameter's {@link MissingText} if its field has one, else its label. */
    private static String missingText(ArgSpec a) {
        Object target = a.userObject();
        if (target instanceof Field f && f.getAnnotation(MissingText.class) != null) {
            return f.getAnnotation(MissingText.class).value();
        }
        return a.paramLabel();
    }

    private static String name(ArgSpec a) {
        return a instanceof OptionSpec o ? o.longestName() : a.paramLabel();
    }
}
