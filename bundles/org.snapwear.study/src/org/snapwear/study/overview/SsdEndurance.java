package org.snapwear.study.overview;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A drive's rated endurance, for the lifetime projection: TBW (terabytes written by the host, 10^12 bytes) is
 * what vendors state on data sheets, so the projection counts host bytes; the write amplification measured by
 * the SSD replay is reported beside it, not folded in.
 *
 * @param id            stable id (command line, preferences)
 * @param label         short name shown to users
 * @param capacityBytes user capacity in bytes
 * @param ratedTbw      rated endurance in TB written (10^12 bytes)
 * @param source        where the rating comes from
 */
public record SsdEndurance(String id, String label, long capacityBytes, double ratedTbw, String source) {

    public static final String CONSUMER_1TB = "consumer-1tb";
    public static final String DATACENTER_3_84TB = "datacenter-3.84tb";
    public static final String BOOT_256GB = "boot-256gb";

    public SsdEndurance {
        Objects.requireNonNull(id, "id");
        if (!(ratedTbw > 0) || capacityBytes <= 0) {
            throw new IllegalArgumentException("SSD preset '" + id + "' needs a positive capacity and TBW rating");
        }
    }

    /** The presets, the default first. */
    public static List<SsdEndurance> presets() {
        return List.of(
                new SsdEndurance(CONSUMER_1TB, "Consumer NVMe 1 TB, 600 TBW", 1_000_000_000_000L, 600,
                        "typical 1 TB TLC client drive: 600 TBW over a 5-year warranty (0.33 drive writes per day)"),
                new SsdEndurance(DATACENTER_3_84TB, "Data-centre NVMe 3.84 TB, 1 DWPD", 3_840_000_000_000L, 7008,
                        "read-intensive data-centre drive: 1 drive write per day for 5 years = 3.84 TB x 365 x 5"),
                new SsdEndurance(BOOT_256GB, "Boot SSD 256 GB, 150 TBW", 256_000_000_000L, 150,
                        "small client drive as often found as a node's local disk: 150 TBW"));
    }

    public static Optional<SsdEndurance> find(String id) {
        return presets().stream().filter(p -> p.id().equals(id)).findFirst();
    }

    public static SsdEndurance defaultPreset() {
        return presets().get(0);
    }
}
