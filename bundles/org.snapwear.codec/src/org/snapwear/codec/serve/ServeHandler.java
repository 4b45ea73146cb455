package org.snapwear.codec.serve;

import java.nio.file.Path;
import java.util.List;

import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.trace.text.ErrorText;
import org.snapwear.trace.text.StrictJson;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.JsonParseException;

/**
 * Answers one request line against the store directory. Each request opens the store read-only (no lock, nothing
 * changed), exactly as {@code store list} and {@code store restore} do, so it sees every commit a watcher made
 * meanwhile and obeys the same rules beside it.
 */
final class ServeHandler {
    /** snake_case names, as the commands' JSON. */
    static final Gson GSON = StrictJson.builder().setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES)
            .disableHtmlEscaping().serializeNulls().create();
    /**
     * The list answer leaves null fields out, as {@code store list --json} does: an exact entry has no {@code loss}
     * (the same entries from the server and from the command line).
     */
    static final Gson LIST_GSON = StrictJson.builder()
            .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES).disableHtmlEscaping().create();

    private final Path store;

    ServeHandler(Path store) {
        this.store = store;
    }

    /** The answer to one request line, as one JSON line (without the newline). */
    String answer(String line) {
        ServeRequest r;
        try {
            r = GSON.fromJson(line, ServeRequest.class);
        } catch (JsonParseException e) {
            return failed("request is not a JSON object: " + ErrorText.describe(e));
        }
        if (r == null || r.op() == null) {
            return failed("request without \"op\" (list, latest or restore)");
        }
        try {
            return switch (r.op()) {
                case "list" -> list();
                case "latest" -> latest();
                case "restore" -> restore(r);
                default -> failed("unknown op \"" + r.op() + "\" (list, latest or restore)");
            };
        } catch (Exception e) {
            return failed(ErrorText.describe(e));
        }
    }

    private String list() throws Exception {
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            return LIST_GSON.toJson(new ServeAnswers.Listed(true, store.toString(), s.generation(), s.list()));
        }
    }

    private String latest() throws Exception {
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            List<Long> its = s.iterations();
            return GSON.toJson(new ServeAnswers.Latest(true, store.toString(),
                    its.isEmpty() ? null : its.get(its.size() - 1)));
        }
    }

    private String restore(ServeRequest r) throws Exception {
        if (r.iteration() == null || r.iteration() < 0) {
            return failed("restore needs \"iteration\" (>= 0)");
        }
        if (r.out() == null || !Path.of(r.out()).isAbsolute()) {
            return failed("restore needs \"out\" as an absolute path (the server's working directory is not yours)");
        }
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            if (!s.isCheckpoint(r.iteration())) {
                return failed(store + ": iteration " + r.iteration() + " holds tensors only (a store of an earlier "
                        + "release): restore it with snapwear store restore");
            }
            return GSON.toJson(new ServeAnswers.Restored(true, store.toString(), r.iteration(),
                    s.restore(RestoreRequest.of(r.iteration(), Path.of(r.out())).withForm(
                            RestoreRequest.Form.CHECKPOINT).replacing(Boolean.TRUE.equals(r.force())))));
        }
    }

    static String failed(String reason) {
        return GSON.toJson(new ServeAnswers.Failed(false, reason.replace('\n', ' ').replace('\r', ' ')));
    }
}
