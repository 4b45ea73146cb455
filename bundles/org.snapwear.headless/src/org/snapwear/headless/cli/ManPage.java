package org.snapwear.headless.cli;

import java.util.List;
import java.util.Locale;

import org.snapwear.headless.cli.support.CommonOptions;

import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The manual page snapwear(1) in troff, generated from the same picocli model as the usage texts: every command's
 * synopsis, description, parameters and options (the common ones once, at the top), each action of a command (such
 * as {@code store save}) in a section of its own after it, then exit status, environment, and the written sections
 * of {@link ManSections}: examples, files, see also. (picocli-codegen's ManPageGenerator writes AsciiDoc, which
 * needs asciidoctor to become a man page; this writes the man page directly, so the build needs nothing beyond
 * picocli.)
 */
public final class ManPage {
    private ManPage() {
    }

    /** The page for a command tree ({@link CommandTree#of}). */
    public static String of(CommandLine tree, String version) {
        StringBuilder b = new StringBuilder();
        b.append(".TH SNAPWEAR 1 \"\" \"Snapwear ").append(text(version)).append("\" \"Snapwear Manual\"\n");
        b.append(".SH NAME\nsnapwear \\- ").append(text(first(tree.getCommandSpec().usageMessage().header())))
                .append('\n');
        b.append(".SH SYNOPSIS\n.B snapwear\n.br\n.B snapwear\n[\\-q|\\-v] [\\-\\-debug] \\fICOMMAND\\fR [\\fIOPTIONS\\fR...]\n");
        b.append(".SH DESCRIPTION\n").append(text(first(tree.getCommandSpec().usageMessage().description())))
                .append("\nWith a command, runs it headless and exits with its exit status. Every command prints a ")
                .append("table, or one JSON object with \\fB\\-\\-json\\fR (strict JSON: NaN and infinities are ")
                .append("null). Numbers take the suffixes k, M, G, T (powers of 1000) and KiB, MiB, GiB, TiB ")
                .append("(powers of 1024).\n");
        options(b, tree.getCommandSpec());
        b.append(".SH COMMANDS\n");
        for (CommandLine sub : tree.getSubcommands().values()) {
            command(b, sub, sub.getCommandName());
        }
        b.append(".SH EXIT STATUS\n.TP\n.B 0\nsuccess\n.TP\n.B 1\na failure the user can act on (the message names ")
                .append("the file, offset or line, and the reason)\n.TP\n.B 2\na usage error (unknown option, ")
                .append("missing argument, value out of range)\n.TP\n.B 70\nan internal error (rerun with ")
                .append("\\fB\\-\\-debug\\fR for the stack trace)\n");
        b.append(".SH ENVIRONMENT\n.TP\n.B SNAPWEAR_HEAP\nJava heap of the run (default 4g)\n.TP\n")
                .append(".B SNAPWEAR_HOME\nthe product directory to run\n.TP\n.B SNAPWEAR_WORKSPACE\n")
                .append("the workbench's workspace\n.TP\n.B SNAPWEAR_OSGI\n")
                .append("1 runs a headless command in the OSGi framework, as the workbench runs, instead of on the ")
                .append("flat class path\n.TP\n.B XDG_CACHE_HOME\nwhere the per-user cache is (default ~/.cache)\n");
        ManSections.append(b);
        return b.toString();
    }

    /** A command's section, then one section per action of it ({@code store save}, ...), titled by the words. */
    private static void command(StringBuilder b, CommandLine sub, String title) {
        CommandSpec spec = sub.getCommandSpec();
        b.append(".SS ").append(title).append('\n');
        if (spec.userObject() instanceof CommandSpec) {
            // a command that parses its own arguments: its usage text as written (CommandTree escaped its %)
            String usage = String.join("\n", spec.usageMessage().description()).replace("%%", "%");
            b.append(".nf\n").append(text(usage)).append("\n.fi\n");
            return;
        }
        String synopsis = sub.getHelp().synopsis(0).stripTrailing();
        b.append(".nf\n").append(text(synopsis)).append("\n.fi\n");
        for (String d : spec.usageMessage().description()) {
            b.append(".PP\n").append(text(format(d))).append('\n');
        }
        for (PositionalParamSpec p : spec.positionalParameters()) {
            if (!p.hidden()) {
                b.append(".TP\n.I ").append(text(p.paramLabel())).append('\n')
                        .append(text(String.join(" ", p.renderedDescription()))).append('\n');
            }
        }
        options(b, spec);
        for (CommandLine action : sub.getSubcommands().values()) {
            command(b, action, title + " " + action.getCommandName());
        }
    }

    private static void options(StringBuilder b, CommandSpec spec) {
        for (OptionSpec o : spec.options()) {
            if (o.hidden() && !o.usageHelp() || spec.parent() != null && common(o)) {
                continue; // the common options are listed once, under the top-level OPTIONS
            }
            b.append(".TP\n.B ").append(text(String.join(", ", o.names())));
            if (o.typeInfo().isBoolean()) {
                b.append('\n');
            } else {
                b.append(" \\fI").append(text(o.paramLabel())).append("\\fR\n");
            }
            b.append(text(String.join(" ", o.renderedDescription()))).append('\n');
        }
    }

    private static boolean common(OptionSpec o) {
        return o.userObject() instanceof java.lang.reflect.Field f && f.getDeclaringClass() == CommonOptions.class;
    }

    private static String first(String[] lines) {
        return lines.length == 0 ? "" : format(lines[0]);
    }

    /** A picocli description line as printed: a format string ({@code %%} is a per cent sign). */
    private static String format(String line) {
        return String.format(Locale.ROOT, line).strip();
    }

    /** Text for troff: backslashes and hyphens escaped, no line starting with a control character. */
    static String text(String s) {
        String t = Ansi.OFF.string(s).replace("\\", "\\e").replace("-", "\\-");
        StringBuilder b = new StringBuilder();
        for (String line : List.of(t.split("\n", -1))) {
            if (b.length() > 0) {
                b.append('\n');
            }
            b.append(line.startsWith(".") || line.startsWith("'") ? "\\&" + line : line);
        }
        return b.toString();
    }
}
