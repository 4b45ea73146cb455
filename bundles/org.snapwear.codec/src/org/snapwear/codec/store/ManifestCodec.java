package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.zip.CRC32C;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import org.snapwear.codec.store.internal.StoreFiles;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.text.ErrorText;

/**
 * Reads and writes the manifest with Gson (snake_case names). The checksum covers the compact serialization of
 * the manifest with the checksum field left out, so it detects any change of content (a flipped digit in a size or
 * CRC) while the file itself stays pretty-printed for people.
 */
public final class ManifestCodec {
    private static final Gson COMPACT = new GsonBuilder()
            .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES).disableHtmlEscaping().create();
    private static final Gson PRETTY = new GsonBuilder()
            .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES).disableHtmlEscaping()
            .setPrettyPrinting().create();

    private ManifestCodec() {
    }

    /** The file bytes of a manifest (checksum filled in). */
    public static byte[] toBytes(Manifest m) {
        Manifest withCrc = m.withCrc(checksum(m));
        return (PRETTY.toJson(withCrc) + "\n").getBytes(StandardCharsets.UTF_8);
    }

    public static String checksum(Manifest m) {
        CRC32C crc = new CRC32C();
        crc.update(COMPACT.toJson(m.withCrc(null)).getBytes(StandardCharsets.UTF_8));
        return String.format("%08x", crc.getValue());
    }

    /**
     * Reads and checks {@code dir/MANIFEST.json}.
     *
     * @throws CheckpointFormatException naming the manifest, the offset and the reason if it is damaged
     * @throws NoSuchFileException       if there is no manifest
     */
    public static Manifest read(Path dir) throws IOException {
        Path file = dir.resolve(Manifest.FILE_NAME);
        byte[] bytes = Files.readAllBytes(file);
        Manifest m;
        try {
            m = COMPACT.fromJson(new String(bytes, StandardCharsets.UTF_8), Manifest.class);
        } catch (JsonParseException | IllegalStateException | IllegalArgumentException | NullPointerException e) {
            throw new CheckpointFormatException(file, 0, "manifest is " + ErrorText.json(e), e);
        }
        if (m == null) {
            throw new CheckpointFormatException(file, 0, "manifest is empty");
        }
        if (!Manifest.FORMAT.equals(m.format())) {
            throw new CheckpointFormatException(file, 0, "not a snapwear store manifest (format '" + m.format() + "')");
        }
        if (m.formatVersion() != Manifest.FORMAT_VERSION && m.formatVersion() != Manifest.FORMAT_VERSION_1) {
            throw new CheckpointFormatException(file, 0, "unsupported store format version " + m.formatVersion());
        }
        String expected = checksum(m);
        if (!expected.equals(m.manifestCrc32c())) {
            throw new CheckpointFormatException(file, 0, "manifest checksum mismatch: stored " + m.manifestCrc32c()
                    + ", content gives " + expected + " (the manifest was modified or damaged)");
        }
        try {
            validate(file, m);
        } catch (RuntimeException e) {
            throw new CheckpointFormatException(file, 0, "manifest is incomplete: " + e, e);
        }
        return m;
    }

    private static void validate(Path file, Manifest m) throws CheckpointFormatException {
        if (m.settings() == null || m.entries() == null || m.layouts() == null) {
            throw new CheckpointFormatException(file, 0, "manifest lacks settings, layouts or entries");
        }
        Set<Long> seen = new HashSet<>();
        long last = Long.MIN_VALUE;
        for (ManifestEntry e : m.entries()) {
            if (e.iteration() <= last) {
                throw new CheckpointFormatException(file, 0, "entries are not in ascending iteration order at "
                        + e.iteration());
            }
            last = e.iteration();
            if (m.formatVersion() == Manifest.FORMAT_VERSION_1 && e.parts() != null) {
                throw new CheckpointFormatException(file, 0, "entry " + e.iteration() + " has parts in a format-1 "
                        + "manifest");
            }
            if (!m.layouts().containsKey(e.layoutHash())) {
                throw new CheckpointFormatException(file, 0, "entry " + e.iteration() + " refers to unknown layout "
                        + e.layoutHash());
            }
            if (e.loss() != null && (e.loss().profile() == null || e.parts() == null)) {
                throw new CheckpointFormatException(file, 0, "entry " + e.iteration() + " has a loss record without "
                        + (e.parts() == null ? "parts" : "a profile name"));
            }
            for (PartEntry p : e.partList()) {
                if (!StoreFiles.isPartName(p.file())) {
                    throw new CheckpointFormatException(file, 0, "entry " + e.iteration() + " has a bad file name '"
                            + p.file() + "'");
                }
                if (p.isTensors() && !m.layouts().containsKey(p.layoutHash())) {
                    throw new CheckpointFormatException(file, 0, "entry " + e.iteration() + " refers to unknown "
                            + "layout " + p.layoutHash());
                }
                Integer trailer = p.crc32cTrailerBytes();
                if (trailer != null && trailer != (p.isTensors() ? PartEntry.CONTAINER_TRAILER : 0)) {
                    throw new CheckpointFormatException(file, 0, "entry " + e.iteration() + ": part " + p.file()
                            + " has crc32c_trailer_bytes " + trailer + ", expected "
                            + (p.isTensors() ? PartEntry.CONTAINER_TRAILER : 0));
                }
                if (p.references() < 0 || p.references() > e.references().size()) {
                    throw new CheckpointFormatException(file, 0, "entry " + e.iteration() + ": part " + p.file()
                            + " claims " + p.references() + " references, the entry has " + e.references().size());
                }
            }
            for (long r : e.references()) {
                if (!seen.contains(r)) {
                    throw new CheckpointFormatException(file, 0, "entry " + e.iteration() + " refers to iteration " + r
                            + ", which is not an earlier kept entry");
                }
            }
            seen.add(e.iteration());
        }
    }
}
