package org.snapwear.spark.sweep;

import java.util.Map;

import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;
import org.snapwear.study.sweep.SaveStream;
import org.snapwear.study.sweep.SaveStreamKey;
import org.snapwear.study.sweep.SweepCell;
import org.snapwear.study.sweep.SweepCells;
import org.snapwear.study.sweep.SweepRow;

/** One cell's task: its stream from the broadcast, replayed on its device ({@link SweepCells#run}, pure). */
final class RunCell implements Function<SweepCell, SweepRow> {
    private static final long serialVersionUID = 1L;
    private final Broadcast<Map<SaveStreamKey, SaveStream>> streams;

    RunCell(Broadcast<Map<SaveStreamKey, SaveStream>> streams) {
        this.streams = streams;
    }

    @Override
    public SweepRow call(SweepCell cell) {
        SaveStream s = streams.value().get(cell.streamKey());
        if (s == null) {
            throw new IllegalStateException("no save stream for cell " + cell.index() + " (" + cell.streamKey() + ")");
        }
        return SweepCells.run(cell, s);
    }
}
