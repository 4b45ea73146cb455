package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.headless.cli.support.Args;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.CommandRegistry;
import org.snapwear.headless.cli.SnapwearCli;
import org.snapwear.headless.cli.support.Subcommand;
import org.snapwear.headless.cli.support.UsageException;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** The dispatcher's contract: listing, exit codes, one-line errors, stack traces only with --debug. */
class SnapwearCliTest {

    /** A command that fails in each of the three documented ways, for the exit-code tests. */
    private static final class Failing implements Subcommand {
        @Override
        public String name() {
            return "fail";
        }

        @Override
        public String summary() {
            return "fails on purpose";
        }

        @Override
        public String usage() {
            return "snapwear fail --how usage|failed|bug|memory";
        }

        @Override
        public int run(Args args, CommandContext ctx) throws Exception {
            String how = args.requiredOption("--how");
            args.finish();
            switch (how) {
                case "usage": throw new UsageException("fail: bad --how");
                case "failed": throw new CommandFailedException("input.bin at offset 12: truncated");
                case "memory": throw new OutOfMemoryError("Java heap space");
                default: throw new IllegalStateException("boom");
            }
        }
    }

    private static CommandRegistry withFailing() {
        List<Subcommand> list = new java.util.ArrayList<>(CommandRegistry.builtIn().commands());
        list.add(new Failing());
        return new CommandRegistry(list);
    }

    @Test
    void helpListsEveryRegisteredCommandAndExitsZero() {
        CliRun r = CliRun.run("--help");
        assertEquals(0, r.exit());
        for (Subcommand c : CommandRegistry.builtIn().commands()) {
            assertTrue(r.out().contains("  " + c.name() + " "), "lists " + c.name() + ":\n" + r.out());
        }
        assertTrue(r.out().contains("usage: snapwear"));
    }

    @Test
    void noArgumentsPrintsHelpWithUsageExitCode() {
        CliRun r = CliRun.run();
        assertEquals(SnapwearCli.EXIT_USAGE, r.exit());
        assertTrue(r.out().contains("commands:"));
    }

    @Test
    void unknownCommandIsOneLineUsageError() {
        CliRun r = CliRun.run("frobnicate");
        assertEquals(SnapwearCli.EXIT_USAGE, r.exit());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("unknown command 'frobnicate'"));
        assertFalse(r.err().contains("Exception"));
    }

    @Test
    void unknownOptionIsUsageErrorNamingIt() {
        CliRun r = CliRun.run("version", "--colour");
        assertEquals(SnapwearCli.EXIT_USAGE, r.exit());
        assertTrue(r.err().contains("unknown option --colour"), r.err());
    }

    @Test
    void commandHelpPrintsUsage() {
        CliRun r = CliRun.run("version", "--help");
        assertEquals(0, r.exit());
        assertTrue(r.out().startsWith("snapwear version"));
        assertEquals(r.out(), CliRun.run("help", "version").out());
    }

    @Test
    void versionJsonHasVersionRuntimeAndOwnBundle() {
        CliRun r = CliRun.run("version", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        assertTrue(o.get("java").getAsString().startsWith(System.getProperty("java.version")));
        // The build runs this under OSGi (tycho-surefire), where the bundle version and the installed Snapwear
        // bundles are known; the quick classpath runner has neither.
        org.junit.jupiter.api.Assumptions.assumeTrue(
                org.osgi.framework.FrameworkUtil.getBundle(SnapwearCliTest.class) != null, "not running under OSGi");
        assertTrue(o.get("version").getAsString().startsWith("0.1.0"), o.toString());
        assertTrue(o.getAsJsonObject("bundles").has("org.snapwear.headless"), o.toString());
        assertTrue(o.getAsJsonObject("bundles").has("org.snapwear.trace"), o.toString());
    }

    @Test
    void failureKindsMapToExitCodesAndStackTracesOnlyWithDebug() {
        CommandRegistry reg = withFailing();
        CliRun usage = CliRun.run(reg, "fail", "--how", "usage");
        assertEquals(2, usage.exit());
        assertTrue(usage.err().contains("usage: snapwear fail"));

        CliRun failed = CliRun.run(reg, "fail", "--how", "failed");
        assertEquals(1, failed.exit());
        assertEquals("snapwear fail: input.bin at offset 12: truncated", failed.err().strip());

        CliRun bug = CliRun.run(reg, "fail", "--how", "bug");
        assertEquals(SnapwearCli.EXIT_INTERNAL, bug.exit());
        assertFalse(bug.err().contains("\tat "), "no stack trace without --debug");
        assertTrue(bug.err().contains("--debug"));

        CliRun debug = CliRun.run(reg, "--debug", "fail", "--how", "bug");
        assertEquals(SnapwearCli.EXIT_INTERNAL, debug.exit());
        assertTrue(debug.err().contains("\tat "), "stack trace with --debug");

        CliRun memory = CliRun.run(reg, "fail", "--how", "memory");
        assertEquals(1, memory.exit(), "running out of heap is the user's to fix, not an internal error");
        assertEquals(1, memory.err().strip().lines().count(), memory.err());
        assertTrue(memory.err().contains("SNAPWEAR_HEAP") && !memory.err().contains("internal"), memory.err());

        CliRun missing = CliRun.run(reg, "fail");
        assertEquals(2, missing.exit());
        assertTrue(missing.err().contains("option --how is required"));
    }

    @Test
    void argsParseOptionsFlagsAndSuffixedNumbers() throws Exception {
        Args a = new Args("t", List.of("in.bin", "--n=10M", "--json", "--k", "1_000", "out.bin", "--ratio", "0.5"));
        assertTrue(a.flag("--json"));
        assertEquals(10_000_000L, a.longOption("--n", 0));
        assertEquals(1000, a.intOption("--k", 0));
        assertEquals(0.5, a.doubleOption("--ratio", 1), 0);
        assertEquals(7, a.intOption("--absent", 7));
        assertEquals("in.bin", a.requiredPositional("input"));
        assertEquals("out.bin", a.requiredPositional("output"));
        a.finish();

        Args bad = new Args("t", List.of("--n", "ten"));
        UsageException e = org.junit.jupiter.api.Assertions.assertThrows(UsageException.class, () -> bad.longOption("--n", 0));
        assertTrue(e.getMessage().contains("'ten'"));
        Args left = new Args("t", List.of("extra"));
        assertThrows(left);
    }

    private static void assertThrows(Args left) {
        UsageException e = org.junit.jupiter.api.Assertions.assertThrows(UsageException.class, left::finish);
        assertTrue(e.getMessage().contains("unexpected argument extra"));
    }
}
