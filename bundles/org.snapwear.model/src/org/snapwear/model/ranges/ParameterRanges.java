package org.snapwear.model.ranges;

/**
 * The one table of parameter ranges. The study validator checks study files against it, so the workbench's study
 * editor marks the same fields; the headless commands check their options against it before any work starts.
 * Upper bounds are where the engines would fail (int overflow, arrays beyond the heap) or where a value stops
 * describing real hardware; they are far above every configuration of the seed papers.
 */
public final class ParameterRanges {

    /** Snapshots from one baseline to the next (Algorithm 2); an int in the store and the study. */
    public static final ParameterRange SNAP_DIS = ParameterRange.whole("snapDis", "snap_dis", 1, Integer.MAX_VALUE,
            "");

    /** Training iterations between two snapshots; 10^12 keeps iteration = first + k x unit far from overflow. */
    public static final ParameterRange UNIT = ParameterRange.whole("unit", "unit", 1, 1_000_000_000_000L,
            "iterations");

    /** A training iteration number. */
    public static final ParameterRange ITERATION = ParameterRange.whole("iteration", "iteration", 0,
            ParameterRange.MAX_EXACT, "");

    /** Worker threads where 0 asks for one per processor (schemes, the generator, buddy). */
    public static final ParameterRange THREADS_OR_AUTO = ParameterRange.whole("threads", "threads", 0, 256,
            "(0 = automatic)");

    /** Worker threads given explicitly (compress, run). */
    public static final ParameterRange THREADS = ParameterRange.whole("threads", "threads", 1, 256, "");

    /** SSD channels; per-channel state is allocated up front, and no device has more than a few dozen. */
    public static final ParameterRange CHANNELS = ParameterRange.whole("channels", "channels", 1, 1024, "");

    /** SSD chips (elements) per channel. */
    public static final ParameterRange CHIPS_PER_CHANNEL = ParameterRange.whole("chipsPerChannel",
            "chips per channel", 1, 1024, "");

    /** SSD erase blocks per chip: GC needs two. The whole device is further limited to 2^31 - 1 pages. */
    public static final ParameterRange BLOCKS_PER_CHIP = ParameterRange.whole("blocksPerChip", "blocks per chip", 2,
            Integer.MAX_VALUE, "");

    /** SSD pages per erase block. */
    public static final ParameterRange PAGES_PER_BLOCK = ParameterRange.whole("pagesPerBlock", "pages per block", 1,
            65_536, "");

    /** SSD page size. */
    public static final ParameterRange SSD_PAGE_BYTES = ParameterRange.whole("pageBytes", "page size", 1,
            1 << 20, "bytes");

    /** Fraction of each chip's blocks GC keeps free; above one half GC would move more than the host writes. */
    public static final ParameterRange GC_THRESHOLD = ParameterRange.real("gcThreshold", "GC threshold", 0, 0.5, "");

    /** SLC page size: the model holds pages in memory, so real page sizes (2 to 16 KiB) and some room above. */
    public static final ParameterRange SLC_PAGE_BYTES = ParameterRange.whole("pageBytes", "page size", 4, 1 << 20,
            "bytes");

    /** SLC delta region: a 2-byte record header plus one byte, and a u16 record length. */
    public static final ParameterRange SLC_DELTA_REGION = ParameterRange.whole("deltaRegionBytes", "delta region",
            3, 0xFFFF + 2, "bytes");

    /** SLC programs per page and erase cycle; 0 = unlimited (the paper's setting). */
    public static final ParameterRange SLC_NOP = ParameterRange.whole("nop", "NOP", 0, Integer.MAX_VALUE,
            "(0 = unlimited)");

    /** Diff-index segment size of the SLC delta codec. */
    public static final ParameterRange SLC_SEGMENT = ParameterRange.whole("segmentBytes", "diff-index segment size",
            1, 65_536, "bytes");

    /** Buddy Compression's profiling threshold. */
    public static final ParameterRange BUDDY_THRESHOLD = ParameterRange.real("buddyThreshold", "buddy threshold", 0,
            1, "");

    /** Parameters of the training-run generator's model. */
    public static final ParameterRange GENERATOR_PARAMETERS = ParameterRange.whole("parameters", "parameters",
            10_000, 10_000_000, "");

    /** Minibatch of the training-run generator. */
    public static final ParameterRange GENERATOR_BATCH = ParameterRange.whole("batchSize", "batch size", 1, 4096, "");

    private ParameterRanges() {
    }
}
