package org.snapwear.headless.cli.support;

import java.util.List;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * "Did you mean" for a mistyped command, action or option, from picocli's own suggestions
 * ({@link UnmatchedArgumentException#getSuggestions()}: the most similar names by cosine similarity of their
 * letter pairs, or the options sharing the first letters), kept to those that share a letter pair with the word
 * typed, so a word like no name gets no suggestion.
 */
public final class Suggestions {
    private Suggestions() {
    }

    /** {@code "; did you mean 'store'?"}, or "" when no name resembles {@code word}. */
    public static String didYouMean(String word, List<String> names) {
        CommandSpec spec = CommandSpec.create();
        for (String n : names) {
            spec.addSubcommand(n, CommandSpec.create().name(n));
        }
        CommandLine cl = new CommandLine(spec);
        return phrase(word, new UnmatchedArgumentException(cl, List.of(word)).getSuggestions());
    }

    /** The phrase for picocli's suggestions of an unmatched argument (an option or an action). */
    public static String didYouMean(UnmatchedArgumentException e) {
        List<String> unmatched = e.getUnmatched();
        return unmatched.isEmpty() ? "" : phrase(unmatched.get(0), e.getSuggestions());
    }

    private static String phrase(String word, List<String> suggestions) {
        List<String> close = suggestions.stream().filter(s -> resembles(word, s)).limit(3).toList();
        if (close.isEmpty()) {
            return "";
        }
        return "; did you mean " + String.join(" or ", close.stream().map(s -> "'" + s + "'").toList()) + "?";
    }

    /** At least half of the typed word's letter pairs occur in the name (picocli ranks, this cuts off). */
    private static boolean resembles(String word, String name) {
        String w = word.replaceFirst("^-+", "").toLowerCase(java.util.Locale.ROOT);
        String n = name.replaceFirst("^-+", "").toLowerCase(java.util.Locale.ROOT);
        if (w.length() < 2) {
            return n.startsWith(w);
        }
        int pairs = w.length() - 1;
        int shared = 0;
        for (int i = 0; i < pairs; i++) {
            if (n.contains(w.substring(i, i + 2))) {
                shared++;
            }
        }
        return 2 * shared >= pairs;
    }
}
