package org.snapwear.ui.tests.results;

import org.junit.jupiter.api.extension.ExtendWith;
import org.snapwear.ui.tests.OnUiThread;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.views.ResultsHistory;
import org.snapwear.ui.views.ResultsPanel;
import org.w3c.dom.Element;

/** Export buttons' work (PNG, SVG, CSV of the chart on screen) and Open Report, checked by reading the files. */
@ExtendWith(OnUiThread.class)
class ResultsExportTest {

    @TempDir
    Path tmp;

    private Shell shell;
    private ResultsPanel panel;
    private StudyResults run;

    @BeforeEach
    void open() {
        shell = new Shell(Display.getDefault());
        shell.setLayout(new FillLayout());
        shell.setSize(1300, 800);
        panel = new ResultsPanel(shell, SWT.NONE, new ResultsHistory());
        shell.open();
        run = SyntheticResults.build("export run", 1);
        panel.show(run, "export run");
        panel.selectChart("written_volume");
        UiTestSupport.flush();
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    @Test
    void pngDecodesAtTheExportSize() throws Exception {
        Path png = tmp.resolve("wv.png");
        assertEquals(List.of(png), panel.export(ResultsPanel.Format.PNG, png));
        BufferedImage img = ImageIO.read(png.toFile());
        assertNotNull(img, "a decodable PNG");
        var size = panel.exportSize();
        assertEquals(size.x, img.getWidth());
        assertEquals(size.y, img.getHeight());
        assertTrue(size.x >= 1000 && size.y >= 600, "never smaller than the report's charts");
        // Not a blank image: the bars use the scheme colours.
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 5) {
            for (int x = 0; x < img.getWidth(); x += 5) {
                colours.add(img.getRGB(x, y));
            }
        }
        assertTrue(colours.size() > 10, "drawn chart, " + colours.size() + " colours");
    }

    @Test
    void svgIsAnSvgDocumentWithTheSchemesAsText() throws Exception {
        Path svg = tmp.resolve("wv.svg");
        panel.export(ResultsPanel.Format.SVG, svg);
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        // JFreeSVG declares the SVG 1.1 DTD; the test parses offline.
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Element root = f.newDocumentBuilder().parse(svg.toFile()).getDocumentElement();
        assertEquals("svg", root.getTagName());
        assertTrue(root.getAttribute("width").startsWith(Integer.toString(panel.exportSize().x)),
                root.getAttribute("width"));
        String text = Files.readString(svg);
        for (String scheme : SyntheticResults.SCHEMES) {
            assertTrue(text.contains(scheme), "axis label " + scheme + " kept as text");
        }
    }

    @Test
    void csvEqualsTheChartsTable() throws Exception {
        Path csv = tmp.resolve("wv.csv");
        panel.export(ResultsPanel.Format.CSV, csv);
        assertCsvEquals(run.table(TableIds.SCHEMES).orElseThrow(), csv);

        panel.selectChart("exponent_histogram");
        panel.export(ResultsPanel.Format.CSV, csv);
        assertCsvEquals(run.table(TableIds.EXPONENT_HISTOGRAM).orElseThrow(), csv);
    }

    /** Comparing two runs, the CSV holds both runs' tables, each row after its run's label. */
    @Test
    void csvOfAComparedChartHoldsBothRunsLabelled() throws Exception {
        StudyResults other = SyntheticResults.build("other run", 2);
        panel.compareWith(other, "other run");
        UiTestSupport.flush();
        Path csv = tmp.resolve("both.csv");
        panel.export(ResultsPanel.Format.CSV, csv);
        ResultTable a = run.table(TableIds.SCHEMES).orElseThrow();
        ResultTable b = other.table(TableIds.SCHEMES).orElseThrow();
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        assertEquals(1 + a.rowCount() + b.rowCount(), lines.size());
        assertEquals("run," + String.join(",", a.columns().stream().map(c -> c.key()).toList()), lines.get(0));
        for (int r = 0; r < a.rowCount() + b.rowCount(); r++) {
            boolean first = r < a.rowCount();
            List<Object> row = (first ? a : b).rows().get(first ? r : r - a.rowCount());
            String[] fields = lines.get(r + 1).split(",", -1);
            assertEquals(first ? "export run" : "other run", fields[0], "line " + (r + 1));
            assertEquals(String.valueOf(row.get(0)), fields[1], "line " + (r + 1));
            Object written = row.get(a.columnIndex("written_bytes"));
            assertEquals(((Number) written).doubleValue(), Double.parseDouble(fields[1 + a.columnIndex("written_bytes")]),
                    0, "line " + (r + 1));
        }
    }

    static void assertCsvEquals(ResultTable t, Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        assertEquals(t.rowCount() + 1, lines.size(), "header + one line per row");
        assertEquals(String.join(",", t.columns().stream().map(c -> c.key()).toList()), lines.get(0));
        for (int r = 0; r < t.rowCount(); r++) {
            // The synthetic tables hold no commas or quotes, so a plain split is the RFC 4180 parse.
            String[] fields = lines.get(r + 1).split(",", -1);
            List<Object> row = t.rows().get(r);
            assertEquals(row.size(), fields.length, "row " + r);
            for (int c = 0; c < row.size(); c++) {
                Object cell = row.get(c);
                if (cell instanceof Number n) {
                    assertEquals(n.doubleValue(), Double.parseDouble(fields[c]), 0, "row " + r + " col " + c);
                } else {
                    assertEquals(String.valueOf(cell), fields[c], "row " + r + " col " + c);
                }
            }
        }
    }

    @Test
    void sideBySideExportWritesOneFilePerScheme() throws Exception {
        panel.selectChart("useful_storage");
        panel.compareSchemes("baseline", "dynrle-sd4");
        List<Path> files = panel.export(ResultsPanel.Format.PNG, tmp.resolve("us.png"));
        assertEquals(List.of(tmp.resolve("us-baseline.png"), tmp.resolve("us-dynrle-sd4.png")), files);
        for (Path f : files) {
            assertNotNull(ImageIO.read(f.toFile()), f.toString());
        }
    }

    @Test
    void openReportReadsResultsJson() throws Exception {
        Path report = Files.createDirectories(tmp.resolve("report-2"));
        StudyResultsJson.write(run, report.resolve("results.json"));
        panel.openReport(report);
        UiTestSupport.flush();
        assertEquals(report, panel.current().report());
        assertTrue(panel.current().label().startsWith("report-2"), panel.current().label());
        StudyResults loaded = panel.current().results();
        for (ResultTable t : run.tables()) {
            ResultTable l = loaded.table(t.id()).orElseThrow();
            assertEquals(t.rowCount(), l.rowCount(), t.id());
            for (int r = 0; r < t.rowCount(); r++) {
                for (int c = 0; c < t.columns().size(); c++) {
                    Object a = t.rows().get(r).get(c);
                    Object b = l.rows().get(r).get(c);
                    if (a instanceof Number x) {
                        assertEquals(x.doubleValue(), ((Number) b).doubleValue(), 0, t.id());
                    } else {
                        assertEquals(a, b, t.id());
                    }
                }
            }
        }
        assertEquals(List.of("export run", panel.current().label()),
                List.of(panel.compareCombo().getItem(1), panel.current().label()),
                "the first run is offered for comparison");

        Path empty = Files.createDirectories(tmp.resolve("not-a-report"));
        IOException e = assertThrows(IOException.class, () -> panel.openReport(empty));
        assertTrue(e.getMessage().contains("not-a-report") && e.getMessage().contains("results.json"), e.getMessage());
    }
}
