package org.snapwear.study.charts;

import java.awt.Color;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * One colour per scheme for every chart of a run: a scheme keeps its colour when charts are restricted to a
 * subset of schemes, and in a comparison the second run's schemes reuse the first run's colours. Colours are
 * assigned in the order schemes first appear (the study's scheme order), from a palette of well-separated hues.
 */
public final class SchemePalette {

    /** Tableau-10-like hues, readable on white and distinct for the usual colour-vision deficiencies. */
    private static final Color[] HUES = {
        new Color(0x1F77B4), new Color(0xFF7F0E), new Color(0x2CA02C), new Color(0xD62728), new Color(0x9467BD),
        new Color(0x8C564B), new Color(0xE377C2), new Color(0x17BECF), new Color(0xBCBD22), new Color(0x7F7F7F),
        new Color(0x393B79), new Color(0xAD494A), new Color(0x637939), new Color(0x843C39), new Color(0x7B4173),
    };

    private final Map<String, Color> colours = new LinkedHashMap<>();

    /** The schemes of these runs, in order of first appearance. */
    public static SchemePalette of(StudyResults... runs) {
        SchemePalette p = new SchemePalette();
        for (StudyResults r : runs) {
            for (String id : List.of(TableIds.SCHEMES, TableIds.SNAPSHOTS)) {
                r.table(id).ifPresent(t -> p.addSchemes(t));
            }
        }
        return p;
    }

    private void addSchemes(ResultTable t) {
        int col = t.columnIndex("scheme");
        for (List<Object> row : t.rows()) {
            colourOf(String.valueOf(row.get(col)));
        }
    }

    /** The scheme's colour; an unseen scheme gets the next free hue. */
    public synchronized Color colourOf(String scheme) {
        return colours.computeIfAbsent(scheme, s -> hue(colours.size()));
    }

    /** The i-th colour of the palette (for series that are not schemes). */
    public static Color hue(int i) {
        Color base = HUES[i % HUES.length];
        // Past the palette, darken so that colours do not repeat exactly.
        for (int round = i / HUES.length; round > 0; round--) {
            base = base.darker();
        }
        return base;
    }

    public synchronized List<String> schemes() {
        return List.copyOf(colours.keySet());
    }
}
