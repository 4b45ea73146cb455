package org.snapwear.ui.editors.overview;

import java.awt.geom.Rectangle2D;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Section;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.entity.ChartEntity;
import org.jfree.swt.SWTGraphics2D;
import org.snapwear.study.charts.CandidatesChart;
import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.overview.OverviewResults;
import org.snapwear.study.overview.RunOverview;

/**
 * The chart under the verdict: written volume and erases of every candidate, the best one highlighted, drawn by
 * {@link CandidatesChart} from the same table the Results view lists ({@link OverviewResults}). The chart is drawn
 * into an image at the section's width and shown by a label, with the chart's tooltips on hover: a canvas painting
 * it (JFreeChart's SWT composite or our own), inside the form's scrolled body, drew over the views below the editor
 * on GTK.
 */
final class CandidatesSection {
    /** Tall enough for both panels and the candidates' slanted names. */
    private static final int HEIGHT = 340;

    private final Label picture;
    private Image image;
    private final ChartRenderingInfo info = new ChartRenderingInfo();
    private StudyChart shown;

    CandidatesSection(Composite parent, FormToolkit toolkit) {
        Section s = toolkit.createSection(parent, Section.TITLE_BAR | Section.DESCRIPTION | Section.EXPANDED);
        s.setText(Messages.Chart_section);
        s.setDescription(Messages.Chart_description);
        s.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Composite c = toolkit.createComposite(s);
        c.setLayout(new GridLayout(1, false));
        s.setClient(c);
        picture = toolkit.createLabel(c, Messages.Chart_waiting, SWT.WRAP);
        // A small width hint: the chart follows the editor's width instead of asking for a width of its own.
        GridData cd = new GridData(SWT.FILL, SWT.TOP, true, false);
        cd.widthHint = 300;
        cd.heightHint = HEIGHT;
        picture.setLayoutData(cd);
        picture.addListener(SWT.Resize, e -> render(false));
        picture.addListener(SWT.MouseHover, this::hover);
        picture.addDisposeListener(e -> {
            if (image != null) {
                image.dispose();
            }
        });
    }

    /** Draws the chart into an image of the label's size. */
    private void render(boolean force) {
        Point area = picture.getSize();
        if (shown == null || area.x < 2 || area.y < 2) {
            return;
        }
        if (!force && image != null && image.getBounds().width == area.x && image.getBounds().height == area.y) {
            return;
        }
        Image next = new Image(picture.getDisplay(), area.x, area.y);
        GC gc = new GC(next);
        SWTGraphics2D g = new SWTGraphics2D(gc);
        try {
            shown.chart().draw(g, new Rectangle2D.Double(0, 0, area.x, area.y), info);
        } finally {
            g.dispose();
            gc.dispose();
        }
        picture.setImage(next);
        if (image != null) {
            image.dispose();
        }
        image = next;
    }

    private void hover(Event e) {
        String tip = null;
        if (shown != null && info.getEntityCollection() != null) {
            ChartEntity entity = info.getEntityCollection().getEntity(e.x, e.y);
            tip = entity == null ? null : entity.getToolTipText();
        }
        picture.setToolTipText(tip);
    }

    void show(RunOverview o) {
        shown = CandidatesChart.of(OverviewResults.of(o));
        render(true);
    }

    /** The chart on screen, or null before the first verdict. */
    StudyChart shown() {
        return shown;
    }

    Label picture() {
        return picture;
    }
}
