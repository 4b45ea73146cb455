package org.snapwear.ui.views;

import java.util.Locale;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.snapwear.gpu.buddy.EntryRecord;
import org.snapwear.gpu.buddy.TargetRatio;
import org.snapwear.study.inspect.BuddyInspection;

/**
 * Detail of one 128 B entry: its four 32 B sectors as boxes (compressed sectors in device memory, compressed
 * sectors overflowing to buddy memory, sectors the compressed entry does not need), compressed bits, target and
 * the compressor's symbol counts. Everything shown is the {@link EntryRecord} of the inspection.
 */
public final class BuddyEntryDetail extends Composite {
    static final int[] DEVICE = {49, 130, 189};
    static final int[] BUDDY = {230, 85, 13};

    private final Label title;
    private final Canvas sectors;
    private final Label bits;
    private final Table symbols;
    private EntryRecord record;
    private TargetRatio target;

    BuddyEntryDetail(Composite parent) {
        super(parent, SWT.NONE);
        setLayout(new GridLayout(1, false));
        title = new Label(this, SWT.WRAP);
        title.setText(Messages.BuddyEntry_click);
        title.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        sectors = new Canvas(this, SWT.DOUBLE_BUFFERED);
        GridData sd = new GridData(SWT.FILL, SWT.TOP, true, false);
        sd.heightHint = 96;
        sd.widthHint = 300;
        sectors.setLayoutData(sd);
        sectors.addPaintListener(this::paintSectors);
        bits = new Label(this, SWT.WRAP);
        bits.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        symbols = new Table(this, SWT.BORDER | SWT.FULL_SELECTION);
        symbols.setHeaderVisible(true);
        symbols.setLinesVisible(true);
        new TableColumn(symbols, SWT.LEFT).setText(Messages.BuddyEntry_symbol);
        new TableColumn(symbols, SWT.RIGHT).setText(Messages.BuddyEntry_count);
        symbols.getColumn(0).setWidth(170);
        symbols.getColumn(1).setWidth(70);
        symbols.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
    }

    void show(BuddyInspection insp, EntryRecord r) {
        record = r;
        symbols.removeAll();
        if (r == null) {
            title.setText(Messages.BuddyEntry_click);
            bits.setText("");
            target = null;
        } else {
            target = insp.layout().target(r.allocation());
            title.setText(String.format(Locale.ROOT, Messages.BuddyEntry_title, r.allocationName(),
                    r.indexInAllocation(), r.entry(), insp.label()));
            bits.setText(String.format(Locale.ROOT,
                    Messages.BuddyEntry_bits,
                    r.compressedBits(), r.deviceSectors() + r.buddySectors(),
                    r.zero() ? Messages.BuddyEntry_allZero : "",
                    target.label(), target.deviceBytes(), r.deviceSectors(), r.buddySectors()));
            for (int s = 0; s < r.symbolCounts().length; s++) {
                TableItem it = new TableItem(symbols, SWT.NONE);
                it.setText(new String[] {insp.symbolNames().get(s), Integer.toString(r.symbolCounts()[s])});
            }
        }
        layout(true, true);
        sectors.redraw();
    }

    private void paintSectors(PaintEvent ev) {
        GC gc = ev.gc;
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
        gc.fillRectangle(ev.x, ev.y, ev.width, ev.height);
        if (record == null) {
            return;
        }
        Color dev = new Color(DEVICE[0], DEVICE[1], DEVICE[2]);
        Color bud = new Color(BUDDY[0], BUDDY[1], BUDDY[2]);
        Color white = getDisplay().getSystemColor(SWT.COLOR_WHITE);
        Color ink = getDisplay().getSystemColor(SWT.COLOR_BLACK);
        int w = 66;
        int h = 44;
        for (int k = 0; k < 4; k++) {
            int x = 4 + k * (w + 6);
            String where;
            if (k < record.deviceSectors()) {
                gc.setBackground(dev);
                where = Messages.BuddyEntry_device;
            } else if (k < record.deviceSectors() + record.buddySectors()) {
                gc.setBackground(bud);
                where = Messages.BuddyEntry_buddy;
            } else {
                gc.setBackground(white);
                where = Messages.BuddyEntry_unused;
            }
            gc.fillRectangle(x, 4, w, h);
            gc.setForeground(ink);
            gc.drawRectangle(x, 4, w, h);
            gc.setForeground(k < record.deviceSectors() + record.buddySectors() ? white : ink);
            gc.drawText(NLS.bind(Messages.BuddyEntry_sector, k), x + 6, 8, true);
            gc.drawText(where, x + 6, 26, true);
        }
        // the target's device share: sectors left of the mark are reserved in device memory
        int share = target == null ? 0 : target.deviceBytes();
        int mark = 4 + (int) Math.round(share / 32.0 * (w + 6)) - 3;
        gc.setForeground(ink);
        gc.setLineWidth(2);
        gc.drawLine(mark, 0, mark, h + 10);
        gc.setLineWidth(1);
        gc.drawText(NLS.bind(Messages.BuddyEntry_share, share), Math.max(4, mark - 60), h + 14, true);
        dev.dispose();
        bud.dispose();
    }

    // accessors for tests
    public String titleText() {
        return title.getText();
    }

    public String bitsText() {
        return bits.getText();
    }

    public Table symbolTable() {
        return symbols;
    }

    public Canvas sectorCanvas() {
        return sectors;
    }

    public EntryRecord record() {
        return record;
    }
}
