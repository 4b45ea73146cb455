package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.snapwear.headless.cli.CommandRegistry;
import org.snapwear.headless.cli.CompletionCommand;
import org.snapwear.headless.cli.ManCommand;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.headless.cli.support.Subcommand;

import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The shell completion script and the man page are generated from the command tree, so they name every command
 * and every option of every picocli command. The build keeps them: this test writes them to
 * {@code target/snapwear-completion.bash} and {@code target/snapwear.1} of this bundle (the product ships them as
 * {@code snapwear completion} and {@code snapwear man}).
 */
class GeneratedDocsTest {

    private static Path target() throws IOException {
        Path t = Path.of("target");
        return Files.isDirectory(t) ? t : Files.createTempDirectory("snapwear-docs");
    }

    @Test
    void completionScriptKnowsEveryCommandAndOptionAndIsValidBash() throws Exception {
        String script = CompletionCommand.script();
        Path file = Files.writeString(target().resolve("snapwear-completion.bash"), script, StandardCharsets.UTF_8);
        assertTrue(script.contains("complete -F _complete_snapwear"), script);
        for (Subcommand c : CommandRegistry.builtIn().commands()) {
            assertTrue(script.contains("\"" + c.name() + "\"") || script.contains(" " + c.name() + " ")
                    || script.contains(" " + c.name() + "\""), "completes " + c.name());
            if (c instanceof PicocliCommand p) {
                for (OptionSpec o : CommandLine.Model.CommandSpec.forAnnotatedObject(p.fresh()).options()) {
                    assertTrue(script.contains(o.longestName()), c.name() + " " + o.longestName());
                }
            }
        }
        if (Files.isExecutable(Path.of("/bin/bash"))) {
            Process bash = new ProcessBuilder("/bin/bash", "-n", file.toString()).redirectErrorStream(true).start();
            assertTrue(bash.waitFor(30, TimeUnit.SECONDS));
            assertEquals(0, bash.exitValue(), new String(bash.getInputStream().readAllBytes()));
        }
        CliRun r = CliRun.run("completion");
        assertEquals(0, r.exit(), r.err());
        assertEquals(script, r.out());
    }

    @Test
    void manPageHasEveryCommandItsOptionsAndTheExitCodes() throws Exception {
        String page = ManCommand.page();
        Files.writeString(target().resolve("snapwear.1"), page, StandardCharsets.UTF_8);
        assertTrue(page.startsWith(".TH SNAPWEAR 1 "), page);
        for (Subcommand c : CommandRegistry.builtIn().commands()) {
            assertTrue(page.contains("\n.SS " + c.name() + "\n"), "section for " + c.name());
            if (c instanceof PicocliCommand p) {
                for (OptionSpec o : CommandLine.Model.CommandSpec.forAnnotatedObject(p.fresh()).options()) {
                    assertTrue(page.contains(o.longestName().replace("-", "\\-")), c.name() + " " + o.longestName());
                }
            }
        }
        for (String exit : new String[] { "\n.B 0\n", "\n.B 1\n", "\n.B 2\n", "\n.B 70\n" }) {
            assertTrue(page.contains(exit), exit);
        }
        for (String line : page.split("\n")) {
            assertTrue(!line.startsWith(".") || line.matches("\\.(TH|SH|SS|TP|PP|B|I|br|nf|fi)( .*)?"), line);
        }
        assertEquals(page, CliRun.run("man").out());
    }
}
