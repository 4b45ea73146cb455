package org.snapwear.study.cli;

import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.model.ranges.ParameterRange;
import org.snapwear.model.ranges.ParameterRanges;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

/**
 * The scheme options, declared once for every command that takes them ({@code snapwear compress},
 * {@code ssd --sequence}, {@code store save}, {@code store watch} and the Spark job's {@code compress}). A command
 * makes one with its {@link SchemeForm} and mixes in its {@link #options()}:
 *
 * <pre>
 * SchemeOptionsMixin scheme = new SchemeOptionsMixin(FORM);
 * &#64;Mixin(name = SchemeOptionsMixin.MIXIN)
 * CommandSpec schemeOptions = scheme.options();
 * </pre>
 *
 * The options mixed in are those the form takes (the others are unknown options to the command and absent from its
 * help and man page), required where the form requires them (the synopsis shows them so), their help texts ending
 * with the form's defaults; they set this object's fields. What was given goes, unchanged, to the one parser
 * {@link SchemeSpec#parse(SchemeOptions, SchemeOptions)} with the form's defaults; this class checks only what
 * belongs to the command line: each number within its {@link ParameterRanges} range, the value as typed in the
 * message.
 */
public final class SchemeOptionsMixin {
    /** The name commands mix the options in under ({@code @Mixin(name = MIXIN)}). */
    public static final String MIXIN = "scheme";

    static final String CODEC = "--codec";
    static final String BASELINE = "--baseline";
    static final String MODE = "--mode";
    static final String SNAP_DIS = "--snap-dis";
    static final String UNIT = "--unit";
    static final String THREADS = "--threads";
    static final String CHUNK_BYTES = "--chunk-bytes";

    // The help texts below are completed by options(): the form's prefix before, its default after.

    @Option(names = CODEC, paramLabel = "ID", description = "codec of delta snapshots (see 'snapwear codecs'), e.g. "
            + "dynrle, predictive")
    String codec;

    @Option(names = BASELINE, paramLabel = "ID", description = "codec of baseline snapshots, and of every snapshot in "
            + "full mode; raw stores them as they are")
    String baseline;

    @Option(names = MODE, paramLabel = "full|progressive|chain", description = "full | progressive (delta vs "
            + "previous) | chain (delta vs latest baseline)")
    String mode;

    @Option(names = SNAP_DIS, paramLabel = "N", description = "a new baseline every N snapshots, not needed in full "
            + "mode")
    Long snapDis;

    @Option(names = UNIT, paramLabel = "U", description = "iterations between snapshots")
    Long unit;

    @Option(names = THREADS, paramLabel = "T", description = "encoder threads; the output is the same for any count")
    Long threads;

    @Option(names = CHUNK_BYTES, paramLabel = "B", description = "chunk size the codecs work in")
    Integer chunkBytes;

    private final SchemeForm form;
    private CommandSpec options;

    /** The options of a command that takes {@code form} of them. */
    public SchemeOptionsMixin(SchemeForm form) {
        this.form = form;
    }

    /** What the command takes of the scheme options. */
    public SchemeForm form() {
        return form;
    }

    /**
     * The options the form takes, as a picocli mixin bound to this object's fields: required where the form
     * requires them, each help text with the form's prefix and default. The same model on every call.
     */
    public CommandSpec options() {
        if (options == null) {
            CommandSpec declared = CommandSpec.forAnnotatedObject(this);
            options = CommandSpec.wrapWithoutInspection(this);
            for (OptionSpec o : declared.options()) {
                String name = o.longestName();
                if (form.takes(name)) {
                    options.addOption(OptionSpec.builder(o).required(form.required().contains(name))
                            .description(form.prefix() + String.join(" ", o.description()) + defaultText(name))
                            .build());
                }
            }
        }
        return options;
    }

    /** " (default X)" for what the form's defaults, or the parser's own, make of a missing option. */
    private String defaultText(String option) {
        SchemeOptions d = form.defaults();
        Object value = switch (option) {
            case CODEC -> d.deltaCodec();
            case BASELINE -> d.baselineCodec();
            case MODE -> d.mode();
            case SNAP_DIS -> d.snapDis();
            case UNIT -> form.unitDefault() == null ? null : ": " + form.unitDefault();
            case THREADS -> parserDefault().threads();
            case CHUNK_BYTES -> parserDefault().chunkBytes();
            default -> null;
        };
        if (value == null) {
            return "";
        }
        String v = value.toString();
        return " (default" + (v.startsWith(":") ? v : " " + v) + ")";
    }

    /** What the parser makes of the numbers nobody gave, the form's defaults first. */
    private SchemeSpec parserDefault() {
        return SchemeSpec.parse(new SchemeOptions("any", "any", "full", null, null, null, null, null),
                form.defaults());
    }

    /**
     * The options as given (null = not given), each number checked against its range first.
     *
     * @throws IllegalArgumentException one line naming the option and the value as typed, e.g. "--unit must be
     *                                  between 1 and 1000000000000 iterations, got '0'"
     */
    public SchemeOptions given() {
        inRange(SNAP_DIS, snapDis, ParameterRanges.SNAP_DIS);
        inRange(UNIT, unit, ParameterRanges.UNIT);
        inRange(THREADS, threads, ParameterRanges.THREADS);
        return new SchemeOptions(codec, baseline, mode, snapDis, unit, null, threads,
                chunkBytes == null ? null : Long.valueOf(chunkBytes));
    }

    /**
     * The scheme the options name: {@link #given()} parsed by {@link SchemeSpec#parse(SchemeOptions, SchemeOptions)}
     * with the form's defaults.
     *
     * @throws IllegalArgumentException one line naming the option (a range, or a rule of the scheme)
     */
    public SchemeSpec scheme() {
        return SchemeSpec.parse(given(), form.defaults());
    }

    private void inRange(String option, Long value, ParameterRange range) {
        if (value != null && !range.contains(value)) {
            throw new IllegalArgumentException(option + " must be " + range.allowed() + ", got '" + typed(option, value)
                    + "'");
        }
    }

    private String typed(String option, Long value) {
        OptionSpec o = options == null ? null : options.findOption(option);
        List<String> texts = o == null ? List.of() : o.originalStringValues();
        return texts.isEmpty() ? value.toString() : texts.get(texts.size() - 1);
    }
}
