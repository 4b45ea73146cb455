package org.snapwear.ui.editors.study;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.forms.IMessageManager;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.snapwear.model.study.Analyses;
import org.snapwear.model.study.SnapwearPackage.Literals;
import org.snapwear.model.study.Study;

/** Name, description, which analyses run, the snap_dis sweep and its storage limit. */
public final class OverviewPage extends StudyFormPage {
    private final Text sweepValues;

    public OverviewPage(Composite parent, FormToolkit toolkit, Study study, EditingDomain domain) {
        super(parent, toolkit, study, domain, "Study overview");
        Composite body = form().getBody();

        Composite general = section(body, "General", "Shown in reports and in the Results view.", 2);
        field(general, () -> study, Literals.STUDY__NAME, "Name", null).fill();
        field(general, () -> study, Literals.STUDY__DESCRIPTION, "Description", null).fill();

        Composite analyses = section(body, "Analyses",
                "Each analysis runs every scheme on every source; switch off what you do not need.", 1);
        field(analyses, study::getAnalyses, Literals.ANALYSES__WRITTEN_VOLUME, "Written volume (Fig. 9)", null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__ERASES, "Block erases (Fig. 10)", null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__USEFUL_STORAGE, "Useful storage, save/restore (Table 9)",
                null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__HEADING_BITS, "Heading-bit equality (Table 1)", null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__EXPONENT_HISTOGRAM, "Exponent histogram (Fig. 8)", null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__SLC_PAGES, "SLC pages of the metadata trace", null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__BUDDY, "GPU buddy ratio and overflow", null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__PIPELINE_CURVES, "PCCR pipeline curves (Fig. 12)",
                null);

        Composite sweep = section(body, "snap_dis sweep",
                "Runs each scheme once per snap_dis value and recommends the largest one whose peak useful storage "
                        + "stays under the limit.",
                1);
        field(sweep, study::getAnalyses, Literals.ANALYSES__SNAP_DIS_SWEEP, "Run the sweep", null);
        toolkit.createLabel(sweep, "snap_dis values:");
        sweepValues = toolkit.createText(sweep, "", SWT.SINGLE);
        GridData gd = new GridData(SWT.FILL, SWT.CENTER, false, false);
        gd.widthHint = FieldBinding.NUMBER_WIDTH;
        gd.horizontalIndent = 8;
        sweepValues.setLayoutData(gd);
        toolkit.createLabel(sweep, "snapshots");
        sweepValues.addListener(SWT.DefaultSelection, e -> commitSweep());
        sweepValues.addListener(SWT.FocusOut, e -> commitSweep());
        field(sweep, study::getAnalyses, Literals.ANALYSES__STORAGE_LIMIT, "Storage limit", "raw snapshots");
        hint(sweep, "Comma-separated, e.g. 3, 5, 10 (the paper's values). A limit of 2 is the chain scheme's bound.");
        refreshStructure();
    }

    /** The sweep values' text field (a list attribute, so not a {@link FieldBinding}). */
    public Text sweepValues() {
        return sweepValues;
    }

    @Override
    public org.eclipse.swt.widgets.Control controlFor(org.eclipse.emf.ecore.EObject object,
            org.eclipse.emf.ecore.EStructuralFeature feature) {
        if (feature == Literals.ANALYSES__SNAP_DIS_VALUES && object == study.getAnalyses()) {
            return sweepValues;
        }
        return super.controlFor(object, feature);
    }

    @Override
    protected void refreshStructure() {
        Analyses a = study.getAnalyses();
        String s = a == null ? "" : String.join(", ", a.getSnapDisValues().stream().map(String::valueOf).toList());
        if (!s.equals(sweepValues.getText())) {
            sweepValues.setText(s);
        }
    }

    private void commitSweep() {
        Analyses a = study.getAnalyses();
        if (a == null) {
            return;
        }
        List<Integer> values = new ArrayList<>();
        for (String part : sweepValues.getText().split("[,;\\s]+")) {
            if (part.isBlank()) {
                continue;
            }
            try {
                values.add(Integer.parseInt(part.trim()));
            } catch (NumberFormatException e) {
                messages().addMessage("sweep", "snap_dis values: '" + part + "' is not a whole number", null,
                        org.eclipse.jface.dialogs.IMessageProvider.ERROR, sweepValues);
                return;
            }
        }
        messages().removeMessage("sweep", sweepValues);
        if (values.equals(a.getSnapDisValues())) {
            return;
        }
        Command cmd = SetCommand.create(domain, a, Literals.ANALYSES__SNAP_DIS_VALUES, values);
        if (cmd.canExecute()) {
            domain.getCommandStack().execute(cmd);
        }
    }
}
