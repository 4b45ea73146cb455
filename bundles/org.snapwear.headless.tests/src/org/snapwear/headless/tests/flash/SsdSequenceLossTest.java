package org.snapwear.headless.tests.flash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

import com.google.gson.JsonObject;

/**
 * {@code snapwear ssd --sequence --loss} on the real AdamW run (hf_charlm_adamw) and a device small enough for
 * garbage collection to erase: the replayed scheme writes what {@code compress --loss} reports for it (an independent
 * run), erases no more than the exact scheme, names its profile, bound and error; the exact run names none.
 */
class SsdSequenceLossTest {

    private static final String[] SCHEME = {"--codec", "predictive", "--baseline", "huffman-exp", "--mode", "chain",
        "--snap-dis", "4"};

    private static JsonObject ssd(Path config, String... loss) {
        String[] base = {"ssd", "--config", config.toString(), "--sequence", Fixtures.path("hf_charlm_adamw")
                .toString(), "--json"};
        String[] args = new String[base.length + SCHEME.length + loss.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(SCHEME, 0, args, base.length, SCHEME.length);
        System.arraycopy(loss, 0, args, base.length + SCHEME.length, loss.length);
        CliRun r = CliRun.run(args);
        assertEquals(0, r.exit(), r.err());
        return r.json();
    }

    @Test
    void aLossyReplayWritesWhatCompressLossWritesAndErasesNoMore(@TempDir Path dir) throws Exception {
        // one chip of 48 blocks of 64 pages (12 MiB): the run's 11.7 MiB of exact writes make GC erase
        Path config = Files.writeString(dir.resolve("small.properties"),
                "channels=1\nchips_per_channel=1\nblocks_per_chip=48\n");
        JsonObject exact = ssd(config);
        JsonObject lossy = ssd(config, "--loss", "moments-8bit");
        JsonObject exactScheme = exact.getAsJsonObject("scheme");
        JsonObject lossyScheme = lossy.getAsJsonObject("scheme");
        assertFalse(exactScheme.has("loss_profile"), "an exact run prints what it always printed");
        assertEquals("moments-8bit", lossyScheme.get("loss_profile").getAsString());
        assertEquals("exp_avg quant-absmax:bits=8, exp_avg_sq quant-sqrt:bits=8,predict=ref",
                lossyScheme.get("loss_bound").getAsString());

        String[] compress = new String[4 + SCHEME.length + 2];
        compress[0] = "compress";
        compress[1] = Fixtures.path("hf_charlm_adamw").toString();
        System.arraycopy(SCHEME, 0, compress, 2, SCHEME.length);
        compress[2 + SCHEME.length] = "--loss";
        compress[3 + SCHEME.length] = "moments-8bit";
        compress[4 + SCHEME.length] = "--json";
        compress[5 + SCHEME.length] = "-q";
        JsonObject c = CliRun.run(compress).json();
        assertEquals(c.get("written_bytes").getAsLong(), lossyScheme.get("written_bytes").getAsLong());
        assertEquals(c.getAsJsonArray("loss_errors").size(), lossyScheme.getAsJsonArray("loss_errors").size());
        for (int i = 0; i < c.getAsJsonArray("loss_errors").size(); i++) {
            JsonObject a = c.getAsJsonArray("loss_errors").get(i).getAsJsonObject();
            JsonObject b = lossyScheme.getAsJsonArray("loss_errors").get(i).getAsJsonObject();
            assertEquals(a.get("role"), b.get("role"));
            assertEquals(a.get("max_rel_error").getAsDouble(), b.get("max_rel_error").getAsDouble());
            assertEquals(a.get("mean_rel_error").getAsDouble(), b.get("mean_rel_error").getAsDouble());
            assertEquals(a.get("fraction_pruned").getAsDouble(), b.get("fraction_pruned").getAsDouble());
        }
        long exactErases = exact.get("erases").getAsLong();
        assertTrue(exactErases > 0, "the device is small enough to erase: " + exact);
        assertTrue(lossy.get("erases").getAsLong() <= exactErases, lossy.get("erases") + " > " + exactErases);
        assertTrue(lossyScheme.get("written_bytes").getAsLong() < exactScheme.get("written_bytes").getAsLong());
    }

    @Test
    void lossWithoutASequenceOrAnUnknownProfileIsAUsageError(@TempDir Path dir) throws Exception {
        Path saves = Files.writeString(dir.resolve("s.csv"), "write,a,4096\n");
        CliRun r = CliRun.run("ssd", "--saves", saves.toString(), "--loss", "moments-8bit");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("--loss, --loss-file and --exact go with --sequence"), r.err());
        CliRun bad = CliRun.run("ssd", "--sequence", Fixtures.path("hf_charlm_adamw").toString(), "--codec",
                "predictive", "--mode", "chain", "--snap-dis", "4", "--loss", "nope");
        assertEquals(2, bad.exit(), bad.err());
        assertTrue(bad.err().contains("valid: exact, moments-8bit, aggressive"), bad.err());
    }
}
