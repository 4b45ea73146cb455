package org.snapwear.ui.dialogs;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.blocks.BlockRunRequest;
import org.snapwear.study.mapping.SsdConfigRanges;

/**
 * Chooses what the SSD Block States view simulates: a checkpoint sequence saved with a scheme, a block I/O
 * trace or uniform random writes, on the Table 4 device (or a device from a .properties file), optionally warmed
 * up to Table 8. Builds a {@link BlockRunRequest}; nothing is simulated here.
 */
public final class BlockRunDialog extends TitleAreaDialog {
    private Button sequenceRadio;
    private Button traceRadio;
    private Button uniformRadio;
    private Text sequenceDir;
    private Combo codec;
    private Text baseline;
    private Combo mode;
    private Spinner snapDis;
    private Text traceFile;
    private Text writes;
    private Spinner seed;
    private Text configFile;
    private Combo policy;
    private Combo warmup;
    private BlockRunRequest request;

    public BlockRunDialog(Shell parent) {
        super(parent);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("SSD Block States: Run");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        setTitle("Simulate an SSD run to step through");
        setMessage("Pick a source and a device. The whole run is simulated and logged, then you can step through it.");
        Composite area = (Composite) super.createDialogArea(parent);
        Composite c = new Composite(area, SWT.NONE);
        c.setLayout(new GridLayout(1, false));
        c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));

        Group seq = group(c, "Source");
        sequenceRadio = radio(seq, "Checkpoint sequence saved with a scheme", true);
        sequenceDir = pathRow(seq, "Directory:", true);
        Composite sch = new Composite(seq, SWT.NONE);
        sch.setLayout(new GridLayout(8, false));
        sch.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
        new Label(sch, SWT.NONE).setText("Codec:");
        codec = new Combo(sch, SWT.READ_ONLY);
        for (SnapshotCodec k : CodecRegistry.defaultRegistry().codecs()) {
            codec.add(k.id());
        }
        codec.select(Math.max(0, codec.indexOf("dynrle")));
        new Label(sch, SWT.NONE).setText("Baseline:");
        baseline = new Text(sch, SWT.BORDER);
        baseline.setText("huffman-exp");
        new Label(sch, SWT.NONE).setText("Mode:");
        mode = new Combo(sch, SWT.READ_ONLY);
        for (SchemeMode m : SchemeMode.values()) {
            mode.add(m.id());
        }
        mode.select(SchemeMode.CHAIN.ordinal());
        new Label(sch, SWT.NONE).setText("snap_dis:");
        snapDis = new Spinner(sch, SWT.BORDER);
        snapDis.setValues(5, 1, 10_000, 0, 1, 5);

        traceRadio = radio(seq, "Block I/O trace (DiskSim ASCII, MSR Cambridge, blkparse, SNIA FIU)", false);
        traceFile = pathRow(seq, "Trace file:", false);

        uniformRadio = radio(seq, "Uniform random single-page writes", false);
        Composite uni = new Composite(seq, SWT.NONE);
        uni.setLayout(new GridLayout(4, false));
        uni.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
        new Label(uni, SWT.NONE).setText("Writes:");
        writes = new Text(uni, SWT.BORDER);
        writes.setText("200000");
        writes.setLayoutData(new GridData(120, SWT.DEFAULT));
        new Label(uni, SWT.NONE).setText("Seed:");
        seed = new Spinner(uni, SWT.BORDER);
        seed.setValues(1, 0, Integer.MAX_VALUE, 0, 1, 10);

        Group dev = group(c, "Device");
        new Label(dev, SWT.NONE).setText(Messages.BlockRun_config);
        configFile = new Text(dev, SWT.BORDER);
        configFile.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button browse = new Button(dev, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, e -> {
            String f = new FileDialog(getShell(), SWT.OPEN).open();
            if (f != null) {
                configFile.setText(f);
            }
        });
        new Label(dev, SWT.NONE).setText("GC victim policy:");
        policy = new Combo(dev, SWT.READ_ONLY);
        for (VictimPolicy p : VictimPolicy.values()) {
            policy.add(p.id());
        }
        policy.select(VictimPolicy.GREEDY.ordinal());
        new Label(dev, SWT.NONE);
        new Label(dev, SWT.NONE).setText("Warm-up:");
        warmup = new Combo(dev, SWT.READ_ONLY);
        warmup.setItems("none (fresh device)", "Table 8 (segregated)", "Table 8 (mixed)");
        warmup.select(1);
        new Label(dev, SWT.NONE);
        return area;
    }

    private static Group group(Composite parent, String text) {
        Group g = new Group(parent, SWT.NONE);
        g.setText(text);
        g.setLayout(new GridLayout(3, false));
        g.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        return g;
    }

    private static Button radio(Composite parent, String text, boolean on) {
        Button b = new Button(parent, SWT.RADIO);
        b.setText(text);
        b.setSelection(on);
        b.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
        return b;
    }

    private Text pathRow(Composite parent, String label, boolean directory) {
        new Label(parent, SWT.NONE).setText(label);
        Text t = new Text(parent, SWT.BORDER);
        t.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button b = new Button(parent, SWT.PUSH);
        b.setText("Browse...");
        b.addListener(SWT.Selection, e -> {
            String f = directory ? new DirectoryDialog(getShell()).open() : new FileDialog(getShell(), SWT.OPEN).open();
            if (f != null) {
                t.setText(f);
            }
        });
        return t;
    }

    @Override
    protected void okPressed() {
        try {
            request = build();
        } catch (IllegalArgumentException | IOException e) {
            setErrorMessage(e.getMessage());
            return;
        }
        super.okPressed();
    }

    private BlockRunRequest build() throws IOException {
        SsdConfig cfg = SsdConfig.table4();
        String cf = configFile.getText().trim();
        if (!cf.isEmpty()) {
            Properties p = new Properties();
            try (Reader r = Files.newBufferedReader(Path.of(cf))) {
                p.load(r);
            }
            cfg = SsdConfig.fromProperties(p, cfg, cf);
            SsdConfigRanges.check(cfg, cf); // the ranges of `ssd --config` and of study files
        }
        cfg = cfg.withPolicy(VictimPolicy.values()[policy.getSelectionIndex()]);
        WarmupState w = switch (warmup.getSelectionIndex()) {
            case 1 -> WarmupState.table8();
            case 2 -> new WarmupState(111_432, 13_048, 6_592, WarmupLayout.MIXED);
            default -> null;
        };
        if (sequenceRadio.getSelection()) {
            String d = sequenceDir.getText().trim();
            if (d.isEmpty()) {
                throw new IllegalArgumentException("choose the checkpoint directory");
            }
            SchemeSpec spec = SchemeSpec.parse(new SchemeOptions(codec.getText(), baseline.getText().trim(),
                    mode.getText(), (long) snapDis.getSelection(), null, null, null, null), SchemeOptions.NONE);
            return BlockRunRequest.sequence(Path.of(d), spec, cfg, w);
        }
        if (traceRadio.getSelection()) {
            String t = traceFile.getText().trim();
            if (t.isEmpty()) {
                throw new IllegalArgumentException("choose the trace file");
            }
            return BlockRunRequest.trace(Path.of(t), cfg, w);
        }
        long n;
        try {
            n = Long.parseLong(writes.getText().trim().replace(",", "").replace("_", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("writes: '" + writes.getText() + "' is not a whole number");
        }
        return BlockRunRequest.uniform(n, seed.getSelection(), cfg, w);
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Run", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    /** The chosen run after OK, else null. */
    public BlockRunRequest request() {
        return request;
    }
}
