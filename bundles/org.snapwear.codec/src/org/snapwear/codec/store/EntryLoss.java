package org.snapwear.codec.store;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.codec.loss.CodecChoice;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfileFile;
import org.snapwear.codec.loss.LossRole;
import org.snapwear.codec.plan.PlanLoss;

/**
 * The loss profile an entry was saved through, as its manifest records it ({@code loss}): enough to name and
 * re-create the profile without the profile file (the decoders themselves need only the codec ids and parameters
 * each container records). An entry without it (every entry of an exact save, and of stores written before loss
 * profiles existed) restores byte for byte.
 *
 * @param profile            the profile's name ({@code moments-8bit})
 * @param codecs             role id ({@code exp_avg}) to the codec spec the profile gives it
 *                           ({@code quant-absmax:bits=8}); roles it does not name stayed exact; a role's first-save
 *                           codec under its id and {@code .first} ({@code parameter.first})
 * @param exact              the {@code --exact} globs the save was given
 * @param sourceStreamCrc32c CRC32C of the rest stream the original checkpoint would have been saved with (null for
 *                           tensors only): the entry's own rest stream describes the restored (decoded) files, so this
 *                           is how a checkpoint still on disk is recognised as the one saved
 *                           ({@link SnapshotStore#holdsCopyOf})
 */
public record EntryLoss(String profile, Map<String, String> codecs, List<String> exact, String sourceStreamCrc32c) {

    public EntryLoss {
        codecs = codecs == null ? Map.of() : new LinkedHashMap<>(codecs);
        exact = exact == null ? List.of() : List.copyOf(exact);
    }

    /** The record of a save through {@code loss}. */
    static EntryLoss of(PlanLoss loss, String sourceStreamCrc32c) {
        Map<String, String> codecs = new LinkedHashMap<>();
        for (LossRole r : LossRole.values()) {
            loss.profile().codec(r).ifPresent(c -> codecs.put(r.id(), c.spec()));
            loss.profile().firstCodec(r).ifPresent(c -> codecs.put(r.id() + LossProfileFile.FIRST, c.spec()));
        }
        return new EntryLoss(loss.profile().name(), codecs, loss.exact().globs(), sourceStreamCrc32c);
    }

    /**
     * The profile and globs again, from the manifest alone.
     *
     * @throws IllegalArgumentException if a role or a codec spec is not one this release knows
     */
    public PlanLoss planLoss() {
        Map<LossRole, CodecChoice> choices = new LinkedHashMap<>();
        Map<LossRole, CodecChoice> firsts = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : codecs.entrySet()) {
            boolean first = e.getKey().endsWith(LossProfileFile.FIRST);
            String id = first ? e.getKey().substring(0, e.getKey().length() - LossProfileFile.FIRST.length())
                    : e.getKey();
            LossRole role = LossRole.parse(id).orElseThrow(() -> new IllegalArgumentException(
                    "unknown loss role '" + e.getKey() + "'; known: " + LossRole.ids()));
            (first ? firsts : choices).put(role, CodecChoice.parse(e.getValue()));
        }
        return new PlanLoss(new LossProfile(profile, choices, firsts), new ExactGlobs(new ArrayList<>(exact)));
    }

    /** One line for listings: the profile and its codecs per role. */
    public String describe() {
        StringBuilder b = new StringBuilder(profile);
        String sep = " (";
        for (Map.Entry<String, String> e : codecs.entrySet()) {
            b.append(sep).append(e.getKey()).append('=').append(e.getValue());
            sep = ", ";
        }
        b.append(codecs.isEmpty() ? "" : ")");
        if (!exact.isEmpty()) {
            b.append(" exact ").append(String.join(",", exact));
        }
        return b.toString();
    }
}
