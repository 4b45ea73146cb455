package org.snapwear.ui.editors.study;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.snapwear.model.study.SnapwearPackage.Literals;
import org.snapwear.model.study.Study;
import org.snapwear.study.presets.HardwarePreset;
import org.snapwear.study.presets.HardwarePresets;

/** The simulated hardware: SSD (seed 000), SLC progressive pages (seed 002), GPU buddy memory (seed 004), cluster (seed 001). */
public final class HardwarePage extends StudyFormPage {
    private final Combo presets;
    private final Label presetDescription;
    private final List<HardwarePreset> presetList = HardwarePresets.all();

    public HardwarePage(Composite parent, FormToolkit toolkit, Study study, EditingDomain domain,
            List<String> codecIds, String initialPresetId) {
        super(parent, toolkit, study, domain, "Simulated hardware");
        Composite body = form().getBody();
        Supplier<EObject> ssd = () -> study.getHardware() == null ? null : study.getHardware().getSsd();
        Supplier<EObject> slc = () -> study.getHardware() == null ? null : study.getHardware().getSlc();
        Supplier<EObject> buddy = () -> study.getHardware() == null ? null : study.getHardware().getBuddy();
        Supplier<EObject> cluster = () -> study.getHardware() == null ? null : study.getHardware().getCluster();

        Composite p = section(body, "Hardware preset", "Replaces all SSD and SLC values with a named device "
                + "(one undo step). The default for new studies is set in Preferences > Snapwear.", 2);
        toolkit.createLabel(p, "Preset:");
        presets = new Combo(p, SWT.READ_ONLY | SWT.DROP_DOWN);
        toolkit.adapt(presets, true, false);
        presetList.forEach(h -> presets.add(h.label()));
        GridData cgd = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        cgd.widthHint = FieldBinding.TEXT_WIDTH;
        presets.setLayoutData(cgd);
        Button apply = toolkit.createButton(p, "Apply Preset", SWT.PUSH);
        apply.addListener(SWT.Selection, e -> applyPreset(selectedPreset()));
        presetDescription = toolkit.createLabel(p, "", SWT.WRAP);
        GridData dgd = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
        dgd.widthHint = 700;
        presetDescription.setLayoutData(dgd);
        presets.addListener(SWT.Selection, e -> presetDescription.setText(selectedPreset().description()));
        selectPreset(initialPresetId);

        Composite geo = section(body, "SSD geometry", "Seed 000, Table 4: 8 x 1 x 16,384 x 64 x 4 KB = 32 GB.", 1);
        field(geo, ssd, Literals.SSD_SETTINGS__CHANNELS, "Channels", "channels");
        field(geo, ssd, Literals.SSD_SETTINGS__CHIPS_PER_CHANNEL, "Chips per channel", "chips");
        field(geo, ssd, Literals.SSD_SETTINGS__BLOCKS_PER_CHIP, "Blocks per chip", "blocks");
        field(geo, ssd, Literals.SSD_SETTINGS__PAGES_PER_BLOCK, "Pages per block", "pages");
        field(geo, ssd, Literals.SSD_SETTINGS__PAGE_BYTES, "Page size", "bytes");
        field(geo, ssd, Literals.SSD_SETTINGS__HOST_TIMING, "Host transfers", null);

        Composite lat = section(body, "SSD latencies", "Seed 000, Table 4 (DiskSim).", 1);
        field(lat, ssd, Literals.SSD_SETTINGS__BYTE_TRANSFER_MS, "Transfer per byte", "ms");
        field(lat, ssd, Literals.SSD_SETTINGS__PAGE_READ_MS, "Page read", "ms");
        field(lat, ssd, Literals.SSD_SETTINGS__PAGE_WRITE_MS, "Page program", "ms");
        field(lat, ssd, Literals.SSD_SETTINGS__BLOCK_ERASE_MS, "Block erase", "ms");

        Composite gc = section(body, "Over-provisioning and garbage collection", null, 1);
        field(gc, ssd, Literals.SSD_SETTINGS__OVER_PROVISIONING, "Over-provisioning", "fraction");
        field(gc, ssd, Literals.SSD_SETTINGS__OP_CONVENTION, "Convention", null);
        field(gc, ssd, Literals.SSD_SETTINGS__GC_THRESHOLD, "GC threshold", "fraction of blocks");
        field(gc, ssd, Literals.SSD_SETTINGS__GC_POLICY, "Victim policy", null);
        field(gc, ssd, Literals.SSD_SETTINGS__DCHOICES, "d (d-choices)", "blocks");
        field(gc, ssd, Literals.SSD_SETTINGS__WEAR_LEVEL_THRESHOLD, "Wear levelling", "erases, 0 = off");
        field(gc, ssd, Literals.SSD_SETTINGS__SEED, "Random seed", null);

        Composite warm = section(body, "Warm-up", "Device state before the run, in blocks' worth of pages "
                + "(Table 8: 111,432 valid, 13,048 invalid, 6,592 free of 131,072).", 1);
        field(warm, ssd, Literals.SSD_SETTINGS__WARMUP_VALID, "Valid", "fraction of blocks");
        field(warm, ssd, Literals.SSD_SETTINGS__WARMUP_INVALID, "Invalid", "fraction of blocks");
        field(warm, ssd, Literals.SSD_SETTINGS__WARMUP_FREE, "Free", "fraction of blocks");
        field(warm, ssd, Literals.SSD_SETTINGS__WARMUP_LAYOUT, "Layout", null);

        Composite s = section(body, "SLC progressive pages", "Seed 002: deltas appended to the page until its "
                + "delta region is full.", 1);
        field(s, slc, Literals.SLC_SETTINGS__PAGE_BYTES, "Page size", "bytes");
        field(s, slc, Literals.SLC_SETTINGS__DELTA_REGION_BYTES, "Delta region", "bytes");
        field(s, slc, Literals.SLC_SETTINGS__NOP, "Programs per page (NOP)", "0 = unlimited");
        field(s, slc, Literals.SLC_SETTINGS__READ_MICROS, "Page read", "\u00b5s");
        field(s, slc, Literals.SLC_SETTINGS__WRITE_MICROS, "Page program", "\u00b5s");
        field(s, slc, Literals.SLC_SETTINGS__CODEC, "Delta codec", null);
        field(s, slc, Literals.SLC_SETTINGS__SEGMENT_BYTES, "Segment size", "bytes");

        Composite b = section(body, "GPU buddy compression", "Seed 004: per-allocation target ratio; sectors "
                + "that do not fit go to buddy memory.", 1);
        field(b, buddy, Literals.BUDDY_SETTINGS__TARGET, "Target ratio", null);
        field(b, buddy, Literals.BUDDY_SETTINGS__BUDDY_THRESHOLD, "Buddy access cap", "fraction");

        Composite c = section(body, "Cluster (PCCR pipeline)", "Seed 001: checkpoint time of P processes "
                + "sharing a file system.", 2);
        ((org.eclipse.swt.layout.GridLayout) c.getLayout()).numColumns = 6;
        field(c, cluster, Literals.CLUSTER_SETTINGS__PROCESSES_MIN, "Processes from", "processes");
        field(c, cluster, Literals.CLUSTER_SETTINGS__CHECKPOINT_BYTES, "Checkpoint size S", "bytes");
        field(c, cluster, Literals.CLUSTER_SETTINGS__PROCESSES_MAX, "Processes to", "processes");
        field(c, cluster, Literals.CLUSTER_SETTINGS__IO_RATE, "I/O rate b", "bytes/s");
        field(c, cluster, Literals.CLUSTER_SETTINGS__PROCESSES_STEP, "Step", "processes");
        field(c, cluster, Literals.CLUSTER_SETTINGS__FS_BANDWIDTH, "File-system bandwidth Bf", "bytes/s");
        field(c, cluster, Literals.CLUSTER_SETTINGS__COMPRESSION_SOURCE, "Compression figures", null);
        field(c, cluster, Literals.CLUSTER_SETTINGS__COMPRESSION_CODEC, "Measured codec", null, codecIds);
        field(c, cluster, Literals.CLUSTER_SETTINGS__COMPRESSION_RATIO, "Given ratio", "original/compressed");
        field(c, cluster, Literals.CLUSTER_SETTINGS__COMPRESSION_THROUGHPUT, "Given throughput", "bytes/s");
        field(c, cluster, Literals.CLUSTER_SETTINGS__COLLECT_THROUGHPUT, "Collection rate", "bytes/s, 0 = instant");
        field(c, cluster, Literals.CLUSTER_SETTINGS__BLOCK_BYTES, "Pipeline buffer", "bytes");
        field(c, cluster, Literals.CLUSTER_SETTINGS__QUEUE_LENGTH, "Queue length", "buffers");
    }

    /** Shows a preset in the chooser (the preference's default when the page opens). */
    public void selectPreset(String id) {
        HardwarePreset p = HardwarePresets.orDefault(id);
        presets.select(presetList.indexOf(presetList.stream().filter(h -> h.id().equals(p.id())).findFirst()
                .orElse(presetList.get(0))));
        presetDescription.setText(selectedPreset().description());
    }

    public HardwarePreset selectedPreset() {
        int i = presets.getSelectionIndex();
        return presetList.get(i < 0 ? 0 : i);
    }

    public Combo presetCombo() {
        return presets;
    }

    /**
     * Applies a preset as one compound command (one undo step). Only values that differ are set, so applying the
     * preset the study already has does not make the editor dirty.
     */
    public void applyPreset(HardwarePreset preset) {
        if (study.getHardware() == null) {
            return;
        }
        CompoundCommand cmd = new CompoundCommand("Apply " + preset.label());
        addSets(cmd, study.getHardware().getSsd(), preset.ssd());
        addSets(cmd, study.getHardware().getSlc(), preset.slc());
        if (!cmd.isEmpty() && cmd.canExecute()) {
            domain.getCommandStack().execute(cmd);
        }
    }

    private void addSets(CompoundCommand cmd, EObject target, Map<EAttribute, Object> values) {
        if (target == null) {
            return;
        }
        values.forEach((a, v) -> {
            if (!Objects.equals(target.eGet(a), v)) {
                cmd.append(SetCommand.create(domain, target, a, v));
            }
        });
    }
}
