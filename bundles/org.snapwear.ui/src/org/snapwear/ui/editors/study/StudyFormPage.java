package org.snapwear.ui.editors.study;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.forms.IMessageManager;
import org.eclipse.ui.forms.ManagedForm;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.forms.IFormColors;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.ScrolledForm;
import org.snapwear.model.study.Study;

/**
 * One page of the study editor: a scrolled form with a title, a message area (validation messages, with the
 * offending fields decorated) and sections of bound fields. Subclasses build their sections in the constructor.
 */
public abstract class StudyFormPage {
    protected final FormToolkit toolkit;
    protected final Study study;
    protected final EditingDomain domain;
    private final ManagedForm managedForm;
    private final List<FieldBinding> bindings = new ArrayList<>();
    private final Label problems;

    protected StudyFormPage(Composite parent, FormToolkit toolkit, Study study, EditingDomain domain, String title) {
        this.toolkit = toolkit;
        this.study = study;
        this.domain = domain;
        ScrolledForm form = toolkit.createScrolledForm(parent);
        managedForm = new ManagedForm(toolkit, form);
        form.setText(title);
        toolkit.decorateFormHeading(form.getForm());
        GridLayout layout = new GridLayout(2, true);
        layout.marginWidth = 10;
        layout.horizontalSpacing = 16;
        form.getBody().setLayout(layout);
        // The problems of this page in words, under the title (the header alone only counts them).
        problems = toolkit.createLabel(form.getBody(), "", SWT.WRAP);
        problems.setForeground(form.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        GridData pgd = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        pgd.widthHint = 600;
        pgd.exclude = true;
        problems.setLayoutData(pgd);
        problems.setVisible(false);
        // Summary in the heading ("2 errors"), details as hover; per-field decorations show each message.
        managedForm.getMessageManager().setAutoUpdate(true);
    }

    public ScrolledForm form() {
        return managedForm.getForm();
    }

    public Control control() {
        return managedForm.getForm();
    }

    public IMessageManager messages() {
        return managedForm.getMessageManager();
    }

    public List<FieldBinding> bindings() {
        return bindings;
    }

    /** The binding of an attribute of this page, whose current target is {@code object}, or null. */
    public FieldBinding binding(EObject object, EAttribute attribute) {
        for (FieldBinding b : bindings) {
            if (b.attribute() == attribute && b.target() == object) {
                return b;
            }
        }
        return null;
    }

    /**
     * The widget showing {@code feature} of {@code object} on this page, or null: validation messages are put
     * on this control. Pages with widgets that are not field bindings (lists, tables) override this.
     */
    public Control controlFor(EObject object, org.eclipse.emf.ecore.EStructuralFeature feature) {
        for (FieldBinding b : bindings) {
            if (b.attribute() == feature && b.target() == object && !b.control().isDisposed()) {
                return b.control();
            }
        }
        return null;
    }

    /** The first binding of an attribute on this page (tests address fields this way). */
    public FieldBinding binding(EAttribute attribute) {
        return bindings.stream().filter(b -> b.attribute() == attribute).findFirst().orElse(null);
    }

    /** Lists problems (validation messages, marked error or warning) under the page title; none hides the list. */
    public void showProblems(List<String> lines) {
        String text = String.join("\n", lines);
        if (text.equals(problems.getText())) {
            return;
        }
        problems.setText(text);
        problems.setVisible(!lines.isEmpty());
        ((GridData) problems.getLayoutData()).exclude = lines.isEmpty();
        form().reflow(true);
    }

    /** The problems shown under the title, one per line (empty when there are none). */
    public String problemsText() {
        return problems.getText();
    }

    /** Copies model values into all widgets (after any command, undo or redo). */
    public void refresh() {
        for (FieldBinding b : bindings) {
            if (!b.control().isDisposed()) {
                b.refresh();
            }
        }
        refreshStructure();
    }

    /** Lists, tables and enablement that depend on the model's structure; per-page. */
    protected void refreshStructure() {
    }

    /**
     * A section with a title bar, a description and a three-column client (label, widget, unit). Drawn with plain
     * composites in the forms' colours rather than {@code Section}: ExpandableComposite's layout asks the OSGi
     * platform for the OS, which fails in plain-SWT tests, and these sections never collapse anyway.
     */
    protected Composite section(Composite parent, String title, String description, int span) {
        Composite s = toolkit.createComposite(parent);
        GridLayout sl = new GridLayout(1, false);
        sl.marginWidth = 0;
        sl.marginHeight = 4;
        sl.verticalSpacing = 3;
        s.setLayout(sl);
        s.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, span, 1));
        Label t = toolkit.createLabel(s, title);
        t.setFont(org.eclipse.jface.resource.JFaceResources.getBannerFont());
        t.setForeground(toolkit.getColors().getColor(IFormColors.TITLE));
        Composite line = toolkit.createCompositeSeparator(s);
        GridData lgd = new GridData(SWT.FILL, SWT.TOP, true, false);
        lgd.heightHint = 2;
        line.setLayoutData(lgd);
        if (description != null) {
            Label d = toolkit.createLabel(s, description, SWT.WRAP);
            GridData dgd = new GridData(SWT.FILL, SWT.TOP, true, false);
            dgd.widthHint = 300;
            d.setLayoutData(dgd);
        }
        Composite client = toolkit.createComposite(s);
        GridLayout gl = new GridLayout(3, false);
        gl.horizontalSpacing = 8;
        gl.marginWidth = 2;
        client.setLayout(gl);
        client.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        // Flat form text fields get their border painted by the toolkit (no native border on GTK).
        toolkit.paintBordersFor(client);
        return client;
    }

    protected FieldBinding field(Composite client, Supplier<? extends EObject> target, EAttribute attribute,
            String label, String unit) {
        return field(client, target, attribute, label, unit, null);
    }

    protected FieldBinding field(Composite client, Supplier<? extends EObject> target, EAttribute attribute,
            String label, String unit, List<String> choices) {
        FieldBinding b = FieldBinding.create(toolkit, client, domain, target, attribute, label, unit, choices,
                messages());
        bindings.add(b);
        return b;
    }

    /** A full-width hint line inside a three-column section client. */
    protected void hint(Composite client, String text) {
        var l = toolkit.createLabel(client, text, SWT.WRAP);
        GridData gd = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
        gd.widthHint = 420;
        l.setLayoutData(gd);
        l.setForeground(client.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
    }

    /** A push button for a page's list (Add, Remove, ...) that runs {@code action}. */
    protected void button(Composite parent, String text, Runnable action) {
        Button b = toolkit.createButton(parent, text, SWT.PUSH);
        b.setLayoutData(new GridData(SWT.FILL, SWT.TOP, false, false));
        b.addListener(SWT.Selection, e -> action.run());
    }
}
