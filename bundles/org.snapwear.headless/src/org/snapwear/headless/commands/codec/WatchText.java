package org.snapwear.headless.commands.codec;

import java.io.PrintStream;
import java.util.Locale;

import org.snapwear.codec.store.DiskSpace;
import org.snapwear.codec.watch.WatchEvent;
import org.snapwear.trace.text.StrictJson;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.JsonObject;

/**
 * The lines {@code store watch} prints: one per event, as text or, with {@code --json}, as one compact JSON object
 * per line ({@code "event"} first, then the event's fields in snake_case) so a job or a log shipper can follow it
 * line by line while the watcher runs.
 */
final class WatchText {
    private static final Gson LINE = StrictJson.builder().setFieldNamingPolicy(
            FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES).disableHtmlEscaping()
            .create();

    private final PrintStream out;
    private final boolean json;

    WatchText(PrintStream out, boolean json) {
        this.out = out;
        this.json = json;
    }

    void event(WatchEvent e) {
        if (json) {
            line(e.event(), e);
            return;
        }
        if (e instanceof WatchEvent.Ingested i && i.alreadyStored()) {
            out.printf(Locale.ROOT, "%s: iteration %d was committed before a restart; same bytes as the store, removed "
                    + "from staging%n", i.name(), i.iteration());
        } else if (e instanceof WatchEvent.Ingested i) {
            out.printf(Locale.ROOT, "ingested %s: iteration %d, %,d B -> %,d B written (%.1f%% of raw), %.2f s, %s%s%s%n",
                    i.name(), i.iteration(), i.rawBytes(), i.writtenBytes(), i.percentOfRaw(), i.seconds(), i.kind(),
                    i.references().isEmpty() ? "" : " against " + i.references(),
                    i.deleted().isEmpty() ? "" : "; dropped " + i.deleted());
        } else if (e instanceof WatchEvent.Failed f) {
            out.printf(Locale.ROOT, "error: %s not ingested, left in staging with %s.error: %s%n", f.name(), f.name(),
                    f.reason());
        } else if (e instanceof WatchEvent.Backlog b) {
            out.printf(Locale.ROOT, "backlog: %d checkpoint(s) waiting %s, %,d B staged%n", b.depth(), b.waiting(),
                    b.stagedBytes());
        } else if (e instanceof WatchEvent.Full f) {
            out.printf(Locale.ROOT, f.full() ? "staging full: %,d B staged, above the cap of %,d B; wrote %s%n"
                    : "staging below the cap again: %,d B staged, cap %,d B; removed %s%n", f.stagedBytes(),
                    f.maxStagedBytes(), f.marker());
        } else if (e instanceof WatchEvent.Changing c) {
            out.printf(Locale.ROOT, "%s is still being written, will retry: %s%n", c.name(), c.reason());
        }
    }

    /** One JSON line {@code {"event": name, ...fields of value}}. */
    void line(String event, Object value) {
        JsonObject o = new JsonObject();
        o.addProperty("event", event);
        LINE.toJsonTree(value).getAsJsonObject().entrySet().forEach(en -> o.add(en.getKey(), en.getValue()));
        if (value instanceof WatchEvent.Ingested i) {
            o.addProperty("percent_of_raw", Math.round(i.percentOfRaw() * 10) / 10.0);
        }
        // JsonElement.toString is the same compact form as LINE.toJson(o) but keeps the explicit nulls StrictJson
        // writes for NaN and infinities (Gson.toJson would drop those keys)
        out.println(o.toString());
        out.flush();
    }

    static String space(String what, DiskSpace d) {
        return String.format(Locale.ROOT, "%s %s: %,d B in %d files, %,d B free of %,d B", what, d.directory(),
                d.bytes(), d.files(), d.freeBytes(), d.totalBytes());
    }
}
