package org.snapwear.ui.resume;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfileException;
import org.snapwear.codec.loss.LossProfileFile;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.study.overview.LossOverviews;
import org.snapwear.study.resume.ResumeCheckRequest;
import org.snapwear.study.resume.ResumeCheckSetup;
import org.snapwear.trace.generator.ResumeCheckpoint;

/**
 * Asks what to check: a resumable checkpoint of the built-in generator (empty: one is generated, so the check runs
 * on any machine) or, with the user's own training command (a template, as {@code snapwear resume-check --command}
 * takes it), the checkpoint that command resumes from; the steps after it, the seeds (at least 3), the loss
 * profiles (the built-in lossy ones, plus every profile of an optional loss profile file), the lossy restarts of
 * ExCP's protocol and the copy control. The defaults are {@code snapwear resume-check}'s. On OK the input is
 * validated the way the command validates it (the same {@link ResumeCheckSetup#request}); an error stays in the
 * dialog's message line.
 */
public final class ResumeCheckDialog extends TitleAreaDialog {
    private Text checkpoint;
    private Text command;
    private Spinner steps;
    private Text seeds;
    private Spinner restarts;
    private final Map<String, Button> profiles = new LinkedHashMap<>();
    private Text lossFile;
    private Button control;
    private ResumeCheckInput input;

    public ResumeCheckDialog(Shell parent) {
        super(parent);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(Messages.Dialog_shell);
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        setTitle(Messages.Dialog_title);
        setMessage(Messages.Dialog_message);
        Composite area = (Composite) super.createDialogArea(parent);
        Composite c = new Composite(area, SWT.NONE);
        c.setLayout(new GridLayout(3, false));
        c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));

        checkpoint = pathRow(c, Messages.Dialog_checkpoint);
        checkpoint.setMessage(Messages.Dialog_checkpointHint);
        new Label(c, SWT.NONE).setText(Messages.Dialog_command);
        command = new Text(c, SWT.BORDER);
        command.setMessage(Messages.Dialog_commandHint);
        command.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        steps = spinnerRow(c, Messages.Dialog_steps, 100, 1, 1_000_000);
        new Label(c, SWT.NONE).setText(Messages.Dialog_seeds);
        seeds = new Text(c, SWT.BORDER);
        seeds.setText("1,2,3");
        seeds.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        restarts = spinnerRow(c, Messages.Dialog_restarts, 0, 0, 100);

        new Label(c, SWT.NONE).setText(Messages.Dialog_profiles);
        Composite boxes = new Composite(c, SWT.NONE);
        boxes.setLayout(new GridLayout(4, false));
        boxes.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        for (LossProfile p : LossProfiles.builtIns()) {
            if (!p.name().equals(LossProfiles.EXACT)) {
                Button b = new Button(boxes, SWT.CHECK);
                b.setText(p.name());
                // checked: the profiles the run overview shows by default; the others are a tick away
                b.setSelection(LossOverviews.DEFAULT_PROFILES.contains(p.name()));
                profiles.put(p.name(), b);
            }
        }
        lossFile = pathRow(c, Messages.Dialog_lossFile);
        control = new Button(c, SWT.CHECK);
        control.setText(Messages.Dialog_control);
        control.setSelection(true);
        control.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        return area;
    }

    private static Spinner spinnerRow(Composite c, String label, int value, int min, int max) {
        new Label(c, SWT.NONE).setText(label);
        Spinner s = new Spinner(c, SWT.BORDER);
        s.setValues(value, min, max, 0, 1, 10);
        s.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
        return s;
    }

    private Text pathRow(Composite c, String label) {
        new Label(c, SWT.NONE).setText(label);
        Text t = new Text(c, SWT.BORDER);
        GridData d = new GridData(SWT.FILL, SWT.CENTER, true, false);
        d.widthHint = 420;
        t.setLayoutData(d);
        Button b = new Button(c, SWT.PUSH);
        b.setText(Messages.Dialog_browse);
        b.addListener(SWT.Selection, e -> {
            String f = new FileDialog(getShell(), SWT.OPEN).open();
            if (f != null) {
                t.setText(f);
            }
        });
        return t;
    }

    @Override
    protected void okPressed() {
        try {
            input = build();
        } catch (IllegalArgumentException | IOException | LossProfileException e) {
            setErrorMessage(e.getMessage());
            return;
        }
        super.okPressed();
    }

    private ResumeCheckInput build() throws IOException, LossProfileException {
        String ck = checkpoint.getText().trim();
        Path from = ck.isEmpty() ? null : Path.of(ck);
        String template = command.getText().trim();
        if (!template.isEmpty() && from == null) {
            throw new IllegalArgumentException(Messages.Dialog_commandNeedsCheckpoint);
        }
        if (from != null) {
            if (!Files.exists(from)) {
                throw new NoSuchFileException(from + ": no such file or directory");
            }
            // a user's command resumes from whatever it saves; only the generator's checkpoint is checked here
            try {
                if (template.isEmpty()) {
                    ResumeCheckpoint.iteration(from); // what the command checks before any run
                }
            } catch (IOException e) {
                throw new IOException(NLS.bind(Messages.Dialog_notResumable, e.getMessage()), e);
            }
        }
        List<String> names = new ArrayList<>();
        profiles.forEach((name, b) -> {
            if (b.getSelection()) {
                names.add(name);
            }
        });
        String lf = lossFile.getText().trim();
        Path file = lf.isEmpty() ? null : Path.of(lf);
        if (file != null) {
            for (LossProfile p : LossProfileFile.read(file)) {
                if (!names.contains(p.name())) {
                    names.add(p.name());
                }
            }
        }
        if (names.isEmpty() && !control.getSelection()) {
            throw new IllegalArgumentException(Messages.Dialog_noArm);
        }
        ResumeCheckSetup setup = new ResumeCheckSetup(steps.getSelection(), parseSeeds(seeds.getText()), names, file,
                restarts.getSelection(), control.getSelection(), null, 0, template.isEmpty() ? null : template);
        // the command's checks (seeds, names, window) on the request it would run; nothing runs or is written
        setup.request(from != null ? from : Path.of("built-in"), Path.of("unused"), null);
        return new ResumeCheckInput(from, setup);
    }

    private static List<Long> parseSeeds(String text) {
        List<Long> out = new ArrayList<>();
        try {
            for (String s : text.split(",")) {
                if (!s.isBlank()) {
                    out.add(Long.parseLong(s.trim()));
                }
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(NLS.bind(Messages.Dialog_badSeeds, text), e);
        }
        if (out.size() < ResumeCheckRequest.MIN_SEEDS || out.stream().distinct().count() != out.size()) {
            throw new IllegalArgumentException(NLS.bind(Messages.Dialog_badSeeds, text));
        }
        return out;
    }

    /** What to run, after OK; null before. */
    public ResumeCheckInput input() {
        return input;
    }

    // for tests driving the dialog
    public Text checkpointText() {
        return checkpoint;
    }

    public Text commandText() {
        return command;
    }

    public Spinner stepsSpinner() {
        return steps;
    }

    public Text seedsText() {
        return seeds;
    }

    public Spinner restartsSpinner() {
        return restarts;
    }

    public Map<String, Button> profileButtons() {
        return profiles;
    }

    public Text lossFileText() {
        return lossFile;
    }

    public Button controlButton() {
        return control;
    }
}
