package org.snapwear.ui.editors.overview;

import java.util.Locale;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Section;
import org.snapwear.study.outcome.LossOutcome;
import org.snapwear.study.overview.LossOverviews;
import org.snapwear.study.overview.OverviewText;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.sim.LossRow;

/**
 * Loss profiles beside the verdict, as {@code snapwear report} prints them: the best exact scheme, then the same
 * scheme saved with each loss profile ({@link LossOverviews}; bytes, % of saving raw, erases, lifetime, the bound),
 * then the measured error per role. Lossy rows say "lossy" and their bound; the verdict above stays exact.
 */
final class LossSection {
    private final Section section;
    private final Table rows;
    private final Table errors;

    LossSection(Composite parent, FormToolkit toolkit) {
        section = toolkit.createSection(parent, Section.TITLE_BAR | Section.DESCRIPTION | Section.EXPANDED);
        section.setText(Messages.Loss_section);
        section.setDescription(Messages.Loss_waiting);
        section.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Composite c = toolkit.createComposite(section);
        c.setLayout(new GridLayout(1, false));
        section.setClient(c);
        rows = table(c, toolkit, Messages.Loss_profile, Messages.Loss_kind, Messages.Loss_written,
                Messages.Loss_writtenPct, Messages.Loss_erases, Messages.Loss_lifetime, Messages.Loss_bound);
        errors = table(c, toolkit, Messages.Loss_profile, Messages.Loss_role, Messages.Loss_codec,
                Messages.Loss_tensors, Messages.Loss_maxRel, Messages.Loss_meanRel, Messages.Loss_pruned,
                Messages.Loss_domain, Messages.Loss_maxInDomain, Messages.Loss_ofBound);
    }

    private static Table table(Composite c, FormToolkit toolkit, String... columns) {
        Table t = toolkit.createTable(c, SWT.BORDER | SWT.FULL_SELECTION);
        t.setHeaderVisible(true);
        t.setLinesVisible(true);
        for (String name : columns) {
            new TableColumn(t, SWT.LEFT).setText(name);
        }
        t.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        return t;
    }

    void show(RunOverview o) {
        section.setDescription(o.lossy().isEmpty() ? Messages.Loss_none
                : NLS.bind(Messages.Loss_description, o.best().label()));
        rows.removeAll();
        errors.removeAll();
        if (!o.lossy().isEmpty()) {
            item(rows, "exact", Messages.Loss_exactKind, OverviewText.bytes(o.best().writtenBytes()), //$NON-NLS-1$
                    pct(o.writtenVsRawPct()), Long.toString(o.best().ssd().erases()),
                    OverviewText.years(o.bestLifetime().years()), Messages.Loss_exactBound);
        }
        for (LossOutcome r : o.lossy()) {
            item(rows, r.loss().name(), Messages.Loss_lossyKind, OverviewText.bytes(r.outcome().writtenBytes()),
                    pct(o.writtenVsRawPct(r)), Long.toString(r.outcome().ssd().erases()),
                    OverviewText.years(o.lifetime(r).years()), r.loss().bound());
            for (LossRow e : r.errors()) {
                item(errors, r.loss().name(), e.role(), e.codec(), Integer.toString(e.tensors()),
                        OverviewText.relative(e, e.maxRelError()), OverviewText.relative(e, e.meanRelError()),
                        pct(100 * e.fractionPruned()), e.errorDomain(),
                        String.format(Locale.ROOT, "%.4g", e.maxAbsErrorInDomain()), //$NON-NLS-1$
                        OverviewText.ofBound(e));
            }
        }
        for (Table t : new Table[] {rows, errors}) {
            for (TableColumn col : t.getColumns()) {
                col.pack();
            }
        }
        section.getParent().layout(true, true);
    }

    private static String pct(double v) {
        return String.format(Locale.ROOT, "%.2f%%", v); //$NON-NLS-1$
    }

    private static void item(Table t, String... cells) {
        new TableItem(t, SWT.NONE).setText(cells);
    }

    Table rows() {
        return rows;
    }

    Table errors() {
        return errors;
    }
}
