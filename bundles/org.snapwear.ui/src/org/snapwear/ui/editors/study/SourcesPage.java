package org.snapwear.ui.editors.study;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.MetadataTraceSource;
import org.snapwear.model.study.SequenceSource;
import org.snapwear.model.study.SnapshotSource;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.SnapwearPackage.Literals;
import org.snapwear.model.study.Study;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.CheckpointReader;

/** Snapshot sources (checkpoint directories and generated runs) and the metadata trace of the SLC analysis. */
public final class SourcesPage extends StudyFormPage {
    private final Table table;
    private final Composite detail;
    private final StackLayout stack = new StackLayout();
    private final Composite sequenceDetail;
    private final Composite generatorDetail;
    private final Composite emptyDetail;
    private final Button useTrace;
    private SnapshotSource selected;

    public SourcesPage(Composite parent, FormToolkit toolkit, Study study, EditingDomain domain) {
        super(parent, toolkit, study, domain, Messages.Sources_snapshotSources);
        Composite body = form().getBody();

        Composite list = section(body, Messages.Common_sources, Messages.Sources_everySchemeRunsOn, 1);
        ((GridLayout) list.getLayout()).numColumns = 2;
        table = toolkit.createTable(list, SWT.SINGLE | SWT.FULL_SELECTION | SWT.BORDER);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (String[] c : new String[][] { { Messages.Common_name, "140" }, { Messages.Sources_kind, "80" },
                { Messages.Sources_whereFrom, "220" } }) {
            TableColumn col = new TableColumn(table, SWT.LEFT);
            col.setText(c[0]);
            col.setWidth(Integer.parseInt(c[1]));
        }
        GridData gd = new GridData(SWT.FILL, SWT.FILL, true, true, 1, 4);
        gd.heightHint = 160;
        gd.widthHint = 440;
        table.setLayoutData(gd);
        table.addListener(SWT.Selection, e -> select(table.getSelectionIndex()));
        button(list, Messages.Sources_addSequence, this::browseAndAddSequence);
        button(list, Messages.Sources_addGenerator, () -> add(newGenerator()));
        button(list, Messages.Common_remove, this::removeSelected);

        Composite details = section(body, Messages.Sources_sourceDetails, Messages.Sources_theSelectedSource, 1);
        ((GridLayout) details.getLayout()).numColumns = 1;
        detail = toolkit.createComposite(details);
        detail.setLayout(stack);
        detail.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        emptyDetail = grid(detail);
        toolkit.createLabel(emptyDetail, Messages.Sources_selectASourceOr);

        sequenceDetail = grid(detail);
        field(sequenceDetail, this::selectedSequence, Literals.SNAPSHOT_SOURCE__NAME, Messages.Common_name, null);
        field(sequenceDetail, this::selectedSequence, Literals.SEQUENCE_SOURCE__PATH, Messages.Sources_directory, null);
        toolkit.createLabel(sequenceDetail, "");
        Button browse = toolkit.createButton(sequenceDetail, Messages.Sources_browse, SWT.PUSH);
        browse.addListener(SWT.Selection, e -> browseForSelectedPath());
        toolkit.createLabel(sequenceDetail, "");
        field(sequenceDetail, this::selectedSequence, Literals.SEQUENCE_SOURCE__FORMAT, Messages.Sources_format, null,
                formats());
        hint(sequenceDetail, Messages.Sources_relativeDirectoriesResolveAgainst);

        generatorDetail = grid(detail);
        java.util.function.Supplier<EObject> g = this::selectedGenerator;
        field(generatorDetail, g, Literals.SNAPSHOT_SOURCE__NAME, Messages.Common_name, null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__MODEL, Messages.Sources_model, null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__PARAMETERS, Messages.Sources_parameters,
                Messages.Unit_parameters);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__OPTIMIZER, Messages.Sources_optimizer, null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__LEARNING_RATE, Messages.Sources_learningRate, null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__MOMENTUM, Messages.Sources_momentum, null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__WEIGHT_DECAY, Messages.Sources_weightDecay, null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__ITERATIONS, Messages.Sources_iterations,
                Messages.Unit_iterations);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__INTERVAL, Messages.Sources_snapshotInterval,
                Messages.Unit_iterations);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__DTYPE, Messages.Sources_elementType, null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__BATCH_SIZE, Messages.Sources_batchSize,
                Messages.Unit_samples);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__SEED, Messages.Sources_seed, null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__THREADS, Messages.Sources_threads,
                Messages.Unit_0Automatic);

        Composite trace = section(body, Messages.Sources_metadataTrace, Messages.Sources_pageVersionsOfA, 2);
        toolkit.createLabel(trace, Messages.Sources_useAMetadataTrace);
        useTrace = toolkit.createButton(trace, "", SWT.CHECK);
        GridData ugd = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        ugd.horizontalIndent = 8;
        useTrace.setLayoutData(ugd);
        useTrace.addListener(SWT.Selection, e -> setTraceUsed(useTrace.getSelection()));
        toolkit.createLabel(trace, "");
        field(trace, study::getMetadataTrace, Literals.METADATA_TRACE_SOURCE__PATH, Messages.Sources_traceDirectory,
                null);
        field(trace, study::getMetadataTrace, Literals.METADATA_TRACE_SOURCE__ID_COLUMN,
                Messages.Sources_recordIdColumn,
                Messages.Unit_emptyPageNo);
        field(trace, study::getMetadataTrace, Literals.METADATA_TRACE_SOURCE__RECORD_SIZE, Messages.Sources_recordSize,
                Messages.Unit_bytes0FirstRecord);
        refreshStructure();
        if (!study.getSources().isEmpty()) {
            select(0);
        }
    }

    private static List<String> formats() {
        List<String> out = new ArrayList<>();
        out.add("auto");
        for (CheckpointReader r : CheckpointFormats.readers()) {
            out.add(r.formatId());
        }
        return out;
    }

    private Composite grid(Composite parent) {
        Composite c = toolkit.createComposite(parent);
        GridLayout gl = new GridLayout(3, false);
        gl.marginWidth = 0;
        c.setLayout(gl);
        toolkit.paintBordersFor(c);
        return c;
    }

    public Table table() {
        return table;
    }

    public SnapshotSource selected() {
        return selected;
    }

    private EObject selectedSequence() {
        return selected instanceof SequenceSource ? selected : null;
    }

    private EObject selectedGenerator() {
        return selected instanceof GeneratorSource ? selected : null;
    }

    /** Selects the source at a row (or none for -1) and shows its details. */
    public void select(int index) {
        selected = index >= 0 && index < study.getSources().size() ? study.getSources().get(index) : null;
        if (table.getSelectionIndex() != index) {
            table.setSelection(index);
        }
        showDetail();
        for (FieldBinding b : bindings()) {
            b.refresh();
        }
        if (form().isVisible()) {
            form().reflow(true);
        }
    }

    /** Adds a sequence source for a checkpoint directory (named after the directory) and selects it. */
    public void addSequence(String directory) {
        SequenceSource s = SnapwearFactory.eINSTANCE.createSequenceSource();
        s.setPath(directory);
        String base = java.nio.file.Path.of(directory).getFileName() == null ? "sequence"
                : java.nio.file.Path.of(directory).getFileName().toString();
        s.setName(uniqueName(base));
        add(s);
    }

    private GeneratorSource newGenerator() {
        GeneratorSource g = SnapwearFactory.eINSTANCE.createGeneratorSource();
        g.setName(uniqueName("generated"));
        return g;
    }

    private String uniqueName(String base) {
        List<String> names = study.getSources().stream().map(SnapshotSource::getName).toList();
        String n = base;
        for (int i = 2; names.contains(n); i++) {
            n = base + "-" + i;
        }
        return n;
    }

    private void add(SnapshotSource s) {
        Command cmd = AddCommand.create(domain, study, Literals.STUDY__SOURCES, s);
        domain.getCommandStack().execute(cmd);
        select(study.getSources().indexOf(s));
    }

    public void removeSelected() {
        if (selected == null) {
            return;
        }
        int index = study.getSources().indexOf(selected);
        domain.getCommandStack().execute(RemoveCommand.create(domain, study, Literals.STUDY__SOURCES, selected));
        select(Math.min(index, study.getSources().size() - 1));
    }

    private void browseAndAddSequence() {
        DirectoryDialog d = new DirectoryDialog(table.getShell());
        d.setText(Messages.Sources_addSequence2);
        d.setMessage(Messages.Sources_chooseADirectoryThat);
        String dir = d.open();
        if (dir != null) {
            addSequence(dir);
        }
    }

    private void browseForSelectedPath() {
        if (!(selected instanceof SequenceSource s)) {
            return;
        }
        DirectoryDialog d = new DirectoryDialog(table.getShell());
        d.setText(Messages.Sources_checkpointDirectory);
        if (s.getPath() != null) {
            d.setFilterPath(s.getPath());
        }
        String dir = d.open();
        if (dir != null) {
            domain.getCommandStack().execute(SetCommand.create(domain, s, Literals.SEQUENCE_SOURCE__PATH, dir));
        }
    }

    /** Adds (with defaults) or removes the study's metadata trace. */
    public void setTraceUsed(boolean used) {
        if (used == (study.getMetadataTrace() != null)) {
            return;
        }
        MetadataTraceSource t = used ? SnapwearFactory.eINSTANCE.createMetadataTraceSource() : null;
        domain.getCommandStack().execute(SetCommand.create(domain, study, Literals.STUDY__METADATA_TRACE,
                used ? t : SetCommand.UNSET_VALUE));
    }

    @Override
    public Control controlFor(EObject object, EStructuralFeature feature) {
        if (object == study && (feature == Literals.STUDY__SOURCES || feature == null)) {
            return table;
        }
        if (object == study && feature == Literals.STUDY__METADATA_TRACE) {
            return useTrace;
        }
        return super.controlFor(object, feature);
    }

    @Override
    protected void refreshStructure() {
        List<SnapshotSource> sources = study.getSources();
        if (selected != null && !sources.contains(selected)) {
            selected = null;
        }
        table.setItemCount(sources.size());
        for (int i = 0; i < sources.size(); i++) {
            SnapshotSource s = sources.get(i);
            TableItem item = table.getItem(i);
            item.setText(0, s.getName() == null ? Messages.Common_unnamed : s.getName());
            if (s instanceof SequenceSource q) {
                item.setText(1, Messages.Sources_sequenceKind);
                item.setText(2, (q.getPath() == null ? Messages.Sources_noDirectory : q.getPath()) + "  ["
                        + q.getFormat() + "]");
            } else if (s instanceof GeneratorSource g) {
                item.setText(1, Messages.Sources_generator);
                item.setText(2, String.format(Messages.Sources_sDParamsD, g.getModel(), g.getParameters(),
                        g.getIterations(), g.getInterval()));
            }
        }
        int index = selected == null ? -1 : sources.indexOf(selected);
        if (table.getSelectionIndex() != index) {
            table.setSelection(index);
        }
        useTrace.setSelection(study.getMetadataTrace() != null);
        showDetail();
    }

    private void showDetail() {
        Control top = selected instanceof SequenceSource ? sequenceDetail
                : selected instanceof GeneratorSource ? generatorDetail : emptyDetail;
        if (stack.topControl != top) {
            stack.topControl = top;
            detail.layout(true, true);
        }
    }
}
