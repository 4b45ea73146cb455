package org.snapwear.headless.commands.codec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.snapwear.codec.store.CheckpointRestoreResult;
import org.snapwear.codec.store.DiskSpace;
import org.snapwear.codec.store.RecoveryAction;
import org.snapwear.codec.store.RestoreResult;
import org.snapwear.codec.store.RestoreTarget;
import org.snapwear.codec.store.SaveResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreProblem;
import org.snapwear.codec.store.StoreEntryInfo;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.store.VerifyReport;
import org.snapwear.headless.cli.support.Args;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.Subcommand;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.format.SafetensorsWriter;

/**
 * {@code snapwear store save|restore|list|verify|delete}: a real crash-safe snapshot store directory
 * ({@link SnapshotStore}). The scheme settings are fixed by the first save, which creates the store.
 */
public final class StoreCommand implements Subcommand {

    /** JSON of {@code store save}. */
    public record SaveReport(String store, boolean created, StoreSettings settings, SaveResult save,
            List<RecoveryAction> recovered) {
    }

    /** JSON of {@code store restore}. */
    public record RestoreReport(String store, long iteration, String out, long outBytes, long rawBytes,
            List<Long> loaded, long bytesRead, double millis) {
    }

    /** JSON of {@code store list}. */
    public record ListReport(String store, StoreSettings settings, long generation, long usefulStorageBytes,
            List<StoreEntryInfo> entries, DiskSpace disk) {
    }

    /** JSON of {@code store delete}. */
    public record DeleteReport(String store, long iteration, long freedBytes, List<Long> kept) {
    }

    @Override
    public String name() {
        return "store";
    }

    @Override
    public String summary() {
        return "save, restore, list, verify, delete or gc snapshots in a crash-safe delta snapshot store; watch a "
                + "job's staging directory";
    }

    @Override
    public String usage() {
        return "snapwear store save STORE PATH --iteration N [--codec ID] [--baseline ID] [--mode M] [--snap-dis N]\n"
                + "                    [--unit U] [--previous PATH]... [--json]\n"
                + "snapwear store restore STORE --iteration N --out PATH [--force] [--json]\n"
                + "snapwear store list STORE [--json]\n"
                + "snapwear store verify STORE [--json]\n"
                + "snapwear store delete STORE --iteration N [--json]\n"
                + "snapwear store gc STORE --keep N [--json]\n"
                + "snapwear store watch STORE STAGING [--exit-when-idle SECONDS] [--keep N] [--max-staged-bytes B]\n"
                + "                    [--require-done] [--poll-ms MS] [--codec ID ... as for save] [--json]\n\n"
                + "STORE       a store directory; the first save creates it and fixes its settings:\n"
                + "--codec     codec of delta snapshots (default dynrle; see 'snapwear codecs')\n"
                + "--baseline  codec of baseline snapshots (default huffman-exp; raw stores them as they are)\n"
                + "--mode      full | progressive | chain (default progressive)\n"
                + "--snap-dis  a new baseline every N snapshots (default 10)\n"
                + "--unit      iterations between snapshots (default: learned from the first two saves)\n"
                + "--previous  an earlier checkpoint still on disk (repeatable): if the save refers to it and it is byte\n"
                + "            for byte what the store holds, it is read instead of decoded from the store (faster)\n"
                + "Later saves must not name different settings. Algorithm 2 (seed 000) decides what is a baseline,\n"
                + "what each delta refers to and which older snapshots are deleted after each save.\n"
                + "PATH is a checkpoint file or a whole checkpoint directory (Hugging Face checkpoint-N/, DeepSpeed\n"
                + "global_stepN/, anything): every file is kept byte for byte; tensor payloads go through the codecs\n"
                + "(dtypes a codec declines through xor-shuffle-zstd), all other bytes through zstd.\n"
                + "restore writes back exactly what was saved (PATH must not exist; --force replaces an existing\n"
                + "            file or directory once the new copy is complete, never one inside or holding the\n"
                + "            store); snapshots of stores written by earlier releases (tensors only) are restored\n"
                + "            as safetensors.\n"
                + "verify recomputes every file's CRC32C and decodes every kept iteration; it fails naming the file.\n"
                + "delete refuses snapshots that kept deltas depend on (delete those first, newest first).\n"
                + "gc keeps the newest N iterations restorable (and what their deltas need) and deletes the rest.\n"
                + "list also reports the bytes of the store's files and the free space of its file system.\n"
                + "watch ingests every complete checkpoint a job writes into STAGING (complete: renamed from a tmp*\n"
                + "            name to its final one, or NAME.done written; with --require-done only the latter), in\n"
                + "            iteration order, and removes it from STAGING once its save is committed; one that fails\n"
                + "            stays with NAME.error. A kill at any moment is safe: restart it and nothing is lost or\n"
                + "            saved twice. --keep N applies gc after each save; --max-staged-bytes B writes\n"
                + "            STAGING/.snapwear-full while STAGING holds more than B bytes (a job should stage nothing\n"
                + "            new while it exists); --exit-when-idle S returns after S seconds with nothing to do;\n"
                + "            --json prints one JSON object per line (ingested, error, backlog, full, changing, summary).";
    }

    @Override
    public int run(Args args, CommandContext ctx) throws Exception {
        String action = args.requiredPositional("action (save, restore, list, verify, delete, gc or watch)");
        try {
            switch (action) {
                case "save":
                    return save(args, ctx);
                case "restore":
                    return restore(args, ctx);
                case "list":
                    return list(args, ctx);
                case "verify":
                    return verify(args, ctx);
                case "delete":
                    return delete(args, ctx);
                case "watch":
                    return StoreWatch.run(args, ctx);
                case "gc":
                    return StoreGc.run(args, ctx);
                default:
                    throw new UsageException("store: unknown action '" + action
                            + "' (save, restore, list, verify, delete, gc or watch)");
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new CommandFailedException(e.getMessage(), e);
        }
    }

    private int save(Args args, CommandContext ctx) throws Exception {
        boolean json = args.flag("--json");
        long iteration = args.longOption("--iteration", ParameterRanges.ITERATION, -1);
        StoreOpening opening = StoreOpening.parse(args);
        List<Path> previous = new ArrayList<>();
        for (Optional<String> p = args.option("--previous"); p.isPresent(); p = args.option("--previous")) {
            previous.add(Path.of(p.get()));
        }
        Path dir = args.requiredPath("STORE");
        Path path = args.requiredPath("PATH");
        args.finish();
        if (iteration < 0) {
            throw new UsageException("store save: option --iteration N (>= 0) is required");
        }
        // Scan the checkpoint first: a bad input must not leave a new, empty store behind.
        ScannedCheckpoint checkpoint = CheckpointScanner.scan(path);
        List<ScannedCheckpoint> onDisk = new ArrayList<>();
        for (Path p : previous) {
            onDisk.add(CheckpointScanner.scan(p));
        }
        StoreOpening.Opened opened = opening.openOrCreate(dir);
        boolean created = opened.created();
        SnapshotStore store = opened.store();
        try (store) {
            for (RecoveryAction a : store.recoveryActions()) {
                ctx.err().println("store: " + a.file() + ": " + a.action() + " (" + a.reason() + ")");
            }
            SaveResult r = store.save(checkpoint, iteration, onDisk);
            if (json) {
                ctx.printJson(new SaveReport(dir.toString(), created, store.settings(), r, store.recoveryActions()));
            } else {
                StoreText.printSave(ctx.out(), created, checkpoint, r);
                for (String w : r.warnings()) {
                    ctx.err().println("store: warning: " + w);
                }
            }
        }
        return 0;
    }

    private int restore(Args args, CommandContext ctx) throws Exception {
        boolean json = args.flag("--json");
        boolean force = args.flag("--force");
        long iteration = args.longOption("--iteration", ParameterRanges.ITERATION, -1);
        Path out = Path.of(args.requiredOption("--out"));
        Path dir = args.requiredPath("STORE");
        args.finish();
        if (iteration < 0) {
            throw new UsageException("store restore: option --iteration N (>= 0) is required");
        }
        try (SnapshotStore store = SnapshotStore.openReadOnly(dir)) {
            if (store.isCheckpoint(iteration)) {
                CheckpointRestoreResult r = store.restoreCheckpoint(iteration, out, force);
                if (json) {
                    ctx.printJson(r);
                } else {
                    ctx.out().printf(Locale.ROOT, "restored iteration %d -> %s (%d files, %,d B); loaded %s, read "
                            + "%,d B, %.1f ms%n", iteration, out, r.files(), r.bytes(), r.loaded(), r.bytesRead(),
                            r.nanos() / 1e6);
                }
                return 0;
            }
            store.checkRestoreTarget(out, force);
            RestoreResult r = store.restore(iteration);
            // written under a temporary name and renamed, so a failed restore leaves no half-written file
            Path tmp = RestoreTarget.tempSibling(out);
            try {
                SafetensorsWriter.write(tmp, r.snapshot().tensors(), r.metadata());
                RestoreTarget.moveIntoPlace(tmp, out, force);
            } finally {
                Files.deleteIfExists(tmp);
            }
            RestoreReport rep = new RestoreReport(dir.toString(), iteration, out.toString(), Files.size(out),
                    r.snapshot().dataBytes(), r.loaded(), r.bytesRead(), r.nanos() / 1e6);
            if (json) {
                ctx.printJson(rep);
            } else {
                ctx.out().printf(Locale.ROOT, "restored iteration %d -> %s (%,d B); loaded %s, read %,d B, %.1f ms%n",
                        iteration, out, rep.outBytes(), r.loaded(), r.bytesRead(), rep.millis());
            }
        }
        return 0;
    }

    private int list(Args args, CommandContext ctx) throws Exception {
        boolean json = args.flag("--json");
        Path dir = args.requiredPath("STORE");
        args.finish();
        try (SnapshotStore store = SnapshotStore.openReadOnly(dir)) {
            ListReport rep = new ListReport(dir.toString(), store.settings(), store.generation(),
                    store.usefulStorageBytes(), store.list(), DiskSpace.of(dir));
            if (json) {
                ctx.printJson(rep);
                return 0;
            }
            StoreSettings s = rep.settings();
            ctx.out().printf(Locale.ROOT, "%s: %s, codec %s, baseline %s, snap_dis %d, unit %s, generation %d%n", dir,
                    s.mode(), s.codec(), s.baselineCodec(), s.snapDis(), s.unit() == 0 ? "(not yet learned)" : s.unit(),
                    rep.generation());
            StoreText.printList(ctx.out(), rep.entries(), rep.usefulStorageBytes());
            ctx.out().println(WatchText.space("disk: store", rep.disk()));
            for (RecoveryAction a : store.recoveryActions()) {
                ctx.err().println("store: leftover " + a.file() + " (" + a.action() + ")");
            }
        }
        return 0;
    }

    private int verify(Args args, CommandContext ctx) throws Exception {
        boolean json = args.flag("--json");
        Path dir = args.requiredPath("STORE");
        args.finish();
        VerifyReport v;
        try (SnapshotStore store = SnapshotStore.openReadOnly(dir)) {
            v = store.verify();
        }
        if (json) {
            ctx.printJson(v);
        } else {
            ctx.out().printf(Locale.ROOT, "%s: %d kept snapshots, %,d bytes checksummed, %d decoded: %s%n", dir,
                    v.entries(), v.bytesChecked(), v.decoded().size(), v.ok() ? "OK" : "DAMAGED");
            for (StoreProblem p : v.problems()) {
                ctx.out().println("  " + p);
            }
            for (String l : v.leftovers()) {
                ctx.out().println("  leftover (removed by the next save): " + l);
            }
        }
        if (!v.ok()) {
            StoreProblem first = v.problems().get(0);
            throw new CommandFailedException("verification failed: " + dir.resolve(first.file()) + " at offset "
                    + first.offset() + ": " + first.reason()
                    + (v.problems().size() > 1 ? " (and " + (v.problems().size() - 1) + " more problems)" : ""));
        }
        return 0;
    }

    private int delete(Args args, CommandContext ctx) throws Exception {
        boolean json = args.flag("--json");
        long iteration = args.longOption("--iteration", ParameterRanges.ITERATION, -1);
        Path dir = args.requiredPath("STORE");
        args.finish();
        if (iteration < 0) {
            throw new UsageException("store delete: option --iteration N (>= 0) is required");
        }
        try (SnapshotStore store = SnapshotStore.open(dir)) {
            long freed = store.delete(iteration);
            DeleteReport rep = new DeleteReport(dir.toString(), iteration, freed, store.iterations());
            if (json) {
                ctx.printJson(rep);
            } else {
                ctx.out().printf(Locale.ROOT, "deleted iteration %d (%,d B freed); kept %s%n", iteration, freed,
                        rep.kept());
            }
        }
        return 0;
    }
}
