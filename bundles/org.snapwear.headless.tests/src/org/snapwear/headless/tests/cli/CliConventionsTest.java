package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.cli.CommandRegistry;
import org.snapwear.headless.cli.CommandTree;

import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The conventions of zstd, git and fio: short options ({@code -j}, {@code -o}, {@code -q}, {@code -v}), quiet and
 * verbose, abbreviated long options, "did you mean", synopses that show a required option as required, and the
 * manual page's EXAMPLES, FILES and SEE ALSO.
 */
class CliConventionsTest {

    @TempDir
    Path dir;

    @Test
    void shortOptionsAreTheLongOnes() {
        assertEquals(CliRun.run("version", "--json").json().get("version"),
                CliRun.run("version", "-j").json().get("version"));
        CliRun gen = CliRun.run("generate", "-o", dir.resolve("run").toString(), "--params", "10k", "--iterations",
                "2", "--interval", "1", "-j");
        assertEquals(3, gen.json().get("snapshots").getAsInt(), gen.err());
    }

    @Test
    void quietSilencesProgressAnywhereBeforeDoubleDashAndVerboseKeepsIt() {
        List<String> gen = List.of("generate", "--out", dir.resolve("a").toString(), "--params", "10k",
                "--iterations", "2", "--interval", "1");
        CliRun normal = CliRun.run(gen.toArray(new String[0]));
        assertTrue(normal.err().contains("[100%] generate"), normal.err());
        List<String> quiet = new ArrayList<>(List.of("-q"));
        quiet.addAll(gen);
        quiet.set(3, dir.resolve("b").toString());
        CliRun q = CliRun.run(quiet.toArray(new String[0]));
        assertEquals(0, q.exit(), q.err());
        assertEquals("", q.err(), "-q before the command");
        List<String> after = new ArrayList<>(gen);
        after.set(2, dir.resolve("c").toString());
        after.add("--quiet");
        assertEquals("", CliRun.run(after.toArray(new String[0])).err(), "--quiet after the command's options");
        List<String> verbose = new ArrayList<>(gen);
        verbose.set(2, dir.resolve("d").toString());
        verbose.add("-v");
        assertTrue(CliRun.run(verbose.toArray(new String[0])).err().contains("[100%] generate"));
    }

    @Test
    void abbreviatedLongOptions() {
        assertEquals(CliRun.run("version", "--json").json(), CliRun.run("version", "--js").json(), "--js is --json");
    }

    @Test
    void didYouMeanForACommandAnActionAndAnOption() {
        CliRun cmd = CliRun.run("stor");
        assertEquals(2, cmd.exit());
        assertTrue(cmd.err().startsWith("snapwear: unknown command 'stor'; did you mean 'store'?"), cmd.err());
        CliRun action = CliRun.run("store", "sav", dir.toString());
        assertEquals(2, action.exit());
        assertTrue(action.err().contains("unknown action 'sav'; did you mean 'save'?"), action.err());
        CliRun option = CliRun.run("version", "--jsn");
        assertEquals(2, option.exit());
        assertTrue(option.err().contains("unknown option --jsn; did you mean '--json'?"), option.err());
        CliRun none = CliRun.run("xyzzy");
        assertFalse(none.err().contains("did you mean"), "no suggestion for a word like no command: " + none.err());
    }

    @Test
    void anOptionTheCommandRequiresIsNotShownAsOptional() {
        CommandLine tree = CommandTree.of(CommandRegistry.builtIn().commands());
        List<String> required = List.of("store save --iteration", "store restore --iteration",
                "store restore --out", "store delete --iteration", "store gc --keep", "sweep --grid", "sweep --out",
                "generate --out");
        for (String r : required) {
            String[] w = r.split(" ");
            CommandLine c = tree.getSubcommands().get(w[0]);
            for (int i = 1; i < w.length - 1; i++) {
                c = c.getSubcommands().get(w[i]);
            }
            OptionSpec o = c.getCommandSpec().findOption(w[w.length - 1]);
            assertTrue(o.required(), r + " is required");
            String synopsis = c.getHelp().synopsis(0);
            assertFalse(synopsis.contains("[" + o.shortestName()), r + ": " + synopsis);
            assertTrue(synopsis.contains(" " + o.shortestName() + "="), r + ": " + synopsis);
        }
        CliRun missing = CliRun.run("store", "save", dir.resolve("s").toString(), dir.toString());
        assertEquals(2, missing.exit());
        assertTrue(missing.err().contains("option --iteration is required"), missing.err());
    }

    @Test
    void helpAndManPageShowTheConventions() {
        String help = CliRun.run("--help").out();
        assertTrue(help.contains("-q, --quiet") && help.contains("-v, --verbose"), help);
        String page = CliRun.run("man").out();
        for (String section : List.of(".SH EXAMPLES\n", ".SH FILES\n", ".SH SEE ALSO\n")) {
            assertTrue(page.contains(section), section);
        }
        assertEquals(1, page.split("\\.B \\\\-q, \\\\-\\\\-quiet", -1).length - 1, "the common options once");
        assertTrue(page.contains(".B \\-j, \\-\\-json"), "short option names in the page");
        assertTrue(page.contains("snapwear store save runs/store"), "an example");
    }
}
