package org.snapwear.study.sim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.flash.files.FileOp;

/**
 * The checkpoint-save stream a scheme produces: one file written per save (its encoded size), then the files of
 * the snapshots Algorithm 2 drops, deleted only after the new one is written (as the snapshot store does).
 */
public final class SaveStreams {

    private SaveStreams() {
    }

    /** File name under which a saved iteration is stored. */
    public static String fileName(SaveRecord s) {
        return String.format(Locale.ROOT, "snap_iter%09d.%s.%s", s.iteration(), s.kind(), s.codec());
    }

    /** Write and delete operations, in order, for a simulated run of a scheme. */
    public static List<FileOp> fromSimulation(SimulationResult result) {
        return fromSaves(saves(result));
    }

    /** The saves of a simulated run as the device replay needs them, in order. */
    public static List<StreamSave> saves(SimulationResult result) {
        List<StreamSave> out = new ArrayList<>(result.saves().size());
        for (SaveRecord s : result.saves()) {
            out.add(new StreamSave(s.iteration(), fileName(s), s.bytes(), s.deleted(), s.kept()));
        }
        return out;
    }

    /** Write and delete operations, in order, for saves of a scheme (see {@link #saves}). */
    public static List<FileOp> fromSaves(List<StreamSave> saves) {
        List<FileOp> ops = new ArrayList<>();
        Map<Long, String> names = new HashMap<>();
        for (StreamSave s : saves) {
            String name = s.fileName();
            names.put(s.iteration(), name);
            ops.add(FileOp.write(name, s.bytes()));
            for (Long gone : s.deleted()) {
                String old = names.remove(gone);
                if (old == null) {
                    throw new IllegalStateException("scheme deleted iteration " + gone + ", which was never saved");
                }
                ops.add(FileOp.delete(old));
            }
        }
        return ops;
    }
}
