package org.snapwear.headless.commands.codec;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.snapwear.codec.store.DiskSpace;
import org.snapwear.codec.store.RecoveryAction;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreEntryInfo;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.trace.text.SafeText;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code snapwear store list STORE}: the kept snapshots, the store's bytes and the free disk space. */
@Command(name = "list", header = "list the kept snapshots, the bytes of the store's files and the free disk space")
final class StoreList extends StoreAction {

    @Parameters(paramLabel = "STORE", description = "the store directory")
    Path dir;

    @Option(names = { "-j", "--json" }, description = "print one JSON object")
    boolean json;

    @Override
    protected int act(CommandContext ctx) throws Exception {
        try (SnapshotStore store = SnapshotStore.openReadOnly(dir)) {
            List<StoreEntryInfo> entries = store.list();
            StoreCommand.ListReport rep = new StoreCommand.ListReport(dir.toString(), store.settings(), store.generation(),
                    store.usefulStorageBytes(), entries, NeededBy.of(entries), DiskSpace.of(dir));
            if (json) {
                ctx.printJson(rep);
                return 0;
            }
            StoreSettings s = rep.settings();
            ctx.out().printf(Locale.ROOT, "%s: %s, codec %s, baseline %s, snap_dis %d, unit %s, generation %d%n", dir,
                    s.mode(), s.codec(), s.baselineCodec(), s.snapDis(), s.unit() == 0 ? "(not yet learned)" : s.unit(),
                    rep.generation());
            StoreText.printList(ctx.out(), rep.entries(), rep.neededBy(), rep.usefulStorageBytes());
            ctx.out().println(WatchText.space("disk: store", rep.disk()));
            for (RecoveryAction a : store.recoveryActions()) {
                ctx.err().println("store: leftover " + SafeText.printable(a.file()) + " (" + a.action() + ")");
            }
        }
        return 0;
    }
}
