package org.snapwear.ui.views;

import org.eclipse.swt.graphics.GC;

/**
 * Shortens a text to a pixel width by cutting out its middle ("model-00001…::blocks.0.attn.qkv.weight"), so both
 * the file a tensor is in and the end of its path stay readable in a narrow column (SWT on GTK cuts a cell's text
 * at the column's edge without a mark).
 */
final class MiddleEllipsis {
    private static final String DOTS = "\u2026"; //$NON-NLS-1$

    private MiddleEllipsis() {
    }

    /**
     * {@code text} itself if it fits {@code width} pixels in the GC's font, else its ends joined by an ellipsis; a
     * whole checkpoint's {@code FILE::path} keeps all of its path while the file's name can give way.
     */
    static String fit(GC gc, String text, int width) {
        if (gc.textExtent(text).x <= width) {
            return text;
        }
        int sep = text.indexOf("::"); //$NON-NLS-1$
        if (sep > 0) {
            String path = text.substring(sep);
            for (int keep = sep - 1; keep >= 1; keep--) {
                String s = text.substring(0, keep) + DOTS + path;
                if (gc.textExtent(s).x <= width) {
                    return s;
                }
            }
            // not even the path fits: its end, which names the tensor
            for (int from = sep + 2; from < text.length(); from++) {
                String s = DOTS + text.substring(from);
                if (gc.textExtent(s).x <= width) {
                    return s;
                }
            }
        }
        int lo = 0;
        int hi = text.length();
        String best = DOTS;
        while (lo <= hi) {
            int keep = (lo + hi) / 2;
            // a third of what is kept from the start (the file), the rest from the end (the tensor's path)
            int head = keep / 3;
            String s = text.substring(0, head) + DOTS + text.substring(text.length() - (keep - head));
            if (gc.textExtent(s).x <= width) {
                best = s;
                lo = keep + 1;
            } else {
                hi = keep - 1;
            }
        }
        return best;
    }
}
