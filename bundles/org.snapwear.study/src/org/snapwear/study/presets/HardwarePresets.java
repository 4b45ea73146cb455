package org.snapwear.study.presets;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.model.study.SnapwearPackage;
import org.snapwear.model.study.SsdSettings;
import org.snapwear.study.sim.ScaledDevice;

/**
 * The hardware presets offered for new studies and in the study editor.
 * <ul>
 * <li>{@link #TABLE4}: Delta snapshots's (docs/papers.md#delta-snapshots) DiskSim device (Table 4 geometry and latencies, Table 8 warm-up). These are the
 * model's default values, which docs/study-model.md traces to the paper.</li>
 * <li>{@link #SCALED}: the same device with fewer blocks per chip ({@link ScaledDevice}) for a run writing
 * {@link #SCALED_RAW_BYTES} raw bytes, so a small sequence meets the paper's GC pressure in seconds instead of
 * simulating 32 GB.</li>
 * <li>{@link #NOP4}: the Table 4 device with SLC pages limited to 4 programs per erase cycle, as the SLC NAND
 * datasheets [SLC progressive programming, docs/papers.md#slc-progressive] cites state (Numonyx NAND01G-B2B, Winbond W29N02GV); the paper itself assumes no limit.</li>
 * </ul>
 */
public final class HardwarePresets {
    /** Preset ids (stored in preferences). */
    public static final String TABLE4 = "disksim-table4";
    public static final String SCALED = "disksim-scaled";
    public static final String NOP4 = "slc-nop4";

    /** Raw volume the scaled device is sized for: a few dozen snapshots of a 100,000-parameter model. */
    public static final long SCALED_RAW_BYTES = 64L << 20;

    /** Partial programs per SLC page per erase cycle in the datasheets [SLC progressive programming, docs/papers.md#slc-progressive] cites. */
    public static final int DATASHEET_NOP = 4;

    private static final SnapwearPackage P = SnapwearPackage.eINSTANCE;

    private HardwarePresets() {
    }

    /** All presets, the default first. */
    public static List<HardwarePreset> all() {
        return List.of(table4(), scaled(), nop4());
    }

    /** The preset with this id, if any. */
    public static Optional<HardwarePreset> find(String id) {
        return all().stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /** The preset with this id, or the Table 4 device for an unknown or missing id (e.g. a stale preference). */
    public static HardwarePreset orDefault(String id) {
        return find(id == null ? TABLE4 : id).orElseGet(HardwarePresets::table4);
    }

    public static HardwarePreset table4() {
        return new HardwarePreset(TABLE4, "DiskSim device (Delta snapshots, Wang et al. 2019, Table 4)",
                "8 channels x 1 chip x 16,384 blocks x 64 pages of 4 KB (32 GB), 15% spare, Table 8 warm-up; "
                        + "SLC pages as in SLC progressive programming (Zhang et al. 2015) (16 KB, 512 B deltas, no program limit).",
                defaults(P.getSsdSettings()), defaults(P.getSlcSettings()));
    }

    public static HardwarePreset scaled() {
        ScaledDevice.Scaled s = ScaledDevice.forRawVolume(SCALED_RAW_BYTES);
        Map<EAttribute, Object> ssd = defaults(P.getSsdSettings());
        ssd.put(P.getSsdSettings_BlocksPerChip(), s.config().blocksPerChip());
        WarmupState w = s.warmup();
        double total = w.validBlocks() + w.invalidBlocks() + w.freeBlocks();
        ssd.put(P.getSsdSettings_WarmupValid(), w.validBlocks() / total);
        ssd.put(P.getSsdSettings_WarmupInvalid(), w.invalidBlocks() / total);
        ssd.put(P.getSsdSettings_WarmupFree(), w.freeBlocks() / total);
        return new HardwarePreset(SCALED, "DiskSim device, scaled for quick runs",
                "Table 4 timings and pages with " + s.config().blocksPerChip() + " blocks per chip, sized so a "
                        + (SCALED_RAW_BYTES >> 20) + " MB run meets the paper's GC pressure; warm-up in Table 8 "
                        + "proportions.",
                ssd, defaults(P.getSlcSettings()));
    }

    public static HardwarePreset nop4() {
        Map<EAttribute, Object> slc = defaults(P.getSlcSettings());
        slc.put(P.getSlcSettings_Nop(), DATASHEET_NOP);
        return new HardwarePreset(NOP4, "DiskSim device, SLC NOP = 4 (datasheets)",
                "Table 4 device; SLC pages accept at most 4 programs per erase cycle, as the SLC NAND datasheets "
                        + "cited by SLC progressive programming (Zhang et al. 2015) specify.",
                defaults(P.getSsdSettings()), slc);
    }

    /** Reads the current SSD values of a study in the same form as a preset's (for comparisons). */
    public static Map<EAttribute, Object> values(SsdSettings ssd) {
        Map<EAttribute, Object> out = new LinkedHashMap<>();
        for (EAttribute a : ssd.eClass().getEAllAttributes()) {
            out.put(a, ssd.eGet(a));
        }
        return out;
    }

    /** The model's default value of every attribute of the class. */
    private static Map<EAttribute, Object> defaults(EClass c) {
        Map<EAttribute, Object> out = new LinkedHashMap<>();
        for (EAttribute a : c.getEAllAttributes()) {
            out.put(a, a.getDefaultValue());
        }
        return out;
    }
}
