package org.snapwear.spark.cli;

import org.snapwear.trace.text.StrictJson;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;

/**
 * The JSON form of the single-machine commands' {@code --json} output (headless CommandContext: snake_case
 * record components, pretty-printed), so that a job's document can be compared with the command's line by line.
 * The job jar does not depend on the headless bundle (an Equinox application), hence this copy of its settings.
 */
public final class ReportJson {
    private static final Gson GSON = StrictJson.builder()
            .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES)
            .disableHtmlEscaping()
            .setPrettyPrinting()
            .create();

    private ReportJson() {
    }

    public static String toJson(Object value) {
        return GSON.toJson(value);
    }
}
