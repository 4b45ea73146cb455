package org.snapwear.study.resume;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A user's training command as a template, run as a process without a shell: the template is split into words
 * (single or double quotes keep spaces), then in every word {@code {checkpoint}}, {@code {out}}, {@code {seed}},
 * {@code {loss_log}} and {@code {steps}} are replaced, so paths with spaces stay one argument. The process runs in
 * the run's output directory; its output goes to {@code command.log} there.
 *
 * @param template the command line, e.g. {@code python3 train.py --resume {checkpoint} --seed {seed} --loss-log
 *                 {loss_log}}
 * @param steps    the value of {@code {steps}}
 */
public record TemplateTraining(String template, long steps) implements TrainingCommand {
    public static final String LOG = "command.log";
    static final List<String> PLACEHOLDERS = List.of("{checkpoint}", "{out}", "{seed}", "{loss_log}", "{steps}");

    public TemplateTraining {
        List<String> words = words(template);
        if (words.isEmpty()) {
            throw new IllegalArgumentException("the training command is empty");
        }
        if (!template.contains("{checkpoint}") || !template.contains("{loss_log}")) {
            throw new IllegalArgumentException("the training command must contain {checkpoint} and {loss_log}, got '"
                    + template + "'");
        }
    }

    /** The argument list of one run. */
    public List<String> command(Path checkpoint, long seed, Path outDir, Path lossFile) {
        // absolute: the process runs in the run's directory
        Map<String, String> values = Map.of("{checkpoint}", checkpoint.toAbsolutePath().toString(), "{out}",
                outDir.toAbsolutePath().toString(), "{seed}", Long.toString(seed), "{loss_log}",
                lossFile.toAbsolutePath().toString(), "{steps}", Long.toString(steps));
        List<String> out = new ArrayList<>();
        for (String w : words(template)) {
            String v = w;
            for (String p : PLACEHOLDERS) {
                v = v.replace(p, values.get(p));
            }
            out.add(v);
        }
        return out;
    }

    @Override
    public Status run(Path checkpoint, long seed, Path outDir, Path lossFile) throws InterruptedException {
        List<String> cmd = command(checkpoint, seed, outDir, lossFile);
        Process p;
        try {
            p = new ProcessBuilder(cmd).directory(outDir.toFile()).redirectErrorStream(true)
                    .redirectOutput(outDir.resolve(LOG).toFile()).start();
        } catch (IOException e) {
            return new Status(-1, "cannot start '" + cmd.get(0) + "': " + e.getMessage());
        }
        try {
            int code = p.waitFor();
            return code == 0 ? Status.OK : new Status(code, "the command failed" + lastLine(outDir.resolve(LOG)));
        } catch (InterruptedException e) {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
            throw e;
        }
    }

    /** ": LAST LINE OF OUTPUT" (at most 200 characters), or nothing when the command printed nothing. */
    private static String lastLine(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            for (int i = lines.size() - 1; i >= 0; i--) {
                String l = lines.get(i).strip();
                if (!l.isEmpty()) {
                    return ": " + (l.length() > 200 ? l.substring(0, 200) + "..." : l);
                }
            }
        } catch (IOException e) {
            // no output to quote
        }
        return "";
    }

    @Override
    public String describe() {
        return template;
    }

    /** Splits on whitespace outside quotes; quotes are removed. */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean any = false;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    cur.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                any = true;
            } else if (Character.isWhitespace(c)) {
                if (any || cur.length() > 0) {
                    out.add(cur.toString());
                    cur.setLength(0);
                    any = false;
                }
            } else {
                cur.append(c);
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("the training command has an unclosed " + quote + " quote");
        }
        if (any || cur.length() > 0) {
            out.add(cur.toString());
        }
        return out;
    }
}
