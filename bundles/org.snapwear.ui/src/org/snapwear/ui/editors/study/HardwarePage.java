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
import org.eclipse.osgi.util.NLS;
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

/** The simulated hardware: SSD ([Delta snapshots, docs/papers.md#delta-snapshots]), SLC progressive pages ([SLC progressive programming, docs/papers.md#slc-progressive]), GPU buddy memory ([Buddy Compression, docs/papers.md#buddy-compression]), cluster ([PCCR, docs/papers.md#pccr]). */
public final class HardwarePage extends StudyFormPage {
    private final Combo presets;
    private final Label presetDescription;
    private final List<HardwarePreset> presetList = HardwarePresets.all();

    public HardwarePage(Composite parent, FormToolkit toolkit, Study study, EditingDomain domain,
            List<String> codecIds, String initialPresetId) {
        super(parent, toolkit, study, domain, Messages.Hardware_simulatedHardware);
        Composite body = form().getBody();
        Supplier<EObject> ssd = () -> study.getHardware() == null ? null : study.getHardware().getSsd();
        Supplier<EObject> slc = () -> study.getHardware() == null ? null : study.getHardware().getSlc();
        Supplier<EObject> buddy = () -> study.getHardware() == null ? null : study.getHardware().getBuddy();
        Supplier<EObject> cluster = () -> study.getHardware() == null ? null : study.getHardware().getCluster();

        Composite p = section(body, Messages.Hardware_hardwarePreset, Messages.Hardware_replacesAllSSDAnd, 2);
        toolkit.createLabel(p, Messages.Hardware_preset);
        presets = new Combo(p, SWT.READ_ONLY | SWT.DROP_DOWN);
        toolkit.adapt(presets, true, false);
        presetList.forEach(h -> presets.add(h.label()));
        GridData cgd = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        cgd.widthHint = FieldBinding.TEXT_WIDTH;
        presets.setLayoutData(cgd);
        Button apply = toolkit.createButton(p, Messages.Hardware_applyPreset, SWT.PUSH);
        apply.addListener(SWT.Selection, e -> applyPreset(selectedPreset()));
        presetDescription = toolkit.createLabel(p, "", SWT.WRAP);
        GridData dgd = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
        dgd.widthHint = 700;
        presetDescription.setLayoutData(dgd);
        presets.addListener(SWT.Selection, e -> presetDescription.setText(selectedPreset().description()));
        selectPreset(initialPresetId);

        Composite geo = section(body, Messages.Hardware_ssdGeometry, Messages.Hardware_table4Geometry, 1);
        field(geo, ssd, Literals.SSD_SETTINGS__CHANNELS, Messages.Hardware_channels, Messages.Unit_channels);
        field(geo, ssd, Literals.SSD_SETTINGS__CHIPS_PER_CHANNEL, Messages.Hardware_chipsPerChannel,
                Messages.Unit_chips);
        field(geo, ssd, Literals.SSD_SETTINGS__BLOCKS_PER_CHIP, Messages.Hardware_blocksPerChip, Messages.Unit_blocks);
        field(geo, ssd, Literals.SSD_SETTINGS__PAGES_PER_BLOCK, Messages.Hardware_pagesPerBlock, Messages.Unit_pages);
        field(geo, ssd, Literals.SSD_SETTINGS__PAGE_BYTES, Messages.Hardware_pageSize, Messages.Unit_bytes);
        field(geo, ssd, Literals.SSD_SETTINGS__HOST_TIMING, Messages.Hardware_hostTransfers, null);

        Composite lat = section(body, Messages.Hardware_ssdLatencies, Messages.Hardware_table4Latencies, 1);
        field(lat, ssd, Literals.SSD_SETTINGS__BYTE_TRANSFER_MS, Messages.Hardware_transferPerByte, Messages.Unit_ms);
        field(lat, ssd, Literals.SSD_SETTINGS__PAGE_READ_MS, Messages.Hardware_pageRead, Messages.Unit_ms);
        field(lat, ssd, Literals.SSD_SETTINGS__PAGE_WRITE_MS, Messages.Hardware_pageProgram, Messages.Unit_ms);
        field(lat, ssd, Literals.SSD_SETTINGS__BLOCK_ERASE_MS, Messages.Hardware_blockErase, Messages.Unit_ms);

        Composite gc = section(body, Messages.Hardware_overProvisioningAndGarbage, null, 1);
        field(gc, ssd, Literals.SSD_SETTINGS__OVER_PROVISIONING, Messages.Hardware_overProvisioning,
                Messages.Unit_fraction);
        field(gc, ssd, Literals.SSD_SETTINGS__OP_CONVENTION, Messages.Hardware_convention, null);
        field(gc, ssd, Literals.SSD_SETTINGS__GC_THRESHOLD, Messages.Hardware_gcThreshold,
                Messages.Unit_fractionOfBlocks);
        field(gc, ssd, Literals.SSD_SETTINGS__GC_POLICY, Messages.Hardware_victimPolicy, null);
        field(gc, ssd, Literals.SSD_SETTINGS__DCHOICES, Messages.Hardware_dDChoices, Messages.Unit_blocks);
        field(gc, ssd, Literals.SSD_SETTINGS__WEAR_LEVEL_THRESHOLD, Messages.Hardware_wearLevelling,
                Messages.Unit_erases0Off);
        field(gc, ssd, Literals.SSD_SETTINGS__SEED, Messages.Hardware_randomSeed, null);

        Composite warm = section(body, Messages.Hardware_warmUp, Messages.Hardware_deviceStateBeforeThe, 1);
        field(warm, ssd, Literals.SSD_SETTINGS__WARMUP_VALID, Messages.Hardware_valid, Messages.Unit_fractionOfBlocks);
        field(warm, ssd, Literals.SSD_SETTINGS__WARMUP_INVALID, Messages.Hardware_invalid,
                Messages.Unit_fractionOfBlocks);
        field(warm, ssd, Literals.SSD_SETTINGS__WARMUP_FREE, Messages.Hardware_free, Messages.Unit_fractionOfBlocks);
        field(warm, ssd, Literals.SSD_SETTINGS__WARMUP_LAYOUT, Messages.Hardware_layout, null);

        Composite s = section(body, Messages.Hardware_slcProgressivePages, Messages.Hardware_slcDeltasAppended, 1);
        field(s, slc, Literals.SLC_SETTINGS__PAGE_BYTES, Messages.Hardware_pageSize, Messages.Unit_bytes);
        field(s, slc, Literals.SLC_SETTINGS__DELTA_REGION_BYTES, Messages.Hardware_deltaRegion, Messages.Unit_bytes);
        field(s, slc, Literals.SLC_SETTINGS__NOP, Messages.Hardware_programsPerPageNOP, Messages.Unit_0Unlimited);
        field(s, slc, Literals.SLC_SETTINGS__READ_MICROS, Messages.Hardware_pageRead, Messages.Unit_micros);
        field(s, slc, Literals.SLC_SETTINGS__WRITE_MICROS, Messages.Hardware_pageProgram, Messages.Unit_micros);
        field(s, slc, Literals.SLC_SETTINGS__CODEC, Messages.Common_deltaCodec, null);
        field(s, slc, Literals.SLC_SETTINGS__SEGMENT_BYTES, Messages.Hardware_segmentSize, Messages.Unit_bytes);

        Composite b = section(body, Messages.Hardware_gpuBuddyCompression, Messages.Hardware_buddyPerAllocation, 1);
        field(b, buddy, Literals.BUDDY_SETTINGS__TARGET, Messages.Hardware_targetRatio, null);
        field(b, buddy, Literals.BUDDY_SETTINGS__BUDDY_THRESHOLD, Messages.Hardware_buddyAccessCap,
                Messages.Unit_fraction);

        Composite c = section(body, Messages.Hardware_clusterPCCRPipeline, Messages.Hardware_pccrCheckpointTime, 2);
        ((org.eclipse.swt.layout.GridLayout) c.getLayout()).numColumns = 6;
        field(c, cluster, Literals.CLUSTER_SETTINGS__PROCESSES_MIN, Messages.Hardware_processesFrom,
                Messages.Unit_processes);
        field(c, cluster, Literals.CLUSTER_SETTINGS__CHECKPOINT_BYTES, Messages.Hardware_checkpointSizeS,
                Messages.Unit_bytes);
        field(c, cluster, Literals.CLUSTER_SETTINGS__PROCESSES_MAX, Messages.Hardware_processesTo,
                Messages.Unit_processes);
        field(c, cluster, Literals.CLUSTER_SETTINGS__IO_RATE, Messages.Hardware_iORateB, Messages.Unit_bytesS);
        field(c, cluster, Literals.CLUSTER_SETTINGS__PROCESSES_STEP, Messages.Hardware_step, Messages.Unit_processes);
        field(c, cluster, Literals.CLUSTER_SETTINGS__FS_BANDWIDTH, Messages.Hardware_fileSystemBandwidthBf,
                Messages.Unit_bytesS);
        field(c, cluster, Literals.CLUSTER_SETTINGS__COMPRESSION_SOURCE, Messages.Hardware_compressionFigures, null);
        field(c, cluster, Literals.CLUSTER_SETTINGS__COMPRESSION_CODEC, Messages.Hardware_measuredCodec, null,
                codecIds);
        field(c, cluster, Literals.CLUSTER_SETTINGS__COMPRESSION_RATIO, Messages.Hardware_givenRatio,
                Messages.Unit_originalCompressed);
        field(c, cluster, Literals.CLUSTER_SETTINGS__COMPRESSION_THROUGHPUT, Messages.Hardware_givenThroughput,
                Messages.Unit_bytesS);
        field(c, cluster, Literals.CLUSTER_SETTINGS__COLLECT_THROUGHPUT, Messages.Hardware_collectionRate,
                Messages.Unit_bytesS0Instant);
        field(c, cluster, Literals.CLUSTER_SETTINGS__BLOCK_BYTES, Messages.Hardware_pipelineBuffer,
                Messages.Unit_bytes);
        field(c, cluster, Literals.CLUSTER_SETTINGS__QUEUE_LENGTH, Messages.Hardware_queueLength,
                Messages.Unit_buffers);
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
        CompoundCommand cmd = new CompoundCommand(NLS.bind(Messages.Hardware_applyCommand, preset.label()));
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
