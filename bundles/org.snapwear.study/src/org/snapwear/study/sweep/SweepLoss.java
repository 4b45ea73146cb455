package org.snapwear.study.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfileException;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.PlanLoss;

/**
 * The loss profile of a sweep scheme: {@code --loss PROFILE} among a scheme's options in the grid file
 * ({@code scheme.dynrle-8bit = --codec dynrle --mode chain --loss moments-8bit}), a built-in profile by name. The
 * scheme parser never sees it: the options without it are the scheme, and a lossy stream's key is the printed
 * scheme followed by {@code --loss PROFILE}, so a lossy cell is marked in the sweep table's {@code scheme_spec} and
 * never shares a stream with the exact scheme. Without {@code --loss} a scheme, its key and its cells are exactly
 * what they were.
 */
final class SweepLoss {

    static final String OPTION = "--loss";

    private SweepLoss() {
    }

    /** The options without {@code --loss PROFILE}. */
    static String scheme(String options) {
        List<String> out = new ArrayList<>();
        String[] words = options.trim().split("\\s+");
        for (int i = 0; i < words.length; i++) {
            if (words[i].equals(OPTION)) {
                i++; // its value
            } else if (!words[i].startsWith(OPTION + "=")) {
                out.add(words[i]);
            }
        }
        return String.join(" ", out);
    }

    /**
     * The profile named by {@code --loss}, if any.
     *
     * @throws IllegalArgumentException for {@code --loss} without a value or given twice
     */
    static Optional<String> profile(String options) {
        String[] words = options.trim().split("\\s+");
        String found = null;
        for (int i = 0; i < words.length; i++) {
            String value = null;
            if (words[i].equals(OPTION)) {
                if (i + 1 >= words.length) {
                    throw new IllegalArgumentException("--loss needs a profile name");
                }
                value = words[++i];
            } else if (words[i].startsWith(OPTION + "=")) {
                value = words[i].substring(OPTION.length() + 1);
            }
            if (value != null) {
                if (found != null) {
                    throw new IllegalArgumentException("--loss is given twice");
                }
                found = value;
            }
        }
        return Optional.ofNullable(found);
    }

    /**
     * The loss the options ask for ({@link PlanLoss#EXACT} without {@code --loss}).
     *
     * @throws IllegalArgumentException naming the valid profiles for an unknown one
     */
    static PlanLoss plan(String options) {
        Optional<String> name = profile(options);
        if (name.isEmpty()) {
            return PlanLoss.EXACT;
        }
        try {
            return new PlanLoss(LossProfiles.resolve(name.get(), List.of()), ExactGlobs.NONE);
        } catch (LossProfileException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** The stream key's text: the printed scheme, then {@code --loss PROFILE} for a lossy one. */
    static String key(String printedScheme, String options) {
        PlanLoss loss = plan(options);
        return loss.isExact() ? printedScheme : printedScheme + " " + OPTION + " " + loss.profile().name();
    }
}
