package org.snapwear.ui.wizards;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.snapwear.ui.editors.study.NewStudies;
import org.snapwear.ui.preferences.HardwarePresetChooser;
import org.snapwear.ui.preferences.SnapwearPreferences;

/** Folder, file name and hardware preset of a new study. */
final class NewStudyPage extends WizardPage {
    private final Path initialFolder;
    private Text folder;
    private Text name;
    private HardwarePresetChooser presets;

    NewStudyPage(Path initialFolder) {
        super("newStudy");
        this.initialFolder = initialFolder;
        setTitle(Messages.NewStudy_pageTitle);
        setDescription(Messages.NewStudy_pageDescription);
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(3, false));
        new Label(c, SWT.NONE).setText(Messages.NewStudy_folder);
        folder = new Text(c, SWT.BORDER);
        folder.setText(initialFolder.toString());
        folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button browse = new Button(c, SWT.PUSH);
        browse.setText(Messages.NewStudy_browse);
        browse.addListener(SWT.Selection, e -> {
            DirectoryDialog d = new DirectoryDialog(getShell());
            d.setFilterPath(folder.getText());
            String chosen = d.open();
            if (chosen != null) {
                folder.setText(chosen);
            }
        });
        new Label(c, SWT.NONE).setText(Messages.NewStudy_name);
        name = new Text(c, SWT.BORDER);
        name.setText("study.snapwear");
        name.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        Group hw = new Group(c, SWT.NONE);
        hw.setText(Messages.NewStudy_hardware);
        hw.setLayout(new GridLayout(1, false));
        hw.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        presets = new HardwarePresetChooser(hw, SnapwearPreferences.presetId());
        presets.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        folder.addModifyListener(e -> validate());
        name.addModifyListener(e -> validate());
        setControl(c);
        validate();
    }

    private void validate() {
        setMessage(null);
        String error = null;
        if (folder.getText().isBlank()) {
            error = Messages.NewStudy_noFolder;
        } else if (name.getText().isBlank()) {
            error = Messages.NewStudy_noName;
        } else if (name.getText().contains("/") || name.getText().contains("\\")) {
            error = Messages.NewStudy_badName;
        } else {
            Path f = file();
            if (f == null) {
                error = Messages.NewStudy_badName;
            } else if (Files.exists(f)) {
                setMessage(NLS.bind(Messages.NewStudy_exists, f), IMessageProvider.WARNING);
            }
        }
        setErrorMessage(error);
        setPageComplete(error == null);
    }

    /** The study file to write ({@code .snapwear} added), or null if the fields do not name one. */
    Path file() {
        try {
            return NewStudies.withExtension(Path.of(folder.getText().trim()).resolve(name.getText().trim()))
                    .toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            return null;
        }
    }

    String presetId() {
        return presets.selectedId();
    }

    /** Fills the fields (tests and callers that know the file). */
    void set(Path dir, String fileName) {
        folder.setText(dir.toString());
        name.setText(fileName);
    }
}
