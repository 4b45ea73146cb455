package org.snapwear.trace.tests.blockio;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.blockio.BlockRequest;
import org.snapwear.trace.blockio.BlockTraceException;
import org.snapwear.trace.blockio.BlockTraceOptions;
import org.snapwear.trace.blockio.BlockTraceReader;

/**
 * Mutated traces of every format: the importer either returns requests or fails with a
 * {@link BlockTraceException} naming the file; no other exception, no hang. Budget: snapwear.fuzz.seconds
 * (default 20), at most 4000 mutations.
 */
class BlockTraceFuzzTest {
    private static final String[] SEEDS = {
        "0.000000 0 100 8 0\n1.5 0 200 16 1\n2.25 0 0 1 0\n",
        "Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime\n128166372003061629,usr,0,Read,3154132992,4096,1135\n"
            + "128166372003061729,usr,0,Write,0,512,200\n",
        "  8,0    1        1     0.000000000  4162  Q  WS 3417048 + 8 [kworker/u8:2]\n"
            + "  8,0    0        2     0.600000000  1234  Q   D 4096 + 2048 [fstrim]\n"
            + "  8,0    0        3     0.700000000  1234  D   R 2048 + 32 [cat]\nCPU0 (8,0):\n Reads Queued: 1\n",
        "89967404265685 4817 syslogd 3878672 8 W 6 0 5ba5aaf1f6f6f4b2c1be35ef2d0c4bfd\n"
            + "89967404965685 4817 syslogd 3878680 8 R 6 0 5ba5aaf1f6f6f4b2c1be35ef2d0c4bfe\n",
    };
    private static final String ALPHABET = "0123456789 ,.+-WRDQCwrdqxe\n\t#[]";

    @TempDir
    Path dir;

    @Test
    void mutatedTracesFailOnlyWithTheDocumentedException() throws IOException {
        long deadline = System.nanoTime() + Integer.getInteger("snapwear.fuzz.seconds", 20) * 1_000_000_000L;
        Random r = new Random(7);
        Path f = dir.resolve("fuzz.trace");
        int runs = 0;
        int accepted = 0;
        while (runs < 4000 && System.nanoTime() < deadline) {
            StringBuilder s = new StringBuilder(SEEDS[r.nextInt(SEEDS.length)]);
            int edits = 1 + r.nextInt(4);
            for (int e = 0; e < edits && s.length() > 0; e++) {
                int pos = r.nextInt(s.length());
                switch (r.nextInt(3)) {
                    case 0 -> s.setCharAt(pos, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
                    case 1 -> s.deleteCharAt(pos);
                    default -> s.insert(pos, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
                }
            }
            Files.writeString(f, s);
            boolean skip = r.nextBoolean();
            try (BlockTraceReader in = BlockTraceReader.open(f, BlockTraceOptions.defaults().withSkipBadLines(skip))) {
                BlockRequest q;
                int n = 0;
                while ((q = in.read()) != null) {
                    assertTrue(q.lengthBytes() > 0 && q.offsetBytes() >= 0);
                    n++;
                }
                assertTrue(n > 0, "a trace that ends normally returned requests");
                accepted++;
            } catch (BlockTraceException e) {
                assertTrue(e.getMessage().contains(f.toString()), e.getMessage());
            } catch (RuntimeException e) {
                fail("undocumented " + e + " for trace:\n" + s, e);
            }
            runs++;
        }
        assertTrue(runs > 100 && accepted > 0, runs + " runs, " + accepted + " accepted");
    }
}
