package org.snapwear.study.resume;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The checkpoint a training run left in its output directory, for a restart: the entry whose name has the shape of
 * the checkpoint it resumed from, its digits free ({@code checkpoint-20} finds {@code checkpoint-40},
 * {@code resume_iter000300.safetensors} finds {@code resume_iter000600.safetensors}), with the highest last
 * number. Hidden entries (partial writes) are ignored.
 */
public final class LatestCheckpoint {

    private LatestCheckpoint() {
    }

    /** @throws IOException naming the directory and the shape looked for when there is none */
    public static Path find(Path dir, String likeName) throws IOException {
        Pattern shape = shape(likeName);
        Path best = null;
        long bestNumber = -1;
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                String name = p.getFileName().toString();
                Matcher m = shape.matcher(name);
                if (name.startsWith(".") || !m.matches() || m.groupCount() == 0) {
                    continue;
                }
                long n = Long.parseLong(m.group(m.groupCount()));
                if (n > bestNumber) {
                    bestNumber = n;
                    best = p;
                }
            }
        }
        if (best == null) {
            throw new IOException(dir + ": the run left no checkpoint named like " + likeName);
        }
        return best;
    }

    static Pattern shape(String name) {
        StringBuilder re = new StringBuilder();
        Matcher digits = Pattern.compile("\\d+").matcher(name);
        int at = 0;
        while (digits.find()) {
            re.append(Pattern.quote(name.substring(at, digits.start()))).append("(\\d+)");
            at = digits.end();
        }
        re.append(Pattern.quote(name.substring(at)));
        return Pattern.compile(re.toString());
    }
}
