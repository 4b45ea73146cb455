package org.snapwear.study.report;

import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.imageio.ImageIO;

import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;

/**
 * Exports one chart: PNG (antialiased raster), SVG (JFreeSVG, text kept as text so it stays searchable) and the
 * CSV of its source table. The report writer and the workbench's export buttons call these.
 */
public final class ChartExport {

    public static final int DEFAULT_WIDTH = 1000;
    public static final int DEFAULT_HEIGHT = 600;

    private ChartExport() {
    }

    public static BufferedImage image(JFreeChart chart, int width, int height) {
        check(width, height);
        return chart.createBufferedImage(width, height, BufferedImage.TYPE_INT_RGB, null);
    }

    public static byte[] png(StudyChart chart, int width, int height) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (!ImageIO.write(image(chart.chart(), width, height), "png", out)) {
            throw new IOException("no PNG writer available");
        }
        return out.toByteArray();
    }

    public static void png(StudyChart chart, int width, int height, Path file) throws IOException {
        Files.write(file, png(chart, width, height));
    }

    public static String svg(StudyChart chart, int width, int height) {
        check(width, height);
        SVGGraphics2D g = new SVGGraphics2D(width, height);
        // JFreeSVG prefixes its clip and gradient ids with the clock by default: the chart id keeps them unique
        // per chart and the file the same on every run (a sweep's report is compared byte for byte)
        g.setDefsKeyPrefix(chart.id() + "-");
        chart.chart().draw(g, new Rectangle2D.Double(0, 0, width, height));
        return g.getSVGDocument();
    }

    public static void svg(StudyChart chart, int width, int height, Path file) throws IOException {
        Files.writeString(file, svg(chart, width, height), StandardCharsets.UTF_8);
    }

    /** The CSV of the chart's primary source table. */
    public static void csv(StudyChart chart, StudyResults results, Path file) throws IOException {
        ResultTable t = table(chart, results);
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            Csv.write(t, w);
        }
    }

    /**
     * The CSV behind a chart that overlays two runs: the chart's primary table of both runs in one file, each row
     * prefixed by its run's label (first run's rows first), so the file holds every number the chart shows.
     *
     * @throws IOException if a run lacks the table or the two tables have different columns (runs of different
     *                     Snapwear versions), naming both
     */
    public static void csvCompared(StudyChart chart, StudyResults first, String firstLabel, StudyResults second,
            String secondLabel, Path file) throws IOException {
        ResultTable a = table(chart, first);
        ResultTable b = table(chart, second);
        List<String> keysA = a.schema().keys();
        List<String> keysB = b.schema().keys();
        if (!keysA.equals(keysB)) {
            throw new IOException("table " + a.id() + " has columns " + keysA + " in " + firstLabel + " but " + keysB
                    + " in " + secondLabel + ": the runs cannot share one CSV");
        }
        List<Column> cols = new ArrayList<>();
        cols.add(Column.of("run", "Run"));
        cols.addAll(a.columns());
        ResultTable both = new ResultTable(a.id(), a.title(), a.description(), cols);
        addLabelledRows(both, firstLabel, a);
        addLabelledRows(both, secondLabel, b);
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            Csv.write(both, w);
        }
    }

    private static void addLabelledRows(ResultTable target, String label, ResultTable source) {
        for (List<Object> row : source.rows()) {
            List<Object> cells = new ArrayList<>(row.size() + 1);
            cells.add(label);
            cells.addAll(row);
            target.addRow(cells.toArray());
        }
    }

    private static ResultTable table(StudyChart chart, StudyResults results) throws IOException {
        return results.table(chart.primaryTable()).orElseThrow(() -> new IOException(
                "run " + results.studyName() + " has no table " + chart.primaryTable() + " (chart " + chart.id() + ")"));
    }

    private static void check(int width, int height) {
        if (width < 16 || height < 16 || (long) width * height > 64L * 1024 * 1024) {
            throw new IllegalArgumentException("chart size " + width + "x" + height + " out of range");
        }
    }
}
