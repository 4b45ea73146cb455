package org.snapwear.ui.wizards;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/** The directory of a checkpoint sequence. */
final class ImportSequencePage extends WizardPage {
    private Text directory;

    ImportSequencePage() {
        super("importSequence");
        setTitle(Messages.ImportSequence_pageTitle);
        setDescription(Messages.ImportSequence_pageDescription);
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(3, false));
        new Label(c, SWT.NONE).setText(Messages.ImportSequence_directory);
        directory = new Text(c, SWT.BORDER);
        GridData gd = new GridData(SWT.FILL, SWT.CENTER, true, false);
        gd.widthHint = 360;
        directory.setLayoutData(gd);
        Button browse = new Button(c, SWT.PUSH);
        browse.setText(Messages.ImportSequence_browse);
        browse.addListener(SWT.Selection, e -> {
            DirectoryDialog d = new DirectoryDialog(getShell());
            d.setMessage(Messages.ImportSequence_dialogMessage);
            d.setFilterPath(directory.getText());
            String chosen = d.open();
            if (chosen != null) {
                directory.setText(chosen);
            }
        });
        directory.addModifyListener(e -> validate());
        setControl(c);
        validate();
    }

    private void validate() {
        String error = null;
        Path p = directory();
        if (directory.getText().isBlank()) {
            error = Messages.ImportSequence_noDirectory;
        } else if (p == null || !Files.isDirectory(p)) {
            error = NLS.bind(Messages.ImportSequence_notDirectory, directory.getText().trim());
        }
        setErrorMessage(error);
        setPageComplete(error == null);
    }

    /** The directory entered, or null if the text is not a path. */
    Path directory() {
        try {
            return Path.of(directory.getText().trim()).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            return null;
        }
    }

    void set(Path dir) {
        directory.setText(dir.toString());
    }
}
