package org.snapwear.headless.cli;

import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.headless.commands.VersionCommand;

import picocli.CommandLine.Command;

/** {@code snapwear man}: the manual page snapwear(1), generated from the command tree ({@link ManPage}). */
@Command(name = "man", header = "print the manual page snapwear(1) (troff, for man -l)",
        description = { "Read it with  ./snapwear man | man -l -  or install it with",
            "  ./snapwear man > ~/.local/share/man/man1/snapwear.1",
            "The build also writes it to bundles/org.snapwear.headless.tests/target/snapwear.1." })
public final class ManCommand extends PicocliCommand {

    /** The page for the built-in commands. */
    public static String page() {
        return ManPage.of(CommandTree.of(CommandRegistry.builtIn().commands()), VersionCommand.version());
    }

    @Override
    protected int execute(CommandContext ctx) {
        ctx.out().print(page());
        return 0;
    }
}
