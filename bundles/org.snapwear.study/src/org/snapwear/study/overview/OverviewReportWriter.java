package org.snapwear.study.overview;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import org.snapwear.study.outcome.DeviceOutcome;
import org.snapwear.trace.text.StrictJson;

import com.google.gson.ExclusionStrategy;
import com.google.gson.FieldAttributes;
import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;

/** Writes {@code overview.html} and {@code overview.json} of a run overview into a directory. */
public final class OverviewReportWriter {

    public static final String HTML = "overview.html";
    public static final String JSON = "overview.json";

    /**
     * The device figures overview.json publishes for each scheme (its format: the wear an overview judges by);
     * the other figures of {@link DeviceOutcome} (save and restore times, GC counters) are the sweep's.
     */
    static final Set<String> PUBLISHED_DEVICE_FIGURES = Set.of("hostPagesWritten", "flashPagesProgrammed",
            "writeAmplification", "erases", "eraseMax");

    private static final Gson GSON = StrictJson.builder()
            .setExclusionStrategies(new ExclusionStrategy() {
                @Override
                public boolean shouldSkipField(FieldAttributes f) {
                    return f.getDeclaringClass() == DeviceOutcome.class
                            && !PUBLISHED_DEVICE_FIGURES.contains(f.getName());
                }

                @Override
                public boolean shouldSkipClass(Class<?> c) {
                    return false;
                }
            })
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
