package org.snapwear.ui.core;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPersistentPreferenceStore;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/**
 * The last {@value #MAX} sequences opened (directories or lists of checkpoint files), or study files, newest first,
 * kept in a preference store so File > Open Recent survives restarts. An entry is the list of paths given to the
 * open; entries are stored one per line, the paths of an entry separated by the platform's path separator.
 */
public final class RecentFiles {
    /** Preference key of the sequences list. */
    public static final String KEY = "recentSequences";
    /** Preference key of the study files list. */
    public static final String STUDIES_KEY = "recentStudies";
    /** Entries kept. */
    public static final int MAX = 8;

    private static RecentFiles workbench;
    private static RecentFiles workbenchStudies;

    private final IPreferenceStore store;
    private final String key;
    /** Told after each {@link #add}, on the thread that added (the start page's Recent list follows the menu's). */
    private final List<Runnable> listeners = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** The sequences list of {@code store}. */
    public RecentFiles(IPreferenceStore store) {
        this(store, KEY);
    }

    /** The list under {@code key} ({@link #KEY} or {@link #STUDIES_KEY}) of {@code store}. */
    public RecentFiles(IPreferenceStore store, String key) {
        this.store = store;
        this.key = key;
    }

    /** The workbench's sequences list, in the instance preferences of org.snapwear.ui. */
    public static synchronized RecentFiles workbench() {
        if (workbench == null) {
            workbench = new RecentFiles(new ScopedPreferenceStore(InstanceScope.INSTANCE, "org.snapwear.ui"));
        }
        return workbench;
    }

    /** The workbench's study files list (same preferences, its own key). */
    public static synchronized RecentFiles workbenchStudies() {
        if (workbenchStudies == null) {
            workbenchStudies = new RecentFiles(new ScopedPreferenceStore(InstanceScope.INSTANCE, "org.snapwear.ui"),
                    STUDIES_KEY);
        }
        return workbenchStudies;
    }

    /** Entries, newest first. */
    public List<List<Path>> entries() {
        String value = store.getString(key);
        List<List<Path>> out = new ArrayList<>();
        if (value == null || value.isBlank()) {
            return out;
        }
        for (String line : value.split("\n")) {
            if (!line.isBlank()) {
                out.add(Arrays.stream(line.split(File.pathSeparator)).map(Path::of).toList());
            }
        }
        return out;
    }

    /** Puts the entry first (moving it up if present), keeps {@value #MAX}, and saves the store. */
    public void add(List<Path> paths) {
        List<Path> entry = paths.stream().map(p -> p.toAbsolutePath().normalize()).toList();
        List<List<Path>> list = entries();
        list.remove(entry);
        list.add(0, entry);
        while (list.size() > MAX) {
            list.remove(list.size() - 1);
        }
        StringBuilder b = new StringBuilder();
        for (List<Path> e : list) {
            if (b.length() > 0) {
                b.append('\n');
            }
            b.append(String.join(File.pathSeparator, e.stream().map(Path::toString).toList()));
        }
        store.setValue(key, b.toString());
        listeners.forEach(Runnable::run);
        if (store instanceof IPersistentPreferenceStore p && p.needsSaving()) {
            try {
                p.save();
            } catch (IOException e) {
                // The list still works for this session; losing it on restart is not worth an error dialog.
            }
        }
    }

    /** Runs {@code listener} after every change of the list, until {@link #removeListener}. */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    /** Menu text of an entry: the path, or the first file and how many more. */
    public static String label(List<Path> entry) {
        return entry.size() == 1 ? entry.get(0).toString()
                : org.eclipse.osgi.util.NLS.bind(Messages.RecentFiles_more, entry.get(0), entry.size() - 1);
    }
}
