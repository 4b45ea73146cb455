package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.cli.CommandRegistry;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.headless.cli.support.Subcommand;

import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The commands declared with picocli: usage generated from their options, {@code --} ends the options, and the
 * errors picocli finds are the one-line usage errors (exit 2) every command gives.
 */
class PicocliCommandsTest {

    @TempDir
    Path tmp;

    @Test
    void usageIsGeneratedFromTheDeclaredOptions() {
        for (Subcommand c : CommandRegistry.builtIn().commands()) {
            assertTrue(c instanceof PicocliCommand, c.name() + " is declared with picocli");
            CliRun help = CliRun.run(c.name(), "--help");
            assertEquals(0, help.exit(), c.name());
            assertTrue(help.out().startsWith("snapwear " + c.name()), help.out());
            assertEquals(help.out(), CliRun.run("help", c.name()).out());
            if (c instanceof PicocliCommand p) {
                for (OptionSpec o : CommandLine.Model.CommandSpec.forAnnotatedObject(p.fresh()).options()) {
                    assertTrue(o.hidden() || help.out().contains(o.longestName()), c.name() + " " + o.longestName());
                }
            }
        }
    }

    @Test
    void doubleDashEndsTheOptions() throws Exception {
        // a file whose name looks like an option: after --, it is the PATH (exit 1: not a checkpoint), not an
        // unknown option (exit 2)
        CliRun r = CliRun.run("inspect", "--", "--json");
        assertEquals(1, r.exit(), r.err());
        assertEquals("snapwear inspect: --json: no such file or directory", r.err().strip());
        CliRun h = CliRun.run("inspect", "--", "-h");
        assertEquals(1, h.exit(), "-h after -- is the PATH, not a request for help: " + h.out());
        assertEquals("snapwear inspect: -h: no such file or directory", h.err().strip());
        Path odd = Files.writeString(tmp.resolve("--x.safetensors"), "not a checkpoint");
        CliRun x = CliRun.run("inspect", "--", odd.toString());
        assertEquals(1, x.exit(), x.err());
        assertTrue(x.err().startsWith("snapwear inspect: " + odd + " at offset 0: "), x.err());
    }

    @Test
    void parseErrorsAreOneLineUsageErrorsWithTheSynopsis() {
        CliRun missing = CliRun.run("inspect");
        assertEquals(2, missing.exit());
        assertEquals("snapwear inspect: missing PATH\nusage: snapwear inspect [-jqv] [--debug] PATH   "
                + "(snapwear inspect --help for more)", missing.err().strip());
        // the longer texts the commands printed before picocli (MissingText), word for word
        assertEquals("snapwear stats: missing SEQ (directory, glob or checkpoint files)",
                CliRun.run("stats").err().lines().findFirst().orElse(""));
        assertEquals("snapwear run: missing STUDY (a .snapwear study file)",
                CliRun.run("run").err().lines().findFirst().orElse(""));
        assertEquals("snapwear slc: missing TRACE (a metadata trace directory)",
                CliRun.run("slc", "--codec", "xor-rle").err().lines().findFirst().orElse(""));
        CliRun dash = CliRun.run("inspect", "-x");
        assertEquals(2, dash.exit());
        assertTrue(dash.err().startsWith("snapwear inspect: unknown option -x\n"), "the unknown option, not the "
                + "PATH picocli then missed: " + dash.err());
        CliRun value = CliRun.run("slc", "x", "--codec");
        assertEquals(2, value.exit());
        assertTrue(value.err().startsWith("snapwear slc: option --codec needs a value\n"), value.err());
        CliRun number = CliRun.run("slc", "x", "--codec", "xor-rle", "--page", "16k4");
        assertEquals(2, number.exit());
        assertTrue(number.err().startsWith("snapwear slc: --page expects a whole number, got '16k4'\n"), number.err());
        CliRun twice = CliRun.run("version", "--json", "--json");
        assertEquals(2, twice.exit());
        assertTrue(twice.err().startsWith("snapwear version: option --json is given more than once\n"), twice.err());
        CliRun atFile = CliRun.run("inspect", "@args.txt");
        assertEquals("snapwear inspect: @args.txt: no such file or directory", atFile.err().strip(),
                "an argument starting with @ is a file name, not a file of arguments");
    }

    @Test
    void versionOptionAndSizeSuffixesOnPicocliOptions() {
        CliRun v = CliRun.run("--version");
        assertEquals(0, v.exit());
        assertTrue(v.out().startsWith("Snapwear "), v.out());
        CliRun range = CliRun.run("slc", "x", "--codec", "xor-rle", "--page", "2MiB");
        assertEquals(2, range.exit());
        assertTrue(range.err().startsWith("snapwear slc: --page must be between 4 and 1048576 bytes, got '2MiB'"),
                range.err());
    }
}
