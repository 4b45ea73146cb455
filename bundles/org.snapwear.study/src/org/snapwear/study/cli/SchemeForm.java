package org.snapwear.study.cli;

import java.util.List;

import org.snapwear.codec.scheme.SchemeOptions;

/**
 * What one command takes of the scheme options ({@link SchemeOptionsMixin}): which options it accepts (the others
 * are unknown options to it and absent from its help), which it requires (shown as required in its synopsis), the
 * defaults {@link org.snapwear.codec.scheme.SchemeSpec#parse} fills in (and the help shows), and the words of
 * its help that depend on the command.
 *
 * @param options     the option names the command takes, e.g. {@code --codec}
 * @param required    the ones it requires (a subset of {@code options})
 * @param defaults    what a missing option becomes ({@code SchemeOptions.COMMAND_DEFAULTS}, a new store's)
 * @param prefix      put before each help text, e.g. "--sequence: " where the options belong to one form
 * @param unitDefault what no {@code --unit} means to this command, e.g. "the spacing of the sequence"
 */
public record SchemeForm(List<String> options, List<String> required, SchemeOptions defaults, String prefix,
        String unitDefault) {

    /** Every scheme option the command line declares, in the order of the help. */
    public static final List<String> ALL = List.of(SchemeOptionsMixin.CODEC, SchemeOptionsMixin.BASELINE,
            SchemeOptionsMixin.MODE, SchemeOptionsMixin.SNAP_DIS, SchemeOptionsMixin.UNIT, SchemeOptionsMixin.THREADS,
            SchemeOptionsMixin.CHUNK_BYTES);

    public SchemeForm {
        options = List.copyOf(options);
        required = List.copyOf(required);
        for (String o : options) {
            if (!ALL.contains(o)) {
                throw new IllegalArgumentException("not a scheme option: " + o);
            }
        }
        if (!options.containsAll(required)) {
            throw new IllegalArgumentException("a required option the form does not take: " + required);
        }
    }

    /** True if the command takes the option. */
    public boolean takes(String option) {
        return options.contains(option);
    }
}
