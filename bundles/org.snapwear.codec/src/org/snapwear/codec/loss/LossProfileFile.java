package org.snapwear.codec.loss;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A user's loss profiles in a small text file, one rule per line ({@code #} starts a comment):
 *
 * <pre>
 * # PROFILE.ROLE = CODEC[:OPTION=VALUE,...]   or   = exact
 * mine.exp_avg         = quant-absmax:bits=4
 * mine.exp_avg_sq      = quant-sqrt:bits=8
 * mine.parameter       = residual-quant:prune=0.25
 * # PROFILE.ROLE.first = CODEC: the role's codec where a tensor has no earlier save to be coded against
 * mine.parameter.first = error-bounded:abs=1e-3
 * </pre>
 *
 * Roles are {@code parameter}, {@code exp_avg}, {@code exp_avg_sq}, {@code other_float}; a role a profile does not
 * name stays exact. Every error is one line naming the file, the line and the reason, with the valid names.
 */
public final class LossProfileFile {
    /** The suffix of a role that names its first-save codec ({@code parameter.first}). */
    public static final String FIRST = ".first";

    private LossProfileFile() {
    }

    /** Reads the profiles of {@code file}. */
    public static List<LossProfile> read(Path file) throws LossProfileException {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file)))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new LossProfileException(file + ": not UTF-8 text");
        } catch (IOException e) {
            throw new LossProfileException(file + ": cannot read: " + e.getMessage());
        }
        return parse(file.toString(), text);
    }

    /** Parses the text of a profile file; {@code source} names it in errors. */
    public static List<LossProfile> parse(String source, String text) throws LossProfileException {
        Map<String, Map<LossRole, CodecChoice>> rules = new LinkedHashMap<>();
        Map<String, Map<LossRole, CodecChoice>> firsts = new LinkedHashMap<>();
        Map<String, Boolean> seen = new LinkedHashMap<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            String body = (hash < 0 ? line : line.substring(0, hash)).trim();
            if (body.isEmpty()) {
                continue;
            }
            String at = source + ":" + (i + 1) + ": ";
            int eq = body.indexOf('=');
            if (eq < 0) {
                throw new LossProfileException(at + "expected PROFILE.ROLE = CODEC, got '" + body + "'");
            }
            String key = body.substring(0, eq).trim();
            String value = body.substring(eq + 1).trim();
            int dot = key.indexOf('.');
            if (dot <= 0) {
                throw new LossProfileException(at + "'" + key + "' is not PROFILE.ROLE (roles: " + LossRole.ids()
                        + ")");
            }
            String name = key.substring(0, dot);
            String roleId = key.substring(dot + 1);
            boolean first = roleId.endsWith(FIRST);
            if (first) {
                roleId = roleId.substring(0, roleId.length() - FIRST.length());
            }
            if (!LossProfile.NAME.matcher(name).matches()) {
                throw new LossProfileException(at + "profile name '" + name
                        + "' is not lower-case letters, digits, - and _");
            }
            if (LossProfiles.all(List.of()).containsKey(name)) {
                throw new LossProfileException(at + "'" + name + "' is a built-in profile (built-ins: "
                        + String.join(", ", LossProfiles.all(List.of()).keySet()) + "); choose another name");
            }
            String id = roleId;
            LossRole role = LossRole.parse(id).orElseThrow(() -> new LossProfileException(at + "unknown role '"
                    + id + "' (valid: " + LossRole.ids() + ", each optionally followed by " + FIRST + ")"));
            rules.computeIfAbsent(name, n -> new EnumMap<>(LossRole.class));
            Map<LossRole, CodecChoice> profile = (first ? firsts : rules).computeIfAbsent(name,
                    n -> new EnumMap<>(LossRole.class));
            if (seen.put(key, Boolean.TRUE) != null) {
                throw new LossProfileException(at + "'" + key + "' is given twice");
            }
            if (value.equals("exact")) {
                continue;
            }
            try {
                profile.put(role, CodecChoice.parse(value));
            } catch (IllegalArgumentException e) {
                throw new LossProfileException(at + e.getMessage());
            }
        }
        List<LossProfile> out = new ArrayList<>();
        for (Map.Entry<String, Map<LossRole, CodecChoice>> e : rules.entrySet()) {
            try {
                out.add(new LossProfile(e.getKey(), e.getValue(), firsts.getOrDefault(e.getKey(), Map.of())));
            } catch (IllegalArgumentException x) {
                throw new LossProfileException(source + ": " + x.getMessage());
            }
        }
        return out;
    }
}
