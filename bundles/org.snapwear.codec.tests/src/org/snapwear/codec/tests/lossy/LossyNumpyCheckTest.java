package org.snapwear.codec.tests.lossy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.lossy.AbsmaxQuantCodec;
import org.snapwear.codec.lossy.BlockQuantParams;
import org.snapwear.codec.lossy.ErrorBoundedCodec;
import org.snapwear.codec.lossy.ErrorBoundedParams;
import org.snapwear.codec.lossy.FloatLanes;
import org.snapwear.codec.lossy.ResidualQuantCodec;
import org.snapwear.codec.lossy.ResidualQuantParams;
import org.snapwear.codec.lossy.SqrtQuantCodec;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/**
 * The bounds checked by an independent computation: every lossy codec in fp32, bf16 and fp16 writes the original and
 * the decoded tensor as raw little-endian files, and {@code releng/scripts/lossy_bound_check.py} recomputes the
 * errors with numpy (in /usr/bin/python3, which CI installs with python3-numpy) and checks each bound, and that the
 * Java checker's measured maximum agrees. A deliberately broken case proves the script can fail.
 */
class LossyNumpyCheckTest {
    private static final String PYTHON = "/usr/bin/python3";

    @Test
    void numpyAgreesThatEveryCodecKeepsItsBound(@TempDir Path dir) throws Exception {
        List<SnapshotCodec> codecs = List.of(new AbsmaxQuantCodec(), new AbsmaxQuantCodec(new BlockQuantParams(4, 256)),
                new SqrtQuantCodec(), new SqrtQuantCodec(new BlockQuantParams(4, 64)),
                new ErrorBoundedCodec(new ErrorBoundedParams(false, 1e-4)),
                new ErrorBoundedCodec(new ErrorBoundedParams(true, 1e-3)), new ResidualQuantCodec(),
                new ResidualQuantCodec(new ResidualQuantParams(0.3, 128)),
                new SqrtQuantCodec(new BlockQuantParams(8, 256, true)),
                new SqrtQuantCodec(new BlockQuantParams(4, 1024, true)),
                new ResidualQuantCodec(new ResidualQuantParams(0.125, 1024), true));
        int cases = 0;
        for (SnapshotCodec codec : codecs) {
            for (DType t : LossySamples.DTYPES) {
                boolean sqrt = codec instanceof SqrtQuantCodec;
                ByteBuffer ref = LossySamples.values(t, 5003, cases, sqrt, true);
                if (sqrt) { // a negative second moment: its block is stored exactly, and both checkers accept it
                    FloatLanes.putBits(ref, t, 700, FloatLanes.toBits(t, -1e-3f));
                }
                // every codec that reads a reference gets one, except a residual quantizer that codes baselines
                // (its baseline, coded against zeros, is the case to check)
                boolean delta = codec.referenceDepth() > 0 && !(codec instanceof ResidualQuantCodec
                        && codec.kind().encodesBaselines());
                ByteBuffer data = delta ? LossySamples.step(t, ref, 1e-2, cases) : ref;
                ByteBuffer dec = ChunkRoundTrip.run(codec, t, data, delta ? ref : null, 4096).decoded();
                BoundReport rep = write(dir, "case" + cases++, codec.id(), t, data, dec, delta ? ref : null,
                        codec.bound());
                assertTrue(rep.withinBound(), () -> rep.violation().get().message());
            }
        }
        Result r = runScript(dir);
        assertEquals(0, r.exit, r.output);
        assertTrue(r.output.contains(cases + " of " + cases + " cases within their bound"), r.output);
    }

    @Test
    void theScriptReportsABrokenBound(@TempDir Path dir) throws Exception {
        SqrtQuantCodec codec = new SqrtQuantCodec();
        ByteBuffer data = LossySamples.values(DType.F32, 600, 1, true, false);
        ByteBuffer dec = ChunkRoundTrip.run(codec, DType.F32, data, null, 1 << 20).decoded();
        dec.putFloat(4 * 300, data.getFloat(4 * 300) * 2 + 1);
        write(dir, "broken", codec.id(), DType.F32, data, dec, null, codec.bound());
        Result r = runScript(dir);
        assertEquals(1, r.exit, r.output);
        assertTrue(r.output.contains("broken (optimizer.pt::state.0.quant-sqrt): element 300"), r.output);
    }

    /** Writes one case; returns the Java checker's report on it. */
    private static BoundReport write(Path dir, String name, String codecId, DType t, ByteBuffer data, ByteBuffer dec,
            ByteBuffer ref, LossBound b) throws IOException {
        String tensor = "optimizer.pt::state.0." + codecId;
        BoundReport rep = BoundCheck.check(tensor, t, data, dec, ref, b);
        if (ref != null) {
            Files.write(dir.resolve(name + ".ref"), bytes(ref));
        }
        Files.write(dir.resolve(name + ".orig"), bytes(data));
        Files.write(dir.resolve(name + ".dec"), bytes(dec));
        String json = String.format(Locale.ROOT, "{\"tensor\": \"%s\", \"dtype\": \"%s\", \"elements\": %d, "
                + "\"bound\": {\"kind\": \"%s\", \"value\": %s, \"block\": %d, \"zeros_exact\": %s, "
                + "\"signs_kept\": %s}, \"reference\": %s, \"java_max_abs_error\": %s, "
                + "\"java_domain\": \"%s\", \"java_max_abs_error_in_domain\": %s, \"java_max_error_of_bound\": %s}\n",
                tensor,
                t.safetensorsName(),
                data.remaining() / t.byteSize(), b.kind().id(), Double.toString(b.value()), b.blockSize(),
                b.zerosExact(), b.signsKept(), ref != null, Double.toString(rep.maxAbsError()), rep.domain(),
                Double.toString(rep.maxAbsErrorInDomain()), Double.toString(rep.maxErrorOfBound()));
        Files.writeString(dir.resolve(name + ".json"), json, StandardCharsets.UTF_8);
        return rep;
    }

    private static byte[] bytes(ByteBuffer b) {
        byte[] a = new byte[b.remaining()];
        b.get(b.position(), a);
        return a;
    }

    private record Result(int exit, String output) {
    }

    private static Result runScript(Path dir) throws Exception {
        Path script = Path.of(System.getProperty("snapwear.bundle.dir", "."))
                .resolve("../../releng/scripts/lossy_bound_check.py").normalize();
        assertTrue(Files.isRegularFile(script), "missing " + script);
        assertTrue(Files.isExecutable(Path.of(PYTHON)), PYTHON + " is needed (with python3-numpy) for the "
                + "independent check; releng/scripts/install-system-deps.sh installs it");
        Process p = new ProcessBuilder(PYTHON, script.toString(), dir.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the numpy check did not finish");
        return new Result(p.exitValue(), out);
    }
}
