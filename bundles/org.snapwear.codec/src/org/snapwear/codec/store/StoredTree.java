package org.snapwear.codec.store;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.snapwear.trace.checkpoint.CheckpointTree;
import org.snapwear.trace.text.ErrorText;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

/**
 * The tree of a saved checkpoint as the rest file records it: directories, files with their payload regions, and
 * each file's CRC32C, which a restore and {@code store verify} check the rebuilt bytes against (end to end: a bug
 * anywhere between reading and writing back shows up as a mismatch naming the file).
 *
 * @param tree   what the checkpoint is made of
 * @param crc32c CRC32C of each file of {@code tree.files()}, in the same order, 8 hex digits
 */
public record StoredTree(CheckpointTree tree, List<String> crc32c) {
    private static final Gson GSON = new GsonBuilder()
            .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES).disableHtmlEscaping().create();

    public StoredTree {
        crc32c = List.copyOf(crc32c);
        if (crc32c.size() != tree.files().size()) {
            throw new IllegalArgumentException(crc32c.size() + " checksums for " + tree.files().size() + " files");
        }
    }

    byte[] toJson() {
        return GSON.toJson(this).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * @throws IllegalArgumentException if the JSON is not a valid tree (a compact constructor refused a value)
     */
    static StoredTree fromJson(byte[] json) {
        StoredTree t;
        try {
            t = GSON.fromJson(new String(json, StandardCharsets.UTF_8), StoredTree.class);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("the stored tree is not valid: " + ErrorText.json(e), e);
        }
        if (t == null || t.tree() == null) {
            throw new IllegalArgumentException("the stored tree is empty");
        }
        return t;
    }
}
