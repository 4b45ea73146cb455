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
        List<FileOp> ops = new ArrayList<>();
        Map<Long, String> names = new HashMap<>();
        for (SaveRecord s : result.saves()) {
            String name = fileName(s);
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
