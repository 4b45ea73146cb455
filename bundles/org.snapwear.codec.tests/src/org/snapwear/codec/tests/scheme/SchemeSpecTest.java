package org.snapwear.codec.tests.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.store.StoreSettings;

/**
 * The one scheme parser and printer: every spec the parser accepts prints to a text that parses back to an equal
 * spec, every accepted text form prints canonically, and every rejected form fails with one line naming the option.
 */
class SchemeSpecTest {

    private static final int DEFAULT_CHUNK = ChunkLayout.DEFAULT_CHUNK_BYTES;

    @Test
    void everyPrintedSpecParsesBackEqual() {
        List<SchemeSpec> specs = List.of(
                new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, 3, 0),
                new SchemeSpec("raw", "raw", SchemeMode.FULL, 1, 0),
                new SchemeSpec("xor-shuffle-zstd", "zstd", SchemeMode.FULL, 7, 0),
                new SchemeSpec("gzip", "gzip", SchemeMode.PROGRESSIVE, 10, 500, 0, 1),
                new SchemeSpec("rle4+gzip", "gzip", SchemeMode.PROGRESSIVE, 2, 100, 100, 8),
                new SchemeSpec("predictive", "huffman-exp", SchemeMode.CHAIN, Integer.MAX_VALUE, 1_000_000_000_000L,
                        42, 256, 64),
                new SchemeSpec("dynrle", "raw", SchemeMode.CHAIN, 4, 0, -1, 3, ChunkLayout.MAX_CHUNK_BYTES));
        for (SchemeSpec s : specs) {
            assertEquals(s, SchemeSpec.parse(s.print()), s.print());
        }
    }

    @Test
    void printsCommandLineOptionsLeavingOutDefaults() {
        assertEquals("--codec dynrle --baseline huffman-exp --mode chain --snap-dis 3",
                new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, 3, 0).print());
        assertEquals("--codec gzip --baseline gzip --mode progressive --snap-dis 10 --unit 500 --first-iteration 0 "
                + "--threads 4 --chunk-bytes 65536",
                new SchemeSpec("gzip", "gzip", SchemeMode.PROGRESSIVE, 10, 500, 0, 4, 65536).print());
    }

    @Test
    void everyAcceptedFormRoundTripsThroughThePrinter() {
        String[][] accepted = {
                { "--codec dynrle --mode chain --snap-dis 3",
                        "--codec dynrle --baseline huffman-exp --mode chain --snap-dis 3" },
                { "  --snap-dis=3   --mode=CHAIN --codec=dynrle --baseline=huffman-exp ",
                        "--codec dynrle --baseline huffman-exp --mode chain --snap-dis 3" },
                { "--codec raw --baseline raw --mode Full", "--codec raw --baseline raw --mode full --snap-dis 1" },
                { "--mode progressive --codec gzip --baseline gzip --snap-dis 10 --unit 500 --threads 1 "
                        + "--chunk-bytes " + DEFAULT_CHUNK,
                        "--codec gzip --baseline gzip --mode progressive --snap-dis 10 --unit 500" },
                { "--codec dynrle --mode chain --snap-dis 2 --first-iteration 0 --threads 2 --chunk-bytes 64",
                        "--codec dynrle --baseline huffman-exp --mode chain --snap-dis 2 --first-iteration 0 "
                                + "--threads 2 --chunk-bytes 64" } };
        for (String[] form : accepted) {
            SchemeSpec s = SchemeSpec.parse(form[0]);
            assertEquals(form[1], s.print(), form[0]);
            assertEquals(s, SchemeSpec.parse(s.print()), form[0]);
            assertEquals(s.print(), SchemeSpec.parse(s.print()).print(), "the printed form is a fixed point");
        }
    }

    @Test
    void everyRejectedTextGivesOneLineNamingTheOption() {
        String[][] rejected = {
                { "--codec dynrle --mode sideways --snap-dis 3",
                        "unknown scheme mode 'sideways' (full, progressive or chain)" },
                { "--codec dynrle --snap-dis 3", "option --mode is required" },
                { "--mode chain --snap-dis 3", "option --codec is required" },
                { "--codec dynrle --mode chain", "option --snap-dis is required" },
                { "--codec dynrle --mode progressive", "option --snap-dis is required" },
                { "--codec dynrle --mode chain --snap-dis 0", "--snap-dis must be between 1 and 2147483647, got '0'" },
                { "--codec dynrle --mode chain --snap-dis 4294967297",
                        "--snap-dis must be between 1 and 2147483647, got '4294967297'" },
                { "--codec dynrle --mode chain --snap-dis x", "--snap-dis expects a whole number, got 'x'" },
                { "--codec dynrle --mode chain --snap-dis 3 --unit 0", "--unit must be at least 1, got '0'" },
                { "--codec dynrle --mode chain --snap-dis 3 --first-iteration -1",
                        "--first-iteration must be at least 0, got '-1'" },
                { "--codec dynrle --mode chain --snap-dis 3 --threads 0", "--threads must be at least 1, got '0'" },
                { "--codec dynrle --mode chain --snap-dis 3 --chunk-bytes 7",
                        "--chunk-bytes must be a multiple of 8 in [64, 67108864]" },
                { "--codec dynrle --mode chain --snap-dis 3 --chunk-bytes 100",
                        "--chunk-bytes must be a multiple of 8 in [64, 67108864]" },
                { "--codec dynrle --mode chain --snap-dis 3 --bogus 1", "unknown option --bogus" },
                { "--codec dynrle --mode chain --snap-dis 3 extra", "unexpected argument extra" },
                { "--codec dynrle --mode chain --snap-dis", "option --snap-dis needs a value" },
                { "--codec dynrle --mode chain --mode full --snap-dis 3", "option --mode is given twice" } };
        for (String[] form : rejected) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SchemeSpec.parse(form[0]),
                    form[0]);
            assertEquals(form[1], e.getMessage(), form[0]);
        }
    }

    @Test
    void missingOptionsComeFromTheDefaults() {
        SchemeOptions store = new SchemeOptions("dynrle", "huffman-exp", "progressive", 10L, null, null, null, null);
        assertEquals(new SchemeSpec("dynrle", "huffman-exp", SchemeMode.PROGRESSIVE, 10, 0),
                SchemeSpec.parse(SchemeOptions.NONE, store));
        assertEquals(new SchemeSpec("gzip", "huffman-exp", SchemeMode.CHAIN, 10, 250),
                SchemeSpec.parse(new SchemeOptions("gzip", null, "chain", null, 250L, null, null, null), store));
        assertEquals("option --baseline is required", assertThrows(IllegalArgumentException.class,
                () -> SchemeSpec.parse(new SchemeOptions("gzip", null, "full", null, null, null, null, null),
                        SchemeOptions.NONE)).getMessage());
    }

    @Test
    void configTakesTheSequenceGridWhereTheSpecLeavesItOpen() {
        SchemeSpec open = new SchemeSpec("dynrle", "raw", SchemeMode.CHAIN, 4, 0);
        assertEquals(new SchemeConfig(SchemeMode.CHAIN, 4, 500, 0), open.config(500, 0));
        SchemeSpec fixed = new SchemeSpec("dynrle", "raw", SchemeMode.CHAIN, 4, 100, 200, 1);
        assertEquals(new SchemeConfig(SchemeMode.CHAIN, 4, 100, 200), fixed.config(500, 0));
        assertEquals(fixed, open.withGrid(100, 200).withGrid(100, 200));
        assertEquals("snap_dis must be >= 1, got 0", assertThrows(IllegalArgumentException.class,
                () -> new SchemeSpec("dynrle", "raw", SchemeMode.CHAIN, 0, 0).config(500, 0)).getMessage());
    }

    @Test
    void theStoreRecordsTheSchemeWithoutItsThreadsAndFirstIteration() {
        SchemeSpec s = new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, 3, 0, 500, 4, 65536);
        StoreSettings settings = StoreSettings.of(s);
        assertEquals(new StoreSettings("dynrle", "huffman-exp", "chain", 3, 0, 65536), settings);
        assertEquals(new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, 3, 0, -1, 1, 65536), settings.scheme());
        assertEquals(settings, StoreSettings.of(settings.scheme()));
    }
}
