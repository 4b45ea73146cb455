package org.snapwear.ui.editors.overview;

import java.util.Locale;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Section;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.overview.Lifetime;
import org.snapwear.study.overview.OverviewText;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.overview.SnapDisAdvice;

/** The verdict: best scheme and codec, written volume and erases against raw, snap_dis advice, SSD lifetime. */
final class VerdictSection {
    private final Label best;
    private final Label written;
    private final Label erases;
    private final Label progressive;
    private final Label chain;
    private final Label lifetime;
    private final Label rawLifetime;

    VerdictSection(Composite parent, FormToolkit toolkit) {
        Section s = toolkit.createSection(parent, Section.TITLE_BAR | Section.DESCRIPTION | Section.EXPANDED);
        s.setText(Messages.Verdict_section);
        s.setDescription(Messages.Verdict_description);
        s.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Composite c = toolkit.createComposite(s);
        c.setLayout(new GridLayout(2, false));
        s.setClient(c);
        best = row(c, toolkit, Messages.Verdict_best);
        best.setFont(org.eclipse.jface.resource.JFaceResources.getBannerFont());
        written = row(c, toolkit, Messages.Verdict_written);
        erases = row(c, toolkit, Messages.Verdict_erases);
        progressive = row(c, toolkit, NLS.bind(Messages.Verdict_snapDis, "progressive")); //$NON-NLS-1$
        chain = row(c, toolkit, NLS.bind(Messages.Verdict_snapDis, "chain")); //$NON-NLS-1$
        lifetime = row(c, toolkit, Messages.Verdict_lifetime);
        rawLifetime = row(c, toolkit, Messages.Verdict_rawLifetime);
    }

    private static Label row(Composite c, FormToolkit toolkit, String key) {
        toolkit.createLabel(c, key);
        Label v = toolkit.createLabel(c, "", SWT.WRAP); //$NON-NLS-1$
        GridData gd = new GridData(SWT.FILL, SWT.CENTER, true, false);
        gd.widthHint = 600;
        v.setLayoutData(gd);
        return v;
    }

    void show(RunOverview o) {
        SchemeOutcome b = o.best();
        best.setText(o.bestWithinCap() ? b.label() : NLS.bind(Messages.Verdict_bestOutsideCap, b.label()));
        written.setText(NLS.bind(Messages.Verdict_writtenValue, new Object[] {OverviewText.bytes(b.writtenBytes()),
                fmt("%.1f", o.writtenVsRawPct()), OverviewText.bytes(o.raw().writtenBytes())}));
        erases.setText(NLS.bind(Messages.Verdict_erasesValue, new Object[] {b.ssd().erases(), o.raw().ssd().erases(),
                fmt("%+d", o.erasesVsRaw()), fmt("%.2f", b.ssd().writeAmplification())}));
        progressive.setText(advice(o.progressive()));
        chain.setText(advice(o.chain()));
        lifetime.setText(life(o.bestLifetime()));
        rawLifetime.setText(life(o.rawLifetime()));
    }

    private static String advice(SnapDisAdvice a) {
        if (a.snapDis() == 0) {
            return NLS.bind(Messages.Verdict_snapDisNone, a.rule());
        }
        return NLS.bind(Messages.Verdict_snapDisValue, new Object[] {a.snapDis(), a.codec() + "/" + a.baselineCodec(), //$NON-NLS-1$
                fmt("%.1f", a.writtenPct()), fmt("%.2f", a.peakUsefulSnapshots())});
    }

    private static String life(Lifetime l) {
        return NLS.bind(Messages.Verdict_lifetimeValue, new Object[] {OverviewText.tbPerDay(l.tbPerDay()),
                fmt("%.2g", l.ratedTbwPerDayPct()), OverviewText.years(l.years())});
    }

    private static String fmt(String f, Object v) {
        return String.format(Locale.ROOT, f, v);
    }

    Label best() {
        return best;
    }

    Label written() {
        return written;
    }

    Label erases() {
        return erases;
    }

    Label progressive() {
        return progressive;
    }

    Label chain() {
        return chain;
    }

    Label lifetime() {
        return lifetime;
    }
}
