package org.snapwear.study.overview;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import com.google.gson.Gson;
import com.google.gson.JsonParseException;

/**
 * One overview cache file: a header line, then the measurements as one line of JSON. The header names the file's
 * format, the {@link RunKey} it was stored under, the code that measured (where the study, codec and trace classes
 * were loaded from, {@link RunKey#code()}) and the SHA-256 of the measurement line's bytes. A file is used only if
 * all four match: an edited number, a file copied under another key's name or a file an older build wrote is a
 * miss, never a verdict (the cache is trusted no further than a file any program can write).
 *
 * @param format cache file format, {@link RunKey#FORMAT}
 * @param key    digest of the {@link RunKey}
 * @param code   the measuring code, one stamp per class
 * @param sha256 SHA-256 in hex of the measurement line (UTF-8, without its line end)
 */
record CacheEntry(int format, String key, List<String> code, String sha256) {

    private static final Gson GSON = new Gson();

    /** The file's text for measurements already written as one line of JSON. */
    static String write(RunKey key, List<String> code, String measurementJson) {
        if (measurementJson.indexOf('\n') >= 0) {
            throw new IllegalArgumentException("the measurements must be one line of JSON");
        }
        CacheEntry header = new CacheEntry(RunKey.FORMAT, key.digest(), code, sha256(measurementJson));
        return GSON.toJson(header) + "\n" + measurementJson + "\n";
    }

    /**
     * The measurement line of a cache file's text, if the file is of this format, was stored under this key by this
     * code and its checksum matches; otherwise empty (a miss).
     */
    static Optional<String> measurementJson(String text, RunKey key, List<String> code) {
        int end = text.indexOf('\n');
        if (end < 0 || !text.endsWith("\n")) {
            return Optional.empty(); // no header, or a file cut short
        }
        String body = text.substring(end + 1, text.length() - 1);
        CacheEntry header;
        try {
            header = GSON.fromJson(text.substring(0, end), CacheEntry.class);
        } catch (JsonParseException e) {
            return Optional.empty();
        }
        if (header == null || header.format() != RunKey.FORMAT || !key.digest().equals(header.key())
                || !code.equals(header.code()) || !sha256(body).equals(header.sha256())) {
            return Optional.empty();
        }
        return Optional.of(body);
    }

    static String sha256(String text) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
