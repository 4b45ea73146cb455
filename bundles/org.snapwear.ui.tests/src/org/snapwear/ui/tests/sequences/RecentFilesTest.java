package org.snapwear.ui.tests.sequences;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.preference.PreferenceStore;
import org.junit.jupiter.api.Test;
import org.snapwear.ui.core.RecentFiles;

/** File > Open Recent's list: newest first, at most 8, moved up on reopen, multi-file entries kept whole. */
class RecentFilesTest {

    @Test
    void keepsTheLastEightNewestFirst() {
        PreferenceStore store = new PreferenceStore();
        RecentFiles recent = new RecentFiles(store);
        List<List<Path>> added = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            List<Path> e = List.of(Path.of("/runs/r" + i).toAbsolutePath());
            recent.add(e);
            added.add(0, e);
        }
        assertEquals(added.subList(0, RecentFiles.MAX), recent.entries());

        recent.add(List.of(Path.of("/runs/r4")));
        assertEquals(Path.of("/runs/r4").toAbsolutePath(), recent.entries().get(0).get(0));
        assertEquals(RecentFiles.MAX, recent.entries().size());
        assertEquals(1, recent.entries().stream().filter(e -> e.get(0).endsWith("r4")).count(), "no duplicates");

        List<Path> files = List.of(Path.of("/runs/a/snap_iter0.pt").toAbsolutePath(),
                Path.of("/runs/a/snap_iter500.pt").toAbsolutePath());
        recent.add(files);
        // A second list over the same store sees the same entries (what a restart reads back).
        assertEquals(files, new RecentFiles(store).entries().get(0));
        assertEquals(files.get(0) + " (+1 files)", RecentFiles.label(files));
    }

    /** Study files have their own list in the same store: neither list sees the other's entries. */
    @Test
    void studiesAndSequencesAreSeparateLists() {
        PreferenceStore store = new PreferenceStore();
        RecentFiles sequences = new RecentFiles(store);
        RecentFiles studies = new RecentFiles(store, RecentFiles.STUDIES_KEY);
        List<Path> seq = List.of(Path.of("/runs/cnn").toAbsolutePath());
        List<Path> study = List.of(Path.of("/studies/a.snapwear").toAbsolutePath());
        sequences.add(seq);
        studies.add(study);
        assertEquals(List.of(seq), sequences.entries());
        assertEquals(List.of(study), studies.entries());
        assertEquals(List.of(study), new RecentFiles(store, RecentFiles.STUDIES_KEY).entries());
    }
}
