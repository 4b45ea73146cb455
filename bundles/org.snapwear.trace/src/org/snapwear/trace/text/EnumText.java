package org.snapwear.trace.text;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Parses a word as an enum constant. {@code Enum.valueOf} fails with "No enum constant a.b.Type.WORD", a Java
 * class name the user cannot act on; this names the setting and lists the accepted words instead.
 */
public final class EnumText {
    private EnumText() {
    }

    /**
     * The constant whose name equals {@code text} ignoring case, with '-' read as '_'.
     *
     * @param what the setting, e.g. "--warmup-layout" or "host_timing"
     * @throws IllegalArgumentException "WHAT 'TEXT' is not one of a, b, c"
     */
    public static <E extends Enum<E>> E parse(Class<E> type, String text, String what) {
        String key = text == null ? "" : text.trim().toUpperCase(Locale.ROOT).replace('-', '_');
        for (E e : type.getEnumConstants()) {
            if (e.name().equals(key)) {
                return e;
            }
        }
        throw new IllegalArgumentException(what + " '" + SafeText.printable(String.valueOf(text)) + "' is not one of "
                + words(type));
    }

    /** The accepted words, lower case with '-', comma separated. */
    public static String words(Class<? extends Enum<?>> type) {
        return Arrays.stream(type.getEnumConstants())
                .map(e -> e.name().toLowerCase(Locale.ROOT).replace('_', '-'))
                .collect(Collectors.joining(", "));
    }
}
