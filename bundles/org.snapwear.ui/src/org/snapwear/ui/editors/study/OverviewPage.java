package org.snapwear.ui.editors.study;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.osgi.util.NLS;
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
        super(parent, toolkit, study, domain, Messages.Overview_studyOverview);
        Composite body = form().getBody();

        Composite general = section(body, Messages.Overview_general, Messages.Overview_shownInReportsAnd, 2);
        field(general, () -> study, Literals.STUDY__NAME, Messages.Common_name, null).fill();
        field(general, () -> study, Literals.STUDY__DESCRIPTION, Messages.Overview_description, null).fill();

        Composite analyses = section(body, Messages.Overview_analyses,
                Messages.Overview_eachAnalysisRunsEvery, 1);
        field(analyses, study::getAnalyses, Literals.ANALYSES__WRITTEN_VOLUME, Messages.Overview_writtenVolumeFig9,
                null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__ERASES, Messages.Overview_blockErasesFig10, null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__USEFUL_STORAGE,
                Messages.Overview_usefulStorageSaveRestore,
                null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__HEADING_BITS, Messages.Overview_headingBitEqualityTable,
                null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__EXPONENT_HISTOGRAM,
                Messages.Overview_exponentHistogramFig8, null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__SLC_PAGES, Messages.Overview_slcPagesOfThe, null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__BUDDY, Messages.Overview_gpuBuddyRatioAnd, null);
        field(analyses, study::getAnalyses, Literals.ANALYSES__PIPELINE_CURVES, Messages.Overview_pccrPipelineCurvesFig,
                null);

        Composite sweep = section(body, Messages.Overview_snapDisSweep,
                Messages.Overview_runsEachSchemeOnce,
                1);
        field(sweep, study::getAnalyses, Literals.ANALYSES__SNAP_DIS_SWEEP, Messages.Overview_runTheSweep, null);
        toolkit.createLabel(sweep, Messages.Overview_snapDisValues);
        sweepValues = toolkit.createText(sweep, "", SWT.SINGLE);
        GridData gd = new GridData(SWT.FILL, SWT.CENTER, false, false);
        gd.widthHint = FieldBinding.NUMBER_WIDTH;
        gd.horizontalIndent = 8;
        sweepValues.setLayoutData(gd);
        toolkit.createLabel(sweep, Messages.Unit_snapshots);
        sweepValues.addListener(SWT.DefaultSelection, e -> commitSweep());
        sweepValues.addListener(SWT.FocusOut, e -> commitSweep());
        field(sweep, study::getAnalyses, Literals.ANALYSES__STORAGE_LIMIT, Messages.Overview_storageLimit,
                Messages.Unit_rawSnapshots);
        hint(sweep, Messages.Overview_commaSeparatedEG);
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
                messages().addMessage("sweep", NLS.bind(Messages.Overview_notAWholeNumber, part), null,
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
