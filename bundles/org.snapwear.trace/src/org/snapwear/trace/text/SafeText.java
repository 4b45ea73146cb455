package org.snapwear.trace.text;

/**
 * Names read from files (tensor names, paths in manifests) may hold control characters: an ESC sequence would
 * recolour or rewrite the user's terminal, a newline would forge table rows. Printed text goes through
 * {@link #printable}, which shows such characters as escapes ({@code \x1b}, {@code \u202e}). JSON output needs
 * nothing: its encoder escapes control characters itself.
 */
public final class SafeText {
    private SafeText() {
    }

    /** {@code s} with every control, format (bidi overrides) and line/paragraph separator character escaped. */
    public static String printable(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (unsafe(c)) {
                if (b == null) {
                    b = new StringBuilder(s.length() + 8).append(s, 0, i);
                }
                b.append(c < 0x100 ? String.format("\\x%02x", (int) c) : String.format("\\u%04x", (int) c));
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? s : b.toString();
    }

    private static boolean unsafe(char c) {
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR;
    }
}
