package org.snapwear.trace.format.internal;

/**
 * Finds JSON nested deeper than a bound without recursion, before a parser sees it: Gson builds a deeply nested
 * document iteratively, but walking one (its {@code JsonArray.getAsLong} unwraps one-element arrays recursively)
 * overflows the stack, and a 100 KB header can nest 50,000 levels.
 */
public final class JsonDepth {
    private JsonDepth() {
    }

    /**
     * @return the index in {@code json} (UTF-8 bytes) of the first '[' or '{' that opens level {@code max + 1},
     *         or -1 if the text never nests deeper than {@code max}; brackets inside strings do not count
     */
    public static int firstBeyond(byte[] json, int max) {
        int depth = 0;
        boolean inString = false;
        for (int i = 0; i < json.length; i++) {
            byte b = json[i];
            if (inString) {
                if (b == '\\') {
                    i++;
                } else if (b == '"') {
                    inString = false;
                }
            } else if (b == '"') {
                inString = true;
            } else if (b == '[' || b == '{') {
                if (++depth > max) {
                    return i;
                }
            } else if (b == ']' || b == '}') {
                depth--;
            }
        }
        return -1;
    }
}
