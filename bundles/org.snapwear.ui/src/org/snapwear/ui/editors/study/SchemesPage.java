package org.snapwear.ui.editors.study;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.snapwear.codec.spi.CodecDescriptor;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.model.study.CodecParameter;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.SnapwearPackage.Literals;
import org.snapwear.model.study.Study;

/**
 * The checkpoint schemes: a table of all schemes and the selected scheme's details. The codec combos list the
 * enabled codecs of the {@link CodecRegistry}, so codecs contributed by plug-ins appear next to the built-in ones.
 */
public final class SchemesPage extends StudyFormPage {
    private final Table table;
    private final Table parameterTable;
    private Scheme selected;
    private CodecParameter selectedParameter;

    public SchemesPage(Composite parent, FormToolkit toolkit, Study study, EditingDomain domain,
            CodecRegistry codecs) {
        super(parent, toolkit, study, domain, Messages.Schemes_checkpointSchemes);
        Composite body = form().getBody();

        Composite list = section(body, Messages.Common_schemes, Messages.Schemes_algorithm2, 1);
        ((GridLayout) list.getLayout()).numColumns = 2;
        table = toolkit.createTable(list, SWT.SINGLE | SWT.FULL_SELECTION | SWT.BORDER);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (String[] c : new String[][] { { Messages.Common_name, "150" }, { Messages.Schemes_codec, "120" },
                { Messages.Schemes_mode, "85" },
                { "snap_dis", "65" } }) {
            TableColumn col = new TableColumn(table, c[0].equals("snap_dis") ? SWT.RIGHT : SWT.LEFT);
            col.setText(c[0]);
            col.setWidth(Integer.parseInt(c[1]));
        }
        GridData gd = new GridData(SWT.FILL, SWT.FILL, true, true, 1, 4);
        gd.heightHint = 236;
        gd.widthHint = 440;
        table.setLayoutData(gd);
        table.addListener(SWT.Selection, e -> select(table.getSelectionIndex()));
        button(list, Messages.Schemes_add, this::addScheme);
        button(list, Messages.Schemes_duplicate, this::duplicateSelected);
        button(list, Messages.Common_remove, this::removeSelected);

        List<String> codecIds = codecIds(codecs);
        Composite d = section(body, Messages.Schemes_schemeDetails, Messages.Schemes_theSelectedScheme, 1);
        field(d, this::selected, Literals.SCHEME__NAME, Messages.Common_name, null);
        field(d, this::selected, Literals.SCHEME__CODEC, Messages.Common_deltaCodec, null, codecIds);
        field(d, this::selected, Literals.SCHEME__MODE, Messages.Schemes_mode, null);
        field(d, this::selected, Literals.SCHEME__SNAP_DIS, "snap_dis", Messages.Unit_snapshots);
        field(d, this::selected, Literals.SCHEME__UNIT, Messages.Schemes_snapshotUnit, Messages.Unit_iterations);
        field(d, this::selected, Literals.SCHEME__FIRST_ITERATION, Messages.Schemes_firstIteration,
                Messages.Unit_iteration);
        field(d, this::selected, Literals.SCHEME__BASELINE_CODEC, Messages.Schemes_baselineCodec, null, codecIds);
        field(d, this::selected, Literals.SCHEME__THREADS, Messages.Schemes_encoderThreads, Messages.Unit_0Automatic);
        hint(d, Messages.Schemes_fullEverySnapshotStored);

        Composite p = section(body, Messages.Schemes_codecParameters, Messages.Schemes_keyValuePairsPassed, 2);
        ((GridLayout) p.getLayout()).numColumns = 4;
        parameterTable = toolkit.createTable(p, SWT.SINGLE | SWT.FULL_SELECTION | SWT.BORDER);
        parameterTable.setHeaderVisible(true);
        for (String[] c : new String[][] { { Messages.Schemes_key, "140" }, { Messages.Schemes_value, "140" } }) {
            TableColumn col = new TableColumn(parameterTable, SWT.LEFT);
            col.setText(c[0]);
            col.setWidth(Integer.parseInt(c[1]));
        }
        GridData pgd = new GridData(SWT.LEFT, SWT.FILL, false, false, 1, 3);
        pgd.heightHint = 70;
        pgd.widthHint = 290;
        parameterTable.setLayoutData(pgd);
        parameterTable.addListener(SWT.Selection, e -> selectParameter(parameterTable.getSelectionIndex()));
        Composite pd = toolkit.createComposite(p);
        pd.setLayout(new GridLayout(3, false));
        toolkit.paintBordersFor(pd);
        pd.setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false, 1, 3));
        field(pd, this::selectedParameter, Literals.CODEC_PARAMETER__KEY, Messages.Schemes_key, null);
        field(pd, this::selectedParameter, Literals.CODEC_PARAMETER__VALUE, Messages.Schemes_value, null);
        Composite pb = toolkit.createComposite(p);
        pb.setLayout(new GridLayout(1, false));
        pb.setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false, 1, 3));
        button(pb, Messages.Schemes_addParameter, this::addParameter);
        button(pb, Messages.Schemes_removeParameter, this::removeParameter);

        refreshStructure();
        if (!study.getSchemes().isEmpty()) {
            select(0);
        }
    }

    /** Enabled codec ids of the registry, in its order; disabled codecs are not offered (nothing is written with them). */
    static List<String> codecIds(CodecRegistry codecs) {
        List<String> ids = new ArrayList<>();
        for (CodecDescriptor d : codecs.descriptors()) {
            if (d.enabled() && !ids.contains(d.id())) {
                ids.add(d.id());
            }
        }
        return ids;
    }

    public Table table() {
        return table;
    }

    public Scheme selected() {
        return selected;
    }

    private CodecParameter selectedParameter() {
        return selectedParameter;
    }

    public void select(int index) {
        selected = index >= 0 && index < study.getSchemes().size() ? study.getSchemes().get(index) : null;
        selectedParameter = null;
        refresh();
    }

    private void selectParameter(int index) {
        selectedParameter = selected != null && index >= 0 && index < selected.getParameters().size()
                ? selected.getParameters().get(index)
                : null;
        refresh();
    }

    /** Adds a scheme (progressive dynrle, the paper's method, under a fresh name) and selects it. */
    public void addScheme() {
        Scheme s = SnapwearFactory.eINSTANCE.createScheme();
        s.setName(uniqueName("scheme"));
        s.setCodec("dynrle");
        add(s);
    }

    private void duplicateSelected() {
        if (selected != null) {
            Scheme copy = EcoreUtil.copy(selected);
            copy.setName(uniqueName(selected.getName() + "-copy"));
            add(copy);
        }
    }

    private void add(Scheme s) {
        domain.getCommandStack().execute(AddCommand.create(domain, study, Literals.STUDY__SCHEMES, s));
        select(study.getSchemes().indexOf(s));
    }

    public void removeSelected() {
        if (selected == null) {
            return;
        }
        int index = study.getSchemes().indexOf(selected);
        domain.getCommandStack().execute(RemoveCommand.create(domain, study, Literals.STUDY__SCHEMES, selected));
        select(Math.min(index, study.getSchemes().size() - 1));
    }

    private void addParameter() {
        if (selected == null) {
            return;
        }
        CodecParameter p = SnapwearFactory.eINSTANCE.createCodecParameter();
        p.setKey("level");
        p.setValue("3");
        domain.getCommandStack().execute(AddCommand.create(domain, selected, Literals.SCHEME__PARAMETERS, p));
        selectParameter(selected.getParameters().indexOf(p));
    }

    private void removeParameter() {
        if (selected != null && selectedParameter != null) {
            domain.getCommandStack().execute(
                    RemoveCommand.create(domain, selected, Literals.SCHEME__PARAMETERS, selectedParameter));
            selectParameter(-1);
        }
    }

    private String uniqueName(String base) {
        List<String> names = study.getSchemes().stream().map(Scheme::getName).toList();
        String n = base;
        for (int i = 2; names.contains(n); i++) {
            n = base + "-" + i;
        }
        return n;
    }

    @Override
    public Control controlFor(EObject object, EStructuralFeature feature) {
        if (object == study && feature == Literals.STUDY__SCHEMES) {
            return table;
        }
        if (object instanceof Scheme && feature == Literals.SCHEME__PARAMETERS) {
            return object == selected ? parameterTable : null;
        }
        if (object instanceof CodecParameter && object.eContainer() == selected) {
            Control c = super.controlFor(object, feature);
            return c != null ? c : parameterTable;
        }
        return super.controlFor(object, feature);
    }

    @Override
    protected void refreshStructure() {
        List<Scheme> schemes = study.getSchemes();
        if (selected != null && !schemes.contains(selected)) {
            selected = null;
        }
        table.setItemCount(schemes.size());
        for (int i = 0; i < schemes.size(); i++) {
            Scheme s = schemes.get(i);
            TableItem item = table.getItem(i);
            item.setText(new String[] { s.getName() == null ? Messages.Common_unnamed : s.getName(),
                    s.getCodec() == null ? "" : s.getCodec(), s.getMode().getLiteral(),
                    Integer.toString(s.getSnapDis()) });
        }
        int index = selected == null ? -1 : schemes.indexOf(selected);
        if (table.getSelectionIndex() != index) {
            table.setSelection(index);
        }
        List<CodecParameter> params = selected == null ? List.of() : selected.getParameters();
        if (selectedParameter != null && !params.contains(selectedParameter)) {
            selectedParameter = null;
        }
        parameterTable.setItemCount(params.size());
        for (int i = 0; i < params.size(); i++) {
            CodecParameter p = params.get(i);
            parameterTable.getItem(i).setText(new String[] { p.getKey() == null ? "" : p.getKey(),
                    p.getValue() == null ? "" : p.getValue() });
        }
        int pi = selectedParameter == null ? -1 : params.indexOf(selectedParameter);
        if (parameterTable.getSelectionIndex() != pi) {
            parameterTable.setSelection(pi);
        }
        parameterTable.setEnabled(selected != null);
    }
}
