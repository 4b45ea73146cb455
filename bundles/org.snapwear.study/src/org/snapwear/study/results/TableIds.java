package org.snapwear.study.results;

/**
 * The ids of the tables a study run produces and, for each, the column keys in order. Analyses produce exactly
 * these; reports and the workbench's charts read them. A column listed as {@code source} names the snapshot
 * source (study source name); {@code scheme} names the study scheme. Byte counts are bytes, times milliseconds
 * unless the key says otherwise.
 */
public final class TableIds {

    private TableIds() {
    }

    /**
     * Per source and scheme ([Delta snapshots, docs/papers.md#delta-snapshots] Fig. 9 written volume, Fig. 10 erases, Table 9 totals). Columns:
     * source, scheme, codec, baseline_codec, mode, snap_dis, snapshots, raw_bytes, written_bytes, written_pct,
     * max_useful_bytes, host_pages_written, flash_pages_programmed, write_amplification, erases, erase_min,
     * erase_mean, erase_max, save_ms_total, restore_ms_max, verified.
     */
    public static final String SCHEMES = "schemes";

    /**
     * Per source, scheme and saved snapshot (Table 9 per snapshot). Columns: source, scheme, iteration, kind
     * (baseline/delta), bytes_written, useful_bytes (bytes kept on the device after this save and its
     * deletions), restore_read_bytes, save_ms, restore_ms, deleted (space-separated iterations deleted).
     */
    public static final String SNAPSHOTS = "snapshots";

    /**
     * Per source, scheme and tensor role: the written volume split by what the tensors are for. Columns: source,
     * scheme, role (parameter, optimizer_moment, master_copy, buffer, other, and container for the container
     * headers and trailers), raw_bytes, written_bytes, written_pct (% of the role's raw bytes), share_pct (% of the
     * scheme's written bytes). The written bytes of a scheme's rows add up to its written_bytes in {@link #SCHEMES}.
     */
    public static final String ROLES = "roles";

    /**
     * The candidates of a run overview ({@code snapwear report}, the workbench's Run Overview), raw first. Columns:
     * scheme, codec, baseline_codec, mode, snap_dis, raw_bytes, written_bytes, written_pct, peak_useful_snapshots,
     * erases, write_amplification, within_cap, best.
     */
    public static final String OVERVIEW_CANDIDATES = "overview_candidates";

    /**
     * The loss profiles of a run overview (only when it measured some): the best scheme saved through each.
     * Columns: profile, scheme, bound, written_bytes, written_vs_raw_pct, erases, lifetime_years.
     */
    public static final String OVERVIEW_LOSS_PROFILES = "overview_loss_profiles";

    /**
     * The measured error of a run overview's loss profiles, per profile and loss role. Columns: profile, role,
     * codec, max_abs_error, max_rel_error, mean_rel_error (empty where the codec bounds square roots),
     * fraction_pruned, error_domain, max_abs_error_in_domain, max_error_of_bound.
     */
    public static final String OVERVIEW_LOSS_ERRORS = "overview_loss_errors";

    /**
     * Per source and successive pair (Table 1). Columns: source, from_iteration, to_iteration, heading_ge4,
     * heading_ge8, heading_ge12, equal_params (fractions 0..1).
     */
    public static final String HEADING_BITS = "heading_bits";

    /** Exponent histogram (Fig. 8). Columns: source, iteration, exponent (unbiased), count. */
    public static final String EXPONENT_HISTOGRAM = "exponent_histogram";

    /**
     * snap_dis sweep per source, codec and mode. Columns: source, codec, baseline_codec, mode, snap_dis,
     * written_bytes, written_pct, max_useful_bytes, max_useful_snapshots (in raw snapshot sizes), erases,
     * within_limit.
     */
    public static final String SNAPDIS_SWEEP = "snapdis_sweep";

    /**
     * The Table 10 recommendation per source and mode. Columns: source, mode, storage_limit_snapshots,
     * recommended_snap_dis (0 when no value meets the limit), written_pct, max_useful_snapshots, rule.
     */
    public static final String SNAPDIS_RECOMMENDATION = "snapdis_recommendation";

    /**
     * SLC progressive programming of the metadata trace ([SLC progressive programming, docs/papers.md#slc-progressive] Fig. 7). Columns: trace, codec, versions,
     * pages_written, baseline_pages (one page program per version), pages_saved_pct, partial_programs, resets,
     * write_latency_us, read_latency_us, erases.
     */
    public static final String SLC_PAGES = "slc_pages";

    /**
     * Buddy Compression per memory image and entry compressor ([Buddy Compression, docs/papers.md#buddy-compression]). Columns: image, iteration,
     * compressor, entries, mean_compressed_bits, compression_ratio, capacity_expansion, buddy_entry_fraction,
     * buddy_access_fraction, metadata_overhead.
     */
    public static final String BUDDY = "buddy";

    /**
     * Per allocation of the buddy image (Fig. 8 rows). Columns: image, compressor, allocation, kind, bytes,
     * entries, target_ratio, compression_ratio, buddy_entry_fraction.
     */
    public static final String BUDDY_ALLOCATIONS = "buddy_allocations";

    /**
     * Overflow change per step when a sequence is replayed into one allocation map. Columns: image, step,
     * iteration, entries_grew, entries_shrank, buddy_sectors, buddy_access_fraction.
     */
    public static final String BUDDY_STEPS = "buddy_steps";

    /**
     * Checkpoint-pipeline time model ([PCCR, docs/papers.md#pccr] Fig. 12). Columns: processes, t_uncompressed_s, t_zip_s,
     * t_pipeline_s, simulated_pipeline_s (empty where not simulated).
     */
    public static final String PIPELINE = "pipeline";

    /**
     * A sweep, one row per cell: scheme x snap_dis x SSD configuration. Columns: index, scheme,
     * scheme_spec, codec, baseline_codec, mode, snap_dis, policy, over_provisioning, gc_threshold,
     * blocks_per_chip, warmup, snapshots, raw_bytes, written_bytes, written_pct, max_useful_bytes, physical_pages,
     * user_pages, host_pages_written, flash_pages_programmed, write_amplification, erases, erase_min, erase_mean,
     * erase_max, gc_invocations, gc_copied_pages, sim_time_ms, stored_pages, save_ms_total, restore_ms_max,
     * verified.
     */
    public static final String SWEEP = "sweep";

    /**
     * A resume check ({@code snapwear resume-check}, ExCP's restart protocol), per arm. Columns: arm, seeds,
     * bytes_per_save, steps_compared, steps_outside, first_exit_step, final_difference, extra_steps, in_band.
     */
    public static final String RESUME_ARMS = "resume_arms";

    /**
     * A resume check per arm and step. Columns: arm, step, loss (the arm's mean over its seeds), exact_mean,
     * band_low, band_high, difference (loss - exact_mean), inside.
     */
    public static final String RESUME_LOSS = "resume_loss";

    /**
     * The drive side of a resume check given a run ({@code snapwear resume-check --run}): the run overview's best
     * exact scheme saved exactly and with each arm's loss profile. Columns: arm, bound, written_bytes,
     * written_pct_of_raw, erases, tb_per_day, lifetime_years.
     */
    public static final String RESUME_DRIVE = "resume_drive";
}
