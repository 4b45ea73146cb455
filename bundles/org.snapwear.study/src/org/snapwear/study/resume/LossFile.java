package org.snapwear.study.resume;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import com.google.gson.stream.JsonReader;
import com.google.gson.JsonParser;

/**
 * Reads the loss file of a training run: one JSON object a line, {@code {"step": N, "loss": X}} (other keys are
 * ignored, blank lines skipped; {@code NaN} and {@code Infinity} accepted as Python's json module writes them).
 * A step logged twice keeps its last value (a job that restarted and logged again). The contract is
 * docs/resume-check.md.
 */
public final class LossFile {

    private LossFile() {
    }

    /** @throws IOException naming the file, the line and the reason for the first bad line */
    public static LossCurve read(Path file) throws IOException {
        Map<Long, Double> byStep = new TreeMap<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            int number = 0;
            while ((line = in.readLine()) != null) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                parse(file, number, line, byStep);
            }
        }
        long[] steps = new long[byStep.size()];
        double[] losses = new double[byStep.size()];
        int i = 0;
        for (Map.Entry<Long, Double> e : byStep.entrySet()) {
            steps[i] = e.getKey();
            losses[i++] = e.getValue();
        }
        return new LossCurve(steps, losses);
    }

    private static void parse(Path file, int number, String line, Map<Long, Double> byStep) throws IOException {
        JsonObject o;
        try {
            JsonReader r = new JsonReader(new StringReader(line));
            r.setLenient(true); // NaN, Infinity
            JsonElement e = JsonParser.parseReader(r);
            if (!e.isJsonObject()) {
                throw new IOException(file + ": line " + number + ": not a JSON object");
            }
            o = e.getAsJsonObject();
        } catch (JsonParseException | IllegalStateException e) {
            throw new IOException(file + ": line " + number + ": not JSON", e);
        }
        long step = (long) number(file, number, o, "step");
        double loss = number(file, number, o, "loss");
        if (step != number(file, number, o, "step") || step < 0) {
            throw new IOException(file + ": line " + number + ": \"step\" must be a whole number >= 0");
        }
        byStep.put(step, loss);
    }

    private static double number(Path file, int number, JsonObject o, String key) throws IOException {
        JsonElement v = o.get(key);
        if (v == null || !v.isJsonPrimitive()) {
            throw new IOException(file + ": line " + number + ": no number \"" + key + "\"");
        }
        JsonPrimitive p = v.getAsJsonPrimitive();
        if (p.isNumber()) {
            return p.getAsDouble();
        }
        String s = p.getAsString();
        switch (s) {
            case "NaN": return Double.NaN;
            case "Infinity": return Double.POSITIVE_INFINITY;
            case "-Infinity": return Double.NEGATIVE_INFINITY;
            default: throw new IOException(file + ": line " + number + ": \"" + key + "\" is not a number");
        }
    }
}
