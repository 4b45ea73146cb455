package org.snapwear.trace.text;

/**
 * An enum spelled by a lower-case id on the command line, in grid and study files and in JSON: the constant's name in
 * lower case with {@code _} as {@code -} ({@code TABLE8_MIXED} is {@code table8-mixed}), the spelling
 * {@link EnumText} parses. Implementing it gives the enum {@link #id()}; its {@code parse} is then one line over
 * {@link EnumText#find} with its own message. Enums with labels of their own ({@code TargetRatio}) or aliases
 * ({@code VictimPolicy}) keep their parsers.
 */
public interface EnumId {
    /** Implemented by every enum constant. */
    String name();

    /** The spelling users read and write. */
    default String id() {
        return EnumText.word(name());
    }
}
