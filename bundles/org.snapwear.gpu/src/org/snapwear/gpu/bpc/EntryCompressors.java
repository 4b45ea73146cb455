package org.snapwear.gpu.bpc;

import java.util.List;
import java.util.Optional;

/** The built-in entry compressors, by id (used by the commands and the benchmark). */
public final class EntryCompressors {
    private EntryCompressors() {
    }

    /** All built-ins; the first, {@code bpc}, is the paper's and the default. */
    public static List<EntryCompressor> all() {
        return List.of(BpcCompressor.standard(), BpcCompressor.signFolded(), ZeroMaskCompressor.instance(),
                BestOfCompressor.dlDefault());
    }

    public static Optional<EntryCompressor> byId(String id) {
        return all().stream().filter(c -> c.id().equals(id)).findFirst();
    }
}
