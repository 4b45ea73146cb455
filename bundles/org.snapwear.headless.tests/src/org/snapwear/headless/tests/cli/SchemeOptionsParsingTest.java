package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.headless.cli.CommandRegistry;
import org.snapwear.headless.cli.CommandTree;
import org.snapwear.study.cli.SchemeOptionsMixin;
import org.snapwear.testsupport.Fixtures;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Every command that takes scheme options declares them through one mixin: the same arguments give the same
 * {@link SchemeSpec} as each command gave when it declared them itself (the expected specs are what compress, ssd
 * --sequence, store save and store watch computed before), a command refuses the scheme options it does not take,
 * shows the ones it requires as required, and store save and store watch take --threads (the encoder threads of
 * their saves, no setting of the store).
 */
class SchemeOptionsParsingTest {

    private static final int CHUNK = 1 << 20;

    @TempDir
    Path tmp;

    /** One row: the command words and its arguments, and the scheme the command computed from them. */
    private record Row(String args, SchemeSpec expected) {
    }

    private static final List<Row> ROWS = List.of(
            // compress: --codec and --mode required, baseline huffman-exp, unit = the sequence's spacing (0)
            new Row("compress SEQ --codec dynrle --mode chain --snap-dis 3",
                    new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, 3, 0, -1, 1, CHUNK)),
            new Row("compress SEQ --codec predictive --baseline raw --mode Progressive --snap-dis 5 --unit 100 "
                    + "--threads 4 --chunk-bytes 64KiB",
                    new SchemeSpec("predictive", "raw", SchemeMode.PROGRESSIVE, 5, 100, -1, 4, 65536)),
            new Row("compress SEQ --codec zstd --mode full",
                    new SchemeSpec("zstd", "huffman-exp", SchemeMode.FULL, 1, 0, -1, 1, CHUNK)),
            new Row("compress SEQ --codec=dynrle --mode=chain --snap 2 --unit 1k",
                    new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, 2, 1000, -1, 1, CHUNK)),
            // ssd --sequence: the same defaults, no --threads or --chunk-bytes
            new Row("ssd --sequence SEQ --codec dynrle --mode chain --snap-dis 3",
                    new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, 3, 0, -1, 1, CHUNK)),
            new Row("ssd --sequence SEQ --codec rle4 --baseline gzip --mode progressive --snap-dis 4 --unit 10",
                    new SchemeSpec("rle4", "gzip", SchemeMode.PROGRESSIVE, 4, 10, -1, 1, CHUNK)),
            // store save and watch: a new store's defaults (predictive, progressive, snap_dis 10, unit learned)
            new Row("store save STORE PATH --iteration 0",
                    new SchemeSpec("predictive", "huffman-exp", SchemeMode.PROGRESSIVE, 10, 0, -1, 1, CHUNK)),
            new Row("store save STORE PATH --iteration 0 --codec zstd --baseline raw --mode chain --snap-dis 2 "
                    + "--unit 50",
                    new SchemeSpec("zstd", "raw", SchemeMode.CHAIN, 2, 50, -1, 1, CHUNK)),
            new Row("store save STORE PATH --iteration 0 --threads 3",
                    new SchemeSpec("predictive", "huffman-exp", SchemeMode.PROGRESSIVE, 10, 0, -1, 3, CHUNK)),
            new Row("store watch STORE STAGING",
                    new SchemeSpec("predictive", "huffman-exp", SchemeMode.PROGRESSIVE, 10, 0, -1, 1, CHUNK)),
            new Row("store watch STORE STAGING --mode full --threads 2",
                    new SchemeSpec("predictive", "huffman-exp", SchemeMode.FULL, 10, 0, -1, 2, CHUNK)));

    private static CommandLine tree() {
        return CommandTree.of(CommandRegistry.builtIn().commands());
    }

    /** Parses a command line as the product does and returns the scheme options of the command it names. */
    private static SchemeOptionsMixin parse(String args) {
        ParseResult r = tree().parseArgs(args.split(" "));
        while (r.hasSubcommand()) {
            r = r.subcommand();
        }
        Object mixin = r.commandSpec().commandLine().getMixins().get(SchemeOptionsMixin.MIXIN);
        return assertInstanceOf(SchemeOptionsMixin.class, mixin, args);
    }

    @Test
    void everyCommandGivesTheSchemeItGaveBefore() {
        for (Row row : ROWS) {
            assertEquals(row.expected(), parse(row.args()).scheme(), row.args());
        }
    }

    @Test
    void aCommandRefusesTheSchemeOptionsItDoesNotTake() {
        for (String args : List.of("ssd --sequence SEQ --codec dynrle --mode chain --snap-dis 3 --threads 2",
                "ssd --sequence SEQ --codec dynrle --mode chain --snap-dis 3 --chunk-bytes 4096",
                "store save STORE PATH --iteration 0 --chunk-bytes 4096",
                "store watch STORE STAGING --chunk-bytes 4096",
                "compress SEQ --codec dynrle --mode chain --snap-dis 3 --first-iteration 5")) {
            assertThrows(ParameterException.class, () -> tree().parseArgs(args.split(" ")), args);
        }
    }

    @Test
    void theRulesAndRangesStayTheParsersWithOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> parse("compress SEQ --codec dynrle --mode chain").scheme());
        assertEquals("option --snap-dis is required", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> parse("store save STORE PATH --iteration 0 --threads 1k").scheme());
        assertEquals("--threads must be between 1 and 256, got '1k'", e.getMessage());
        // through the command: a usage error (exit 2), one line, and no store made
        CliRun r = CliRun.run("store", "watch", "/nonexistent/store", "/nonexistent/staging", "--threads", "0");
        assertEquals(2, r.exit(), r.err());
        assertEquals("snapwear store: --threads must be between 1 and 256, got '0'", r.err().lines().findFirst()
                .orElse(""));
    }

    @Test
    void synopsesShowWhatEachCommandRequiresAndHelpTheDefaults() {
        CommandLine tree = tree();
        String compress = tree.getSubcommands().get("compress").getHelp().synopsis(0);
        for (String required : List.of("--codec", "--mode")) {
            assertTrue(compress.contains(" " + required + "="), compress);
            assertFalse(compress.contains("[" + required), compress);
        }
        CommandLine save = tree.getSubcommands().get("store").getSubcommands().get("save");
        String synopsis = save.getHelp().synopsis(0);
        assertTrue(synopsis.contains("[--codec=ID]") && synopsis.contains("[--threads=T]"), synopsis);
        List<String> help = new ArrayList<>();
        save.getCommandSpec().options().forEach(o -> help.add(o.longestName() + " " + String.join(" ",
                o.description())));
        assertTrue(help.contains("--codec codec of delta snapshots (see 'snapwear codecs'), e.g. dynrle, predictive "
                + "(default predictive)"), help.toString());
        assertTrue(help.contains("--snap-dis a new baseline every N snapshots, not needed in full mode (default 10)"),
                help.toString());
        assertTrue(help.contains("--unit iterations between snapshots (default: learned from the first two saves)"),
                help.toString());
        String unit = String.join(" ", tree.getSubcommands().get("ssd").getCommandSpec().findOption("--unit")
                .description());
        assertEquals("--sequence: iterations between snapshots (default: the spacing of the sequence)", unit);
    }

    @Test
    void storeSaveTakesThreadsAndTheStoreIsTheSame() throws Exception {
        String ckpt = Fixtures.path("cnn_digits_sgd").resolve("snap_iter000000.fp32.safetensors").toString();
        CliRun one = CliRun.run("store", "save", tmp.resolve("one").toString(), ckpt, "--iteration", "0", "--json");
        CliRun two = CliRun.run("store", "save", tmp.resolve("two").toString(), ckpt, "--iteration", "0",
                "--threads", "2", "--json");
        assertEquals(one.json().get("settings"), two.json().get("settings"));
        assertEquals(one.json().getAsJsonObject("save").get("snapshot_bytes"),
                two.json().getAsJsonObject("save").get("snapshot_bytes"));
    }
}
