package org.snapwear.codec.store;

import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.spi.ChunkLayout;

/**
 * The scheme settings of a store, fixed when it is created: what the manifest records of a {@link SchemeSpec}, in the
 * manifest's own field names and with the mode as its id (the on-disk and {@code --json} shape). The first iteration
 * is the manifest's (fixed by the first save) and the encoder thread count is no property of a store.
 *
 * @param codec         codec id for delta snapshots
 * @param baselineCodec codec id for baseline snapshots
 * @param mode          {@code full}, {@code progressive} or {@code chain}
 * @param snapDis       a new baseline every snapDis snapshots
 * @param unit          iterations between two snapshots; 0 = learned at the second save (its iteration minus the
 *                      first one), for callers that do not know it up front
 * @param chunkBytes    chunk size the codecs work in (bounds memory per chunk)
 */
public record StoreSettings(String codec, String baselineCodec, String mode, int snapDis, long unit, int chunkBytes) {

    public StoreSettings {
        if (codec == null || codec.isBlank() || baselineCodec == null || baselineCodec.isBlank()) {
            throw new IllegalArgumentException("codec and baseline codec ids are required");
        }
        mode = SchemeMode.parse(mode).id();
        if (snapDis < 1) {
            throw new IllegalArgumentException("snap_dis must be >= 1, got " + snapDis);
        }
        if (unit < 0) {
            throw new IllegalArgumentException("unit must be >= 1 (or 0 = learn it from the first two saves), got "
                    + unit);
        }
        new ChunkLayout(java.util.List.of(), chunkBytes); // validates the chunk size with the layout's own rules
    }

    /** Settings with the default chunk size. */
    public static StoreSettings of(String codec, String baselineCodec, String mode, int snapDis, long unit) {
        return new StoreSettings(codec, baselineCodec, mode, snapDis, unit, ChunkLayout.DEFAULT_CHUNK_BYTES);
    }

    /** What a new store records of a scheme (its first iteration and thread count are not recorded). */
    public static StoreSettings of(SchemeSpec scheme) {
        return new StoreSettings(scheme.deltaCodec(), scheme.baselineCodec(), scheme.mode().id(), scheme.snapDis(),
                scheme.unit(), scheme.chunkBytes());
    }

    /** The store's scheme; its first iteration is left open (negative) for the manifest to fill in. */
    public SchemeSpec scheme() {
        return new SchemeSpec(codec, baselineCodec, schemeMode(), snapDis, unit, -1, 1, chunkBytes);
    }

    /** The same settings with the unit fixed. */
    public StoreSettings withUnit(long newUnit) {
        return new StoreSettings(codec, baselineCodec, mode, snapDis, newUnit, chunkBytes);
    }

    public SchemeMode schemeMode() {
        return SchemeMode.parse(mode);
    }
}
