package org.snapwear.headless.commands.trace;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.text.SafeText;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapwear inspect PATH [--json]}: which format a checkpoint is, its tensors (name, dtype, shape, bytes)
 * and totals. A file no reader accepts, or a corrupt one, fails with exit code 1 and the reader's message
 * (file, offset, reason). A checkpoint directory ({@code checkpoint-500/} with model shards, optimizer.pt, ...) is
 * listed per file and per tensor with its role ({@link CheckpointInspection}).
 */
@Command(name = "inspect", header = "show a checkpoint's format, tensors and sizes")
public final class InspectCommand extends PicocliCommand {

    @Option(names = { "-j", "--json" },
            description = { "print one JSON object: file, format, tensors [{name, dtype, shape, bytes}],",
        "tensor_count, element_count, data_bytes; for a checkpoint directory format is",
        "checkpoint-directory, files [{path, format, tensors, payload_bytes, other_bytes}],",
        "tensors have a role, and other_bytes and total_bytes are added" })
    boolean json;

    @Parameters(paramLabel = "PATH", description = "a checkpoint file, a raw tensor directory or a whole checkpoint "
            + "directory")
    Path path;

    /** One tensor of the listing. */
    public record TensorRow(String name, String dtype, long[] shape, long bytes) {
    }

    /** The JSON document. */
    public record Result(String file, String format, List<TensorRow> tensors, long tensorCount, long elementCount,
            long dataBytes) {
    }

    @Override
    protected void describe(UsageMessageSpec usage) {
        usage.description("Reads PATH with the reader of its format (" + ids() + ") and lists every tensor "
                + "(name, dtype, shape, bytes) and the totals. PATH may be a raw tensor directory.",
                "PATH may be a whole checkpoint directory (checkpoint-N/, global_stepN/): then every file is listed "
                + "(format, tensors, payload bytes, other bytes) and every tensor as FILE::path with its role "
                + "(parameter, optimizer_moment, master_copy, buffer, other).");
    }

    private static String ids() {
        StringBuilder b = new StringBuilder();
        for (CheckpointReader r : CheckpointFormats.readers()) {
            b.append(b.length() > 0 ? ", " : "").append(r.formatId());
        }
        return b.toString();
    }

    /** Inspects one checkpoint (also used by tests and the workbench's file info). */
    public static Result inspect(Path path) throws java.io.IOException {
        CheckpointReader reader = CheckpointFormats.detect(path).orElseThrow(() -> new CheckpointFormatException(path,
                0, "not a checkpoint format Snapwear knows (supported: " + ids() + ")"));
        try (Snapshot s = reader.read(path)) {
            List<TensorRow> rows = new ArrayList<>();
            for (Tensor t : s.tensors()) {
                rows.add(new TensorRow(t.name(), t.dtype().safetensorsName(), t.info().shape(), t.info().byteSize()));
            }
            return new Result(path.toString(), reader.formatId(), rows, rows.size(), s.elementCount(), s.dataBytes());
        }
    }

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        if (!Files.exists(path)) {
            throw new CommandFailedException(path + ": no such file or directory");
        }
        if (Files.isDirectory(path) && CheckpointFormats.detect(path).isEmpty()) {
            CheckpointInspection.Result c = CheckpointInspection.inspect(path);
            if (json) {
                ctx.printJson(c);
            } else {
                CheckpointInspection.print(ctx.out(), c);
            }
            return 0;
        }
        Result r = inspect(path);
        if (json) {
            ctx.printJson(r);
            return 0;
        }
        ctx.out().println("file:   " + SafeText.printable(r.file()));
        ctx.out().println("format: " + r.format());
        int w = 4;
        for (TensorRow t : r.tensors()) {
            w = Math.max(w, SafeText.printable(t.name()).length());
        }
        ctx.out().printf("%-" + w + "s  %-7s  %-20s  %12s%n", "name", "dtype", "shape", "bytes");
        for (TensorRow t : r.tensors()) {
            ctx.out().printf("%-" + w + "s  %-7s  %-20s  %12d%n", SafeText.printable(t.name()), t.dtype(),
                    java.util.Arrays.toString(t.shape()),
                    t.bytes());
        }
        ctx.out().printf("total: %d tensors, %d elements, %d bytes%n", r.tensorCount(), r.elementCount(), r.dataBytes());
        return 0;
    }
}
