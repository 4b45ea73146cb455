package org.snapwear.headless.commands.codec;

import java.util.List;

import org.snapwear.codec.store.DiskSpace;
import org.snapwear.codec.store.RecoveryAction;
import org.snapwear.codec.store.SaveResult;
import org.snapwear.codec.store.StoreEntryInfo;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.headless.cli.support.UsageException;

import picocli.CommandLine.Command;

/**
 * {@code snapwear store ACTION}: a real crash-safe snapshot store directory
 * ({@link org.snapwear.codec.store.SnapshotStore}). The scheme settings are fixed by the first save, which creates
 * the store. Each action is a picocli subcommand ({@link StoreAction}), and the {@code subcommands} list below is
 * the one list of the actions: their names, synopses and summaries ({@code header}) in the help, the missing-action
 * message, the man page's sections and the shell completion come from it; the docs' lists are checked against it
 * (StoreActionsTest).
 */
@Command(name = "store", header = "save, restore, list, verify, delete or gc snapshots in a crash-safe delta snapshot "
        + "store; watch a job's staging directory; serve a job's requests",
        description = { "STORE is a store directory; the first save creates it and fixes its settings (--codec, "
                + "--baseline, --mode, --snap-dis, --unit); later saves must not name different settings. Algorithm 2 "
                + "(Delta snapshots, Wang et al. 2019) decides what is a baseline, what each delta refers to and which older snapshots are "
                + "deleted after each save.",
            "'snapwear store ACTION --help' shows an action's options." },
        synopsisSubcommandLabel = "ACTION", commandListHeading = "%nActions:%n",
        subcommands = { StoreSave.class, StoreRestore.class, StoreList.class, StoreVerify.class, StoreDelete.class,
            StoreGc.class, StoreWatch.class, StoreServe.class })
public final class StoreCommand extends PicocliCommand {

    /** JSON of {@code store save}. */
    public record SaveReport(String store, boolean created, StoreSettings settings, SaveResult save,
            List<RecoveryAction> recovered) {
    }

    /** JSON of {@code store restore}. */
    public record RestoreReport(String store, long iteration, String out, long outBytes, long rawBytes,
            List<Long> loaded, long bytesRead, double millis) {
    }

    /** JSON of {@code store list}; {@code neededBy} says, per entry, which newer entries need it restored. */
    public record ListReport(String store, StoreSettings settings, long generation, long usefulStorageBytes,
            List<StoreEntryInfo> entries, List<NeededBy> neededBy, DiskSpace disk) {
    }

    /** JSON of {@code store delete}. */
    public record DeleteReport(String store, long iteration, long freedBytes, List<Long> kept) {
    }

    @Override
    protected int execute(CommandContext ctx) throws UsageException {
        throw new UsageException("store: missing action (" + words(List.copyOf(spec.subcommands().keySet())) + ")");
    }

    /** "a, b or c". */
    private static String words(List<String> names) {
        int last = names.size() - 1;
        return last <= 0 ? String.join("", names)
                : String.join(", ", names.subList(0, last)) + " or " + names.get(last);
    }
}
