/**
 * Text a user reads: {@link ErrorText} turns any failure into the one line "FILE[ at offset N | line N]: reason"
 * without Java class names, {@link InputFileException} is a file that cannot be read as such (missing, a
 * directory, unreadable), {@link SafeText} makes names from files (tensor names) safe to print on a terminal,
 * {@link EnumText} is the one spelling of enum constants in text (lower case, '-' for '_') and parses them with a
 * message that lists the accepted words; {@link EnumId} gives an enum its {@code id()} in that spelling.
 */
package org.snapwear.trace.text;
