package org.snapwear.study.tests.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.tests.charts.ChartValues;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.w3c.dom.Document;

/**
 * Writes the synthetic run's report once and checks every file: CSV and JSON per table, results.json round trip,
 * PNGs that decode at 1000x600 with many colours, SVGs that parse as XML and name the series, an index.html that
 * links everything and escapes text. The report is also kept in target/report (with -Dsnapwear.bundle.dir) for
 * people to look at.
 */
class ReportWriterTest {

    @TempDir
    static Path tmp;
    static StudyResults results;
    static Path report;

    @BeforeAll
    static void write() throws IOException {
        results = SyntheticResults.create();
        report = tmp.resolve("report");
        assertEquals(report, ReportWriter.write(results, report));
        String bundle = System.getProperty("snapwear.bundle.dir");
        if (bundle != null) {
            // Kept for people to look at: a copy, not a second (slow) rendering.
            Path keep = Path.of(bundle, "target", "report");
            if (Files.isDirectory(keep) && Files.exists(keep.resolve("results.json"))) {
                try (Stream<Path> s = Files.walk(keep)) {
                    for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                        Files.delete(p);
                    }
                }
            }
            try (Stream<Path> s = Files.walk(report)) {
                for (Path p : s.toList()) {
                    Path to = keep.resolve(report.relativize(p).toString());
                    if (Files.isDirectory(p)) {
                        Files.createDirectories(to);
                    } else {
                        Files.copy(p, to);
                    }
                }
            }
        }
    }

    @Test
    void everyTableHasCsvAndJson() throws IOException {
        for (ResultTable t : results.tables()) {
            String csv = Files.readString(report.resolve("tables/" + t.id() + ".csv"));
            assertEquals(t.rowCount() + 1, CsvTest.parse(csv).size(), t.id());
            var o = com.google.gson.JsonParser.parseString(Files.readString(report.resolve("tables/" + t.id()
                    + ".json"))).getAsJsonObject();
            assertEquals(t.id(), o.get("id").getAsString());
            assertEquals(t.rowCount(), o.getAsJsonArray("rows").size());
        }
    }

    @Test
    void resultsJsonReadsBackEqual() throws IOException {
        StudyResults back = StudyResultsJson.read(report.resolve("results.json"));
        assertEquals(Optional.empty(), StudyResultsJson.difference(results, back));
    }

    @Test
    void pngsDecodeAtTheirSizeWithManyColours() throws IOException {
        List<StudyChart> charts = StudyCharts.charts(results);
        assertEquals(StudyCharts.definitions().size(), charts.size(), "the fixture feeds every chart");
        for (StudyChart c : charts) {
            BufferedImage img = ImageIO.read(report.resolve("charts/" + c.id() + ".png").toFile());
            assertEquals(1000, img.getWidth(), c.id());
            assertEquals(600, img.getHeight(), c.id());
            Set<Integer> colours = new HashSet<>();
            for (int y = 0; y < img.getHeight(); y += 2) {
                for (int x = 0; x < img.getWidth(); x += 2) {
                    colours.add(img.getRGB(x, y));
                }
            }
            // Antialiased text and several coloured series: far more than a blank or one-colour image.
            assertTrue(colours.size() > 100, c.id() + " has only " + colours.size() + " colours");
        }
    }

    @Test
    void svgsAreXmlAndNameTheirSeries() throws Exception {
        for (StudyChart c : StudyCharts.charts(results)) {
            Path f = report.resolve("charts/" + c.id() + ".svg");
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setNamespaceAware(true);
            // JFreeSVG declares the SVG 1.1 DTD: parse without fetching it.
            dbf.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            Document doc = dbf.newDocumentBuilder().parse(f.toFile());
            assertEquals("svg", doc.getDocumentElement().getLocalName() != null
                    ? doc.getDocumentElement().getLocalName() : doc.getDocumentElement().getTagName(), c.id());
            String text = doc.getDocumentElement().getTextContent();
            assertTrue(text.contains(c.chart().getTitle().getText()), c.id() + " title");
            for (String series : ChartValues.legendSeries(c.chart())) {
                assertTrue(text.contains(series), c.id() + " lacks series " + series);
            }
        }
    }

    @Test
    void indexLinksEverythingAndEscapes() throws IOException {
        String html = Files.readString(report.resolve("index.html"), StandardCharsets.UTF_8);
        for (StudyChart c : StudyCharts.charts(results)) {
            assertTrue(html.contains("src=\"charts/" + c.id() + ".png\""), c.id());
            assertTrue(html.contains("href=\"charts/" + c.id() + ".svg\""), c.id());
            assertTrue(Files.isRegularFile(report.resolve("charts/" + c.id() + ".png")));
        }
        for (ResultTable t : results.tables()) {
            assertTrue(html.contains("href=\"tables/" + t.id() + ".csv\""), t.id());
            assertTrue(html.contains("href=\"tables/" + t.id() + ".json\""), t.id());
        }
        assertTrue(html.contains("cnn &lt;study&gt; &amp; &quot;friends&quot;"));
        assertFalse(html.contains("<study>"));
        assertTrue(html.contains("&lt;scaled&gt;"), "warnings are shown, escaped");
        assertTrue(html.contains("metadata &quot;sqlite&quot;, v1\nfixture"), "table cells are escaped");
        assertFalse(html.toLowerCase().contains("<script"));
        // Configuration used: nested values appear.
        assertTrue(html.contains("pages_per_block"));
    }

    @Test
    void noTemporaryDirectoryIsLeftAndAReportIsReplaced() throws IOException {
        Path dir = tmp.resolve("again");
        ReportWriter.write(small("first"), dir);
        ReportWriter.write(small("second"), dir);
        assertTrue(Files.isRegularFile(dir.resolve("charts/pipeline.png")));
        assertEquals("second", StudyResultsJson.read(dir.resolve("results.json")).studyName());
        try (Stream<Path> s = Files.list(tmp)) {
            assertEquals(List.of(), s.filter(p -> p.getFileName().toString().startsWith(".")).toList());
        }
    }

    /** A run with one table and one chart: keeps the file-handling tests fast. */
    private static StudyResults small(String name) {
        StudyResults r = new StudyResults(name);
        r.add(results.table("pipeline").orElseThrow());
        return r;
    }

    @Test
    void cancelledRunLeavesNoReport(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("out");
        NullProgressMonitor m = new NullProgressMonitor();
        m.setCanceled(true);
        assertThrows(OperationCanceledException.class, () -> ReportWriter.write(results, out, m));
        assertFalse(Files.exists(out));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(0, s.count(), "the partial directory is removed");
        }
    }

    @Test
    void refusesToReplaceADirectoryThatIsNotAReport(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("precious.txt"), "keep me");
        IOException e = assertThrows(IOException.class, () -> ReportWriter.write(results, dir));
        assertTrue(e.getMessage().contains("not a Snapwear report"), e.getMessage());
        assertTrue(Files.exists(dir.resolve("precious.txt")));
    }
}
