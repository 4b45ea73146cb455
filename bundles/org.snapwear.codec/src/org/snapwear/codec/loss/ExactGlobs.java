package org.snapwear.codec.loss;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The tensors a user keeps exact whatever the profile ({@code --exact GLOB}, repeatable). A glob matches a whole
 * tensor name as the store lists it ({@code optimizer.pt::state.3.exp_avg}): {@code *} matches any run of
 * characters (dots, slashes and {@code ::} included), {@code ?} one character, every other character itself.
 *
 * @param globs the globs as given
 */
public record ExactGlobs(List<String> globs) {
    /** No tensor named. */
    public static final ExactGlobs NONE = new ExactGlobs(List.of());

    public ExactGlobs {
        globs = List.copyOf(globs);
        for (String g : globs) {
            if (g.isBlank()) {
                throw new IllegalArgumentException("an --exact glob is empty");
            }
        }
    }

    /** The first glob that matches the whole name, if any. */
    public java.util.Optional<String> match(String tensorName) {
        for (String g : globs) {
            if (toPattern(g).matcher(tensorName).matches()) {
                return java.util.Optional.of(g);
            }
        }
        return java.util.Optional.empty();
    }

    static Pattern toPattern(String glob) {
        StringBuilder re = new StringBuilder();
        StringBuilder literal = new StringBuilder();
        for (char c : glob.toCharArray()) {
            if (c == '*' || c == '?') {
                if (literal.length() > 0) {
                    re.append(Pattern.quote(literal.toString()));
                    literal.setLength(0);
                }
                re.append(c == '*' ? ".*" : ".");
            } else {
                literal.append(c);
            }
        }
        if (literal.length() > 0) {
            re.append(Pattern.quote(literal.toString()));
        }
        return Pattern.compile(re.toString(), Pattern.DOTALL);
    }
}
