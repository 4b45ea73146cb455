package org.snapwear.ui.editors.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.forms.IMessageManager;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.model.StudyResources;
import org.snapwear.model.StudyValidation;
import org.snapwear.model.study.Analyses;
import org.snapwear.model.study.CodecParameter;
import org.snapwear.model.study.MetadataTraceSource;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SnapshotSource;
import org.snapwear.model.study.Study;

/**
 * The whole study editor as a plain SWT composite: four form pages in tabs (Overview, Sources, Schemes, Hardware)
 * on one study and one editing domain. After every command (edit, undo, redo) all pages refresh from the model
 * and the study is validated; each problem goes to the message manager of the page showing the offending field,
 * decorating that field, and the Overview lists which other pages have problems.
 */
public final class StudyEditorControl extends Composite {
    private final Study study;
    private final EditingDomain domain;
    private final FormToolkit toolkit;
    private final CTabFolder folder;
    private final OverviewPage overview;
    private final SourcesPage sources;
    private final SchemesPage schemes;
    private final HardwarePage hardware;
    private final List<StudyFormPage> pages;
    private final List<Runnable> dirtyListeners = new ArrayList<>();
    private final Map<StudyFormPage, List<Object[]>> shown = new LinkedHashMap<>();
    private final CommandStackListener stackListener;
    private List<Diagnostic> problems = List.of();

    /**
     * @param presetId hardware preset shown in the Hardware page's chooser (the preference), or null
     */
    public StudyEditorControl(Composite parent, Study study, EditingDomain domain, CodecRegistry codecs,
            String presetId) {
        super(parent, SWT.NONE);
        this.study = study;
        this.domain = domain;
        setLayout(new FillLayout());
        toolkit = new FormToolkit(getDisplay());
        folder = new CTabFolder(this, SWT.BOTTOM | SWT.FLAT);
        List<String> codecIds = SchemesPage.codecIds(codecs);
        overview = new OverviewPage(folder, toolkit, study, domain);
        sources = new SourcesPage(folder, toolkit, study, domain);
        schemes = new SchemesPage(folder, toolkit, study, domain, codecs);
        hardware = new HardwarePage(folder, toolkit, study, domain, codecIds, presetId);
        pages = List.of(overview, sources, schemes, hardware);
        String[] titles = { Messages.Control_overview, Messages.Common_sources,
                Messages.Common_schemes, Messages.Control_hardware };
        for (int i = 0; i < pages.size(); i++) {
            CTabItem item = new CTabItem(folder, SWT.NONE);
            item.setText(titles[i]);
            item.setControl(pages.get(i).control());
        }
        folder.setSelection(0);
        stackListener = e -> getDisplay().asyncExec(() -> {
            if (!isDisposed()) {
                modelChanged();
            }
        });
        domain.getCommandStack().addCommandStackListener(stackListener);
        addDisposeListener(e -> {
            domain.getCommandStack().removeCommandStackListener(stackListener);
            toolkit.dispose();
        });
        validate();
    }

    /**
     * Refreshes every page and revalidates. Called (asynchronously) after each command-stack change; tests call
     * it directly to avoid waiting for the event loop.
     */
    public void modelChanged() {
        for (StudyFormPage p : pages) {
            p.messages().setAutoUpdate(false);
            p.refresh();
        }
        validate();
        dirtyListeners.forEach(Runnable::run);
    }

    /** Runs {@link StudyValidation} and shows every warning and error on the page and field it concerns. */
    public void validate() {
        for (StudyFormPage p : pages) {
            p.messages().setAutoUpdate(false);
            for (Object[] keyAndControl : shown.getOrDefault(p, List.of())) {
                if (keyAndControl[1] == null) {
                    p.messages().removeMessage(keyAndControl[0]);
                } else if (!((Control) keyAndControl[1]).isDisposed()) {
                    p.messages().removeMessage(keyAndControl[0], (Control) keyAndControl[1]);
                }
            }
            shown.put(p, new ArrayList<>());
        }
        List<Diagnostic> found = new ArrayList<>();
        Map<StudyFormPage, Integer> counts = new LinkedHashMap<>();
        Map<StudyFormPage, List<String>> lines = new LinkedHashMap<>();
        int n = 0;
        for (Diagnostic d : StudyValidation.leaves(StudyValidation.validate(study))) {
            if (d.getSeverity() < Diagnostic.WARNING) {
                continue;
            }
            found.add(d);
            EObject object = d.getData().size() > 0 && d.getData().get(0) instanceof EObject o ? o : null;
            EStructuralFeature feature = d.getData().size() > 1 && d.getData().get(1) instanceof EStructuralFeature f
                    ? f
                    : null;
            StudyFormPage page = null;
            Control control = null;
            for (StudyFormPage p : pages) {
                control = object == null ? null : p.controlFor(object, feature);
                if (control != null) {
                    page = p;
                    break;
                }
            }
            if (page == null) {
                page = pageOf(object);
            }
            int type = d.getSeverity() >= Diagnostic.ERROR ? org.eclipse.jface.dialogs.IMessageProvider.ERROR : org.eclipse.jface.dialogs.IMessageProvider.WARNING;
            String key = "validation:" + (n++);
            page.messages().addMessage(key, d.getMessage(), d, type, control);
            lines.computeIfAbsent(page, k -> new ArrayList<>())
                    .add((d.getSeverity() >= Diagnostic.ERROR ? "\u2716 " : "\u26a0 ") + d.getMessage());
            shown.get(page).add(new Object[] { key, control });
            counts.merge(page, 1, Integer::sum);
        }
        // The Overview names the other pages with problems, so a user opening the editor sees them at once.
        String[] titles = { Messages.Control_overview, Messages.Common_sources,
                Messages.Common_schemes, Messages.Control_hardware };
        for (int i = 1; i < pages.size(); i++) {
            Integer c = counts.get(pages.get(i));
            if (c != null) {
                String key = "page:" + titles[i];
                overview.messages().addMessage(key,
                        NLS.bind(c == 1 ? Messages.Control_pageProblem : Messages.Control_pageProblems,
                        titles[i], c),
                        null, org.eclipse.jface.dialogs.IMessageProvider.WARNING);
                shown.get(overview).add(new Object[] { key, null });
                lines.computeIfAbsent(overview, k -> new ArrayList<>())
                        .add(NLS.bind(c == 1 ? Messages.Control_pageHasProblem
                                : Messages.Control_pageHasProblems, titles[i], c));
            }
        }
        problems = List.copyOf(found);
        for (StudyFormPage p : pages) {
            p.showProblems(lines.getOrDefault(p, List.of()));
            p.messages().setAutoUpdate(true);
        }
    }

    /** The page a problem without a shown field belongs to. */
    private StudyFormPage pageOf(EObject object) {
        for (EObject o = object; o != null; o = o.eContainer()) {
            if (o instanceof Scheme || o instanceof CodecParameter) {
                return schemes;
            }
            if (o instanceof SnapshotSource || o instanceof MetadataTraceSource) {
                return sources;
            }
            if (o instanceof Analyses || o instanceof Study) {
                return overview;
            }
            if (o instanceof org.snapwear.model.study.Hardware) {
                return hardware;
            }
        }
        return overview;
    }

    /** The problems currently shown (warnings and errors), in model order. */
    public List<Diagnostic> problems() {
        return problems;
    }

    /** Messages of the problems currently shown. */
    public List<String> problemMessages() {
        return problems.stream().map(Diagnostic::getMessage).toList();
    }

    public boolean hasErrors() {
        return problems.stream().anyMatch(d -> d.getSeverity() >= Diagnostic.ERROR);
    }

    public boolean isDirty() {
        return StudyEditingDomains.isDirty(domain);
    }

    /** Writes the study (XMI) and marks the command stack's save point. */
    public void save(Path file) throws IOException {
        StudyResources.save(study, file);
        ((BasicCommandStack) domain.getCommandStack()).saveIsDone();
        dirtyListeners.forEach(Runnable::run);
    }

    public void addDirtyListener(Runnable r) {
        dirtyListeners.add(r);
    }

    public Study study() {
        return study;
    }

    public EditingDomain domain() {
        return domain;
    }

    public CTabFolder folder() {
        return folder;
    }

    public List<StudyFormPage> pages() {
        return pages;
    }

    public OverviewPage overview() {
        return overview;
    }

    public SourcesPage sources() {
        return sources;
    }

    public SchemesPage schemes() {
        return schemes;
    }

    public HardwarePage hardware() {
        return hardware;
    }

    /** Shows a page by index (0 = Overview ... 3 = Hardware). */
    public void showPage(int index) {
        folder.setSelection(index);
    }
}
