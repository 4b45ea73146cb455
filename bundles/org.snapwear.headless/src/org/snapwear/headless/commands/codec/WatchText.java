package org.snapwear.headless.commands.codec;

import java.io.PrintStream;
import java.time.Clock;
import java.util.Locale;

import org.snapwear.codec.store.DiskSpace;
import org.snapwear.codec.watch.StagingNames;
import org.snapwear.codec.watch.WatchEvent;
import org.snapwear.trace.text.LogTime;
import org.snapwear.trace.text.SafeText;
import org.snapwear.trace.text.StrictJson;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.JsonObject;

/**
 * The lines {@code store watch} prints: one per event, as text (each line starting with an ISO-8601 UTC timestamp,
 * names escaped) or, with {@code --json}, as one compact JSON object per line ({@code "event"} and {@code "time"}
 * first, then the event's fields in snake_case) so a job or a log shipper can follow it line by line while the
 * watcher runs.
 */
final class WatchText {
    private static final Gson LINE = StrictJson.builder().setFieldNamingPolicy(
            FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES).disableHtmlEscaping()
            .create();

    private final PrintStream out;
    private final boolean json;
    private final Clock clock;

    WatchText(PrintStream out, boolean json) {
        this(out, json, Clock.systemUTC());
    }

    WatchText(PrintStream out, boolean json, Clock clock) {
        this.out = out;
        this.json = json;
        this.clock = clock;
    }

    /** Now as ISO-8601 in UTC to the millisecond ({@code 2026-11-28T01:02:03.456Z}): the prefix of every log line. */
    String now() {
        return LogTime.of(clock.instant());
    }

    /** One text log line: the timestamp, then the text. */
    void log(String text) {
        out.println(now() + " " + text);
        out.flush();
    }

    void event(WatchEvent e) {
        if (json) {
            line(e.event(), e);
            return;
        }
        log(text(e));
    }

    /** The event as text; every name and reason through {@link SafeText#printable} (a staged name is anyone's). */
    private static String text(WatchEvent e) {
        if (e instanceof WatchEvent.Ingested i && i.alreadyStored()) {
            return String.format(Locale.ROOT, "%s: iteration %d was committed before a restart; same bytes as the "
                    + "store, removed from staging", safe(i.name()), i.iteration());
        } else if (e instanceof WatchEvent.Ingested i) {
            return String.format(Locale.ROOT, "ingested %s: iteration %d, %,d B -> %,d B written (%.1f%% of raw), "
                    + "%.2f s, %s%s%s", safe(i.name()), i.iteration(), i.rawBytes(), i.writtenBytes(),
                    i.percentOfRaw(), i.seconds(), i.kind(), i.references().isEmpty() ? "" : " against "
                            + i.references(), i.deleted().isEmpty() ? "" : "; dropped " + i.deleted());
        } else if (e instanceof WatchEvent.Failed f) {
            return String.format(Locale.ROOT, "error: %s not ingested, left in staging with %s: %s", safe(f.name()),
                    safe(StagingNames.errorName(f.name())), safe(f.reason()));
        } else if (e instanceof WatchEvent.Backlog b) {
            return String.format(Locale.ROOT, "backlog: %d checkpoint(s) waiting %s, %,d B staged", b.depth(),
                    b.waiting().stream().map(WatchText::safe).toList(), b.stagedBytes());
        } else if (e instanceof WatchEvent.Full f) {
            return String.format(Locale.ROOT, f.full() ? "staging full: %,d B staged, above the cap of %,d B; wrote %s"
                    : "staging below the cap again: %,d B staged, cap %,d B; removed %s", f.stagedBytes(),
                    f.maxStagedBytes(), safe(f.marker()));
        } else if (e instanceof WatchEvent.Changing c) {
            return String.format(Locale.ROOT, "%s is still being written, will retry: %s", safe(c.name()),
                    safe(c.reason()));
        } else if (e instanceof WatchEvent.Retrying r) {
            return String.format(Locale.ROOT, "retry: %s not saved, the store's disk is full (%s); kept in staging "
                    + "and saved again once there is room (next try in %.1f s)", safe(r.name()), safe(r.reason()),
                    r.retrySeconds());
        } else if (e instanceof WatchEvent.Skipped k) {
            return String.format(Locale.ROOT, "skipped %s: %s", safe(k.name()), safe(k.reason()));
        }
        return e.event();
    }

    private static String safe(String s) {
        return SafeText.printable(s);
    }

    /** One JSON line {@code {"event": name, ...fields of value}}. */
    void line(String event, Object value) {
        JsonObject o = new JsonObject();
        o.addProperty("event", event);
        o.addProperty("time", now());
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
        return String.format(Locale.ROOT, "%s %s: %,d B in %d files, %,d B free of %,d B", what, safe(d.directory()),
                d.bytes(), d.files(), d.freeBytes(), d.totalBytes());
    }
}
