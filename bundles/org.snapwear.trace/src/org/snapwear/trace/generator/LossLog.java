package org.snapwear.trace.generator;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The per-step loss file a resume check reads, one JSON object a line: {@code {"step": N, "loss": X}}, where N is
 * the optimizer step (1 for the first update of a run; a run resumed at iteration I writes I+1 first) and X the
 * minibatch loss that step computed before its update, printed so that it reads back to the same double
 * ({@code NaN} and {@code Infinity} as Python's json module writes them). The contract is documented in
 * docs/resume-check.md; users' own training jobs write the same lines.
 */
public final class LossLog implements AutoCloseable {
    private static final LossLog NONE = new LossLog(null);

    private final BufferedWriter out;

    private LossLog(BufferedWriter out) {
        this.out = out;
    }

    /** A log writing to {@code file} (created or replaced), or one that writes nothing for null. */
    public static LossLog open(Path file) throws IOException {
        if (file == null) {
            return NONE;
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        return new LossLog(Files.newBufferedWriter(file, StandardCharsets.UTF_8));
    }

    /** One line: the JSON text of a step. */
    public static String line(long step, double loss) {
        String x = Double.isNaN(loss) ? "NaN" : Double.isInfinite(loss) ? (loss > 0 ? "Infinity" : "-Infinity")
                : Double.toString(loss);
        return "{\"step\": " + step + ", \"loss\": " + x + "}";
    }

    public void add(long step, double loss) throws IOException {
        if (out != null) {
            out.write(line(step, loss));
            out.write('\n');
        }
    }

    @Override
    public void close() throws IOException {
        if (out != null) {
            out.close();
        }
    }
}
