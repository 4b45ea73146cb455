package org.snapwear.gpu.metacache;

/**
 * Geometry of the metadata cache. The paper's: 64 KB, 4-way, 8 slices (one per memory controller), 128 B lines
 * split into four 32 B sectors, 4 bits of metadata per 128 B entry, so a line covers 256 entries and a sector
 * 64 (a miss fetches one sector: the metadata of 63 neighbours comes along).
 */
public record MetadataCacheConfig(int totalBytes, int ways, int slices, int lineBytes, int sectorsPerLine,
        int metadataBitsPerEntry) {

    public MetadataCacheConfig {
        if (totalBytes <= 0 || ways <= 0 || slices <= 0 || lineBytes <= 0 || sectorsPerLine <= 0
                || metadataBitsPerEntry <= 0) {
            throw new IllegalArgumentException("cache geometry values must be positive");
        }
        if (totalBytes % (ways * slices * lineBytes) != 0) {
            throw new IllegalArgumentException("total size must be a multiple of ways x slices x line size");
        }
        if ((lineBytes * 8) % (metadataBitsPerEntry * sectorsPerLine) != 0) {
            throw new IllegalArgumentException("a sector must hold a whole number of entries' metadata");
        }
    }

    /** 64 KB, 4-way, 8 slices, 128 B lines of 4 x 32 B sectors, 4 bits per entry. */
    public static MetadataCacheConfig paper() {
        return new MetadataCacheConfig(64 * 1024, 4, 8, 128, 4, 4);
    }

    public int setsPerSlice() {
        return totalBytes / (ways * slices * lineBytes);
    }

    public int entriesPerLine() {
        return lineBytes * 8 / metadataBitsPerEntry;
    }

    public int entriesPerSector() {
        return entriesPerLine() / sectorsPerLine;
    }

    /** Entries whose metadata fits in the whole cache. */
    public long coveredEntries() {
        return (long) totalBytes * 8 / metadataBitsPerEntry;
    }
}
