package org.snapwear.headless.cli;

import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.PicocliCommand;

import picocli.AutoComplete;
import picocli.CommandLine.Command;

/**
 * {@code snapwear completion}: the bash (and zsh, through bashcompinit) completion script picocli generates from
 * the command tree: command names, every option, and file names where a command takes a path.
 */
@Command(name = "completion", header = "print the shell completion script (bash; zsh with bashcompinit)",
        description = { "Install it for the current user with",
            "  ./snapwear completion > ~/.local/share/bash-completion/completions/snapwear",
            "or load it into the running shell with  source <(./snapwear completion). The build also writes it to "
                + "bundles/org.snapwear.headless.tests/target/snapwear-completion.bash." })
public final class CompletionCommand extends PicocliCommand {

    /** The script for the built-in commands. */
    public static String script() {
        return AutoComplete.bash("snapwear", CommandTree.of(CommandRegistry.builtIn().commands()));
    }

    @Override
    protected int execute(CommandContext ctx) {
        ctx.out().print(script());
        return 0;
    }
}
