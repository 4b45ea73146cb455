package org.snapwear.headless.tests.flash;

import org.snapwear.headless.tests.cli.CliRun;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.ProgressivePageModel;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.SlcMetrics;
import org.snapwear.flash.slc.XorRleCodec;
import org.snapwear.testsupport.Fixtures;

import com.google.gson.JsonObject;

class SlcCommandTest {

    private static Path fixture() {
        return Fixtures.path("sqlite_meta_trace", "index.csv").getParent();
    }

    /** Runs the engine model on the fixture, reading index.csv directly (independent of the trace importer). */
    private static SlcMetrics engine(SlcConfig cfg, org.snapwear.flash.slc.DeltaCodec codec) throws IOException {
        Path d = fixture();
        ProgressivePageModel m = new ProgressivePageModel(cfg, codec);
        List<String> lines = Files.readAllLines(d.resolve("index.csv"));
        for (String l : lines.subList(1, lines.size())) {
            String[] f = l.split(",");
            m.update(Integer.parseInt(f[1]), Files.readAllBytes(d.resolve(f[2])));
        }
        return m.metrics();
    }

    @Test
    void xorRleOnSqliteFixture() throws IOException {
        JsonObject j = CliRun.run("slc", fixture().toString(), "--codec", "xor-rle", "--json").json();
        SlcMetrics e = engine(SlcConfig.defaults(), new XorRleCodec());
        assertEquals(4372, j.get("versions").getAsLong());
        assertEquals(e.physicalPages(), j.get("physical_pages").getAsLong());
        assertEquals(e.compressionRatio(), j.get("compression_ratio").getAsDouble(), 1e-12);
        assertEquals(0.0254, j.get("compression_ratio").getAsDouble(), 0.0001);
        assertEquals(e.meanWriteMicros(), j.get("mean_write_us").getAsDouble(), 1e-9);
    }

    @Test
    void diffIndexWithNopOnSqliteFixture() throws IOException {
        JsonObject j = CliRun.run("slc", fixture().toString(), "--codec", "diff-index", "--segment", "8", "--nop", "4",
                "--page", "8192", "--delta-region", "1024", "--json").json();
        SlcMetrics e = engine(new SlcConfig(8192, 1024, 4, 41, 150), new DiffIndexCodec(8));
        assertEquals(e.physicalPages(), j.get("physical_pages").getAsLong());
        assertEquals(e.resetsNop(), j.get("resets_nop").getAsLong());
        assertEquals(4, j.get("max_programs_per_cycle").getAsInt());
        assertEquals(0.0367, j.get("compression_ratio").getAsDouble(), 0.0001);
    }

    @Test
    void badArguments() {
        assertEquals(2, CliRun.run("slc", fixture().toString(), "--codec", "lz77").exit());
        assertEquals(2, CliRun.run("slc", "--codec", "xor-rle").exit());
        assertEquals(1, CliRun.run("slc", "/nonexistent/trace", "--codec", "xor-rle").exit());
    }
}
