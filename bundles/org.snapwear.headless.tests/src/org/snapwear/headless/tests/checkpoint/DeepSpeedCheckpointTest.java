package org.snapwear.headless.tests.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.headless.tests.codec.CheckpointStoreCommandTest;
import org.snapwear.trace.checkpoint.CheckpointTree;
import org.snapwear.trace.checkpoint.TensorRole;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * A DeepSpeed ZeRO-2 run (data/deepspeed: {@code global_stepN/} with {@code mp_rank_00_model_states.pt} and
 * {@code zero_pp_rank_0_mp_rank_00_optim_states.pt}, and the run's {@code latest} file): discovered as a sequence,
 * every tensor named and given its role, stored and restored byte for byte.
 */
class DeepSpeedCheckpointTest {
    /** 24x16 + 16 + 16x8 + 8 parameters of the script's model. */
    private static final long PARAMS = 24 * 16 + 16 + 16 * 8 + 8;
    private static final String MODEL = "mp_rank_00_model_states.pt::";
    private static final String OPTIM = "zero_pp_rank_0_mp_rank_00_optim_states.pt::optimizer_state_dict.";

    @TempDir
    Path tmp;

    private static Path run() {
        Path p = Path.of(System.getProperty("snapwear.bundle.dir"), "data", "deepspeed", "run");
        if (!Files.isDirectory(p)) {
            throw new IllegalStateException("test data " + p + " is missing");
        }
        return p;
    }

    @Test
    void aZeroCheckpointIsOneSnapshotWithRolesFromDeepSpeedsNames() throws IOException {
        SnapshotSequence s = SnapshotSequence.discover(run());
        assertEquals(List.of(10L, 20L), s.entries().stream().map(SnapshotSequence.Entry::iteration).toList(),
                "global_stepN directories are the members; the 'latest' file is not");
        Map<String, Long> bytesPerRole = new TreeMap<>();
        try (Snapshot snap = s.open(1)) {
            for (Tensor t : snap.tensors()) {
                String[] fileAndPath = t.name().split(CheckpointTree.FILE_SEPARATOR, 2);
                bytesPerRole.merge(TensorRole.classify(fileAndPath[0], fileAndPath[1], t.dtype()).id(),
                        t.info().byteSize(), Long::sum);
            }
            Tensor w = snap.tensor(MODEL + "module.0.weight").orElseThrow();
            assertEquals(DType.BF16, w.dtype());
            assertEquals(List.of(16L, 24L), java.util.Arrays.stream(w.info().shape()).boxed().toList());
            assertEquals(PARAMS * 4, snap.tensor(OPTIM + "single_partition_of_fp32_groups.0").orElseThrow().info()
                    .byteSize(), "the fp32 master partition");
        }
        // bf16 weights; fp32 master copy; AdamW's two moments; its step counter (a 4-byte tensor in torch 1.13)
        assertEquals(Map.of("parameter", PARAMS * 2, "master_copy", PARAMS * 4, "optimizer_moment", PARAMS * 8,
                "other", 4L), bytesPerRole);
    }

    @Test
    void bothStepsComeBackByteForByte() throws IOException {
        Path store = tmp.resolve("store");
        for (long it : new long[] {10, 20}) {
            CliRun r = CliRun.run("store", "save", store.toString(),
                    run().resolve("global_step" + it).toString(), "--iteration", Long.toString(it));
            assertEquals(0, r.exit(), r.err());
        }
        for (long it : new long[] {10, 20}) {
            Path out = tmp.resolve("global_step" + it);
            CliRun r = CliRun.run("store", "restore", store.toString(), "--iteration",
                    Long.toString(it), "--out", out.toString());
            assertEquals(0, r.exit(), r.err());
            CheckpointStoreCommandTest.assertSameTree(run().resolve("global_step" + it), out);
        }
    }
}
