package org.snapwear.study.outcome;

import java.util.List;
import java.util.function.Function;

import org.snapwear.study.results.TypedColumn;

/**
 * The one declaration of the columns a {@link SchemeOutcome} fills: key, label, unit and the figure. The schemes
 * table, the snap_dis sweep, the cell-wise sweep and the run overview's candidates table each pick theirs from
 * here (with their own leading columns: source, scheme name, cell settings) through
 * {@link TypedColumn#over}. Device figures are empty (null) in an outcome whose device could not take the stream.
 * Erase min and max are written as long, as the tables have always written them (same text in CSV and JSON).
 */
public final class OutcomeColumns {

    public static final TypedColumn<SchemeOutcome> CODEC = TypedColumn.of("codec", "Codec", SchemeOutcome::codec);
    public static final TypedColumn<SchemeOutcome> BASELINE_CODEC = TypedColumn.of("baseline_codec",
            "Baseline codec", SchemeOutcome::baselineCodec);
    public static final TypedColumn<SchemeOutcome> MODE = TypedColumn.of("mode", "Mode", SchemeOutcome::mode);
    public static final TypedColumn<SchemeOutcome> SNAP_DIS = TypedColumn.of("snap_dis", "snap_dis", "snapshots",
            SchemeOutcome::snapDis);
    public static final TypedColumn<SchemeOutcome> SNAPSHOTS = TypedColumn.of("snapshots", "Snapshots",
            "snapshots", SchemeOutcome::snapshots);
    public static final TypedColumn<SchemeOutcome> RAW_BYTES = TypedColumn.of("raw_bytes", "Raw", "bytes",
            SchemeOutcome::rawBytes);
    public static final TypedColumn<SchemeOutcome> WRITTEN_BYTES = TypedColumn.of("written_bytes", "Written",
            "bytes", SchemeOutcome::writtenBytes);
    public static final TypedColumn<SchemeOutcome> WRITTEN_PCT = TypedColumn.of("written_pct", "Written",
            "% of raw", SchemeOutcome::writtenPct);
    public static final TypedColumn<SchemeOutcome> MAX_USEFUL_BYTES = TypedColumn.of("max_useful_bytes",
            "Peak useful storage", "bytes", SchemeOutcome::peakUsefulBytes);
    public static final TypedColumn<SchemeOutcome> MAX_USEFUL_SNAPSHOTS = TypedColumn.of("max_useful_snapshots",
            "Peak useful storage", "raw snapshots", SchemeOutcome::peakUsefulSnapshots);
    public static final TypedColumn<SchemeOutcome> PHYSICAL_PAGES = device("physical_pages", "Physical pages",
            "pages", DeviceOutcome::physicalPages);
    public static final TypedColumn<SchemeOutcome> USER_PAGES = device("user_pages", "User pages", "pages",
            DeviceOutcome::userPages);
    public static final TypedColumn<SchemeOutcome> HOST_PAGES_WRITTEN = device("host_pages_written",
            "Host pages written", "pages", DeviceOutcome::hostPagesWritten);
    public static final TypedColumn<SchemeOutcome> FLASH_PAGES_PROGRAMMED = device("flash_pages_programmed",
            "Flash pages programmed", "pages", DeviceOutcome::flashPagesProgrammed);
    public static final TypedColumn<SchemeOutcome> WRITE_AMPLIFICATION = device("write_amplification",
            "Write amplification", "", DeviceOutcome::writeAmplification);
    public static final TypedColumn<SchemeOutcome> ERASES = device("erases", "Erases", "blocks",
            DeviceOutcome::erases);
    public static final TypedColumn<SchemeOutcome> ERASE_MIN = device("erase_min", "Erase count min", "erases",
            d -> (long) d.eraseMin());
    public static final TypedColumn<SchemeOutcome> ERASE_MEAN = device("erase_mean", "Erase count mean", "erases",
            DeviceOutcome::eraseMean);
    public static final TypedColumn<SchemeOutcome> ERASE_MAX = device("erase_max", "Erase count max", "erases",
            d -> (long) d.eraseMax());
    public static final TypedColumn<SchemeOutcome> GC_INVOCATIONS = device("gc_invocations", "GC invocations",
            "collections", DeviceOutcome::gcInvocations);
    public static final TypedColumn<SchemeOutcome> GC_COPIED_PAGES = device("gc_copied_pages", "GC copied pages",
            "pages", DeviceOutcome::gcCopiedPages);
    public static final TypedColumn<SchemeOutcome> SIM_TIME_MS = device("sim_time_ms", "Simulated time", "ms",
            DeviceOutcome::simTimeMs);
    public static final TypedColumn<SchemeOutcome> STORED_PAGES = device("stored_pages", "Stored pages at the end",
            "pages", DeviceOutcome::storedPages);
    public static final TypedColumn<SchemeOutcome> SAVE_MS_TOTAL = device("save_ms_total", "Save time total", "ms",
            DeviceOutcome::saveMsTotal);
    public static final TypedColumn<SchemeOutcome> RESTORE_MS_MAX = device("restore_ms_max", "Restore time max",
            "ms", DeviceOutcome::restoreMsMax);
    public static final TypedColumn<SchemeOutcome> VERIFIED = TypedColumn.of("verified", "Round trip verified",
            SchemeOutcome::verified);
    public static final TypedColumn<SchemeOutcome> FAILURE = TypedColumn.of("failure", "Why the cell failed",
            SchemeOutcome::failure);

    /** Every column, in declaration order. */
    public static final List<TypedColumn<SchemeOutcome>> ALL = List.of(CODEC, BASELINE_CODEC, MODE, SNAP_DIS,
            SNAPSHOTS, RAW_BYTES, WRITTEN_BYTES, WRITTEN_PCT, MAX_USEFUL_BYTES, MAX_USEFUL_SNAPSHOTS, PHYSICAL_PAGES,
            USER_PAGES, HOST_PAGES_WRITTEN, FLASH_PAGES_PROGRAMMED, WRITE_AMPLIFICATION, ERASES, ERASE_MIN,
            ERASE_MEAN, ERASE_MAX, GC_INVOCATIONS, GC_COPIED_PAGES, SIM_TIME_MS, STORED_PAGES, SAVE_MS_TOTAL,
            RESTORE_MS_MAX, VERIFIED, FAILURE);

    private OutcomeColumns() {
    }

    /** These columns over a row type that holds an outcome. */
    public static <R> List<TypedColumn<R>> over(Function<? super R, SchemeOutcome> outcome,
            List<TypedColumn<SchemeOutcome>> columns) {
        return columns.stream().map(c -> c.<R>over(outcome)).toList();
    }

    private static TypedColumn<SchemeOutcome> device(String key, String label, String unit,
            Function<DeviceOutcome, ?> figure) {
        return TypedColumn.of(key, label, unit, o -> o.ssd() == null ? null : figure.apply(o.ssd()));
    }
}
