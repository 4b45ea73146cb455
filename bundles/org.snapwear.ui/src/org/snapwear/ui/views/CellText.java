package org.snapwear.ui.views;

import java.util.Locale;

/**
 * How the Results view's table tab prints a result cell: integers with digit grouping, other numbers with up to
 * six significant digits (enough to compare with the chart's tooltips), booleans as yes/no, empty for null.
 */
final class CellText {

    private CellText() {
    }

    static String of(Object cell) {
        if (cell == null) {
            return "";
        }
        if (cell instanceof Long || cell instanceof Integer || cell instanceof Short || cell instanceof Byte) {
            return String.format(Locale.ROOT, "%,d", ((Number) cell).longValue());
        }
        if (cell instanceof Number n) {
            double v = n.doubleValue();
            if (Double.isNaN(v) || Double.isInfinite(v)) {
                return Double.toString(v);
            }
            if (v == Math.rint(v) && Math.abs(v) < 1e15) {
                return String.format(Locale.ROOT, "%,d", (long) v);
            }
            return String.format(Locale.ROOT, "%.6g", v).replaceAll("(\\.\\d*?)0+(e|$)", "$1$2").replace(".e", "e")
                    .replaceAll("\\.$", "");
        }
        if (cell instanceof Boolean b) {
            return b ? Messages.Cell_yes : Messages.Cell_no;
        }
        return cell.toString();
    }
}
