package org.snapwear.trace.text;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The one spelling of enum constants in text: lower case, '-' for '_' ({@link #word}, {@link EnumId#id()}), read back
 * ignoring case with '-' and '_' alike ({@link #find}). {@code Enum.valueOf} fails with "No enum constant
 * a.b.Type.WORD", a Java class name the user cannot act on; {@link #parse} names the setting and lists the accepted
 * words instead, and enums with a message of their own build it from {@link #find} and {@link #list}.
 */
public final class EnumText {
    private EnumText() {
    }

    /** The word for a constant's name: {@code TABLE8_MIXED} is {@code table8-mixed}. */
    public static String word(String constantName) {
        return constantName.toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The constant whose name equals {@code text} ignoring case and surrounding blanks, with '-' read as '_'. */
    public static <E extends Enum<E>> Optional<E> find(Class<E> type, String text) {
        String key = text == null ? "" : text.trim().toUpperCase(Locale.ROOT).replace('-', '_');
        for (E e : type.getEnumConstants()) {
            if (e.name().equals(key)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /**
     * The constant {@link #find} finds.
     *
     * @param what the setting, e.g. "--warmup-layout" or "host_timing"
     * @throws IllegalArgumentException "WHAT 'TEXT' is not one of a, b, c"
     */
    public static <E extends Enum<E>> E parse(Class<E> type, String text, String what) {
        return find(type, text).orElseThrow(() -> new IllegalArgumentException(what + " '"
                + SafeText.printable(String.valueOf(text)) + "' is not one of " + words(type)));
    }

    /** The accepted words, lower case with '-', comma separated. */
    public static String words(Class<? extends Enum<?>> type) {
        return Arrays.stream(type.getEnumConstants()).map(e -> word(e.name())).collect(Collectors.joining(", "));
    }

    /** The accepted words as a sentence lists them: {@code full, progressive or chain}. */
    public static String list(Class<? extends Enum<?>> type) {
        String w = words(type);
        int last = w.lastIndexOf(", ");
        return last < 0 ? w : w.substring(0, last) + " or " + w.substring(last + 2);
    }
}
