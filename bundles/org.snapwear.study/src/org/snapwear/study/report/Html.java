package org.snapwear.study.report;

/** HTML escaping for text and attribute values. */
public final class Html {

    private Html() {
    }

    public static String escape(Object value) {
        String s = value == null ? "" : value.toString();
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** A path segment of a link (ids are snake_case, but escape anything else safely). */
    public static String href(String segment) {
        return escape(java.net.URLEncoder.encode(segment, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20"));
    }
}
