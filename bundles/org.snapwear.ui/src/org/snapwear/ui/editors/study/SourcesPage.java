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
import org.snapwear.trace.format.CheckpointFormats;
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
        super(parent, toolkit, study, domain, "Snapshot sources");
        Composite body = form().getBody();

        Composite list = section(body, "Sources", "Every scheme runs on every source.", 1);
        ((GridLayout) list.getLayout()).numColumns = 2;
        table = toolkit.createTable(list, SWT.SINGLE | SWT.FULL_SELECTION | SWT.BORDER);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (String[] c : new String[][] { { "Name", "140" }, { "Kind", "80" }, { "Where from", "220" } }) {
            TableColumn col = new TableColumn(table, SWT.LEFT);
            col.setText(c[0]);
            col.setWidth(Integer.parseInt(c[1]));
        }
        GridData gd = new GridData(SWT.FILL, SWT.FILL, true, true, 1, 4);
        gd.heightHint = 160;
        gd.widthHint = 440;
        table.setLayoutData(gd);
        table.addListener(SWT.Selection, e -> select(table.getSelectionIndex()));
        button(list, "Add Sequence...", this::browseAndAddSequence);
        button(list, "Add Generator", () -> add(newGenerator()));
        button(list, "Remove", this::removeSelected);

        Composite details = section(body, "Source details", "The selected source.", 1);
        ((GridLayout) details.getLayout()).numColumns = 1;
        detail = toolkit.createComposite(details);
        detail.setLayout(stack);
        detail.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        emptyDetail = grid(detail);
        toolkit.createLabel(emptyDetail, "Select a source, or add one.");

        sequenceDetail = grid(detail);
        field(sequenceDetail, this::selectedSequence, Literals.SNAPSHOT_SOURCE__NAME, "Name", null);
        field(sequenceDetail, this::selectedSequence, Literals.SEQUENCE_SOURCE__PATH, "Directory", null);
        toolkit.createLabel(sequenceDetail, "");
        Button browse = toolkit.createButton(sequenceDetail, "Browse...", SWT.PUSH);
        browse.addListener(SWT.Selection, e -> browseForSelectedPath());
        toolkit.createLabel(sequenceDetail, "");
        field(sequenceDetail, this::selectedSequence, Literals.SEQUENCE_SOURCE__FORMAT, "Format", null, formats());
        hint(sequenceDetail, "Relative directories resolve against the study file's directory.");

        generatorDetail = grid(detail);
        java.util.function.Supplier<EObject> g = this::selectedGenerator;
        field(generatorDetail, g, Literals.SNAPSHOT_SOURCE__NAME, "Name", null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__MODEL, "Model", null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__PARAMETERS, "Parameters", "parameters");
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__OPTIMIZER, "Optimizer", null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__LEARNING_RATE, "Learning rate", null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__MOMENTUM, "Momentum", null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__WEIGHT_DECAY, "Weight decay", null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__ITERATIONS, "Iterations", "iterations");
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__INTERVAL, "Snapshot interval", "iterations");
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__DTYPE, "Element type", null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__BATCH_SIZE, "Batch size", "samples");
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__SEED, "Seed", null);
        field(generatorDetail, g, Literals.GENERATOR_SOURCE__THREADS, "Threads", "0 = automatic");

        Composite trace = section(body, "Metadata trace", "Page versions of a metadata store, for the SLC pages "
                + "analysis (seed 002).", 2);
        toolkit.createLabel(trace, "Use a metadata trace:");
        useTrace = toolkit.createButton(trace, "", SWT.CHECK);
        GridData ugd = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        ugd.horizontalIndent = 8;
        useTrace.setLayoutData(ugd);
        useTrace.addListener(SWT.Selection, e -> setTraceUsed(useTrace.getSelection()));
        toolkit.createLabel(trace, "");
        field(trace, study::getMetadataTrace, Literals.METADATA_TRACE_SOURCE__PATH, "Trace directory", null);
        field(trace, study::getMetadataTrace, Literals.METADATA_TRACE_SOURCE__ID_COLUMN, "Record id column",
                "empty = page_no");
        field(trace, study::getMetadataTrace, Literals.METADATA_TRACE_SOURCE__RECORD_SIZE, "Record size",
                "bytes, 0 = first record's");
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
        d.setText("Add Sequence");
        d.setMessage("Choose a directory that holds the checkpoints of one training run");
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
        d.setText("Checkpoint Directory");
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
            item.setText(0, s.getName() == null ? "(unnamed)" : s.getName());
            if (s instanceof SequenceSource q) {
                item.setText(1, "sequence");
                item.setText(2, (q.getPath() == null ? "(no directory)" : q.getPath()) + "  [" + q.getFormat() + "]");
            } else if (s instanceof GeneratorSource g) {
                item.setText(1, "generator");
                item.setText(2, String.format("%s %,d params, %,d it / %,d", g.getModel(), g.getParameters(),
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
