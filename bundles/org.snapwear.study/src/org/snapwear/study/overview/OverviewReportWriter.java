package org.snapwear.study.overview;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.snapwear.trace.text.StrictJson;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;

/** Writes {@code overview.html} and {@code overview.json} of a run overview into a directory. */
public final class OverviewReportWriter {

    public static final String HTML = "overview.html";
    public static final String JSON = "overview.json";

    private static final Gson GSON = StrictJson.builder()
            .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES)
            .disableHtmlEscaping()
            .setPrettyPrinting()
            .create();

    private OverviewReportWriter() {
    }

    /** The JSON text of overview.json. */
    public static String json(RunOverview o) {
        return GSON.toJson(OverviewDocument.of(o));
    }

    /** Reads overview.json back (tests, tools). */
    public static OverviewDocument read(String json) {
        return GSON.fromJson(json, OverviewDocument.class);
    }

    public static String html(RunOverview o) {
        return OverviewHtml.render(o);
    }

    /** Creates the directory if needed and writes both files. */
    public static void write(RunOverview o, Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(JSON), json(o), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve(HTML), html(o), StandardCharsets.UTF_8);
    }
}
