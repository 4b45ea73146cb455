/**
 * The run overview: what a checkpoint sequence holds and the verdict for it (best scheme and codec, written volume
 * and SSD erases against saving raw, the Table 10 snap_dis recommendation under a storage cap, projected SSD
 * lifetime at a checkpoint interval). {@link org.snapwear.study.overview.RunOverviews} computes it once for
 * {@code snapwear report} and the workbench's run overview editor; the expensive part
 * ({@link org.snapwear.study.overview.RunMeasurements}: the scheme simulations and SSD replays) does not depend
 * on the settings, so a changed cap or interval is only a new {@link org.snapwear.study.overview.RunOverviews#verdict}.
 * Each candidate is a {@link org.snapwear.study.outcome.SchemeOutcome} evaluated by
 * {@link org.snapwear.study.outcome.SchemeEvaluation#evaluate} and judged by
 * {@link org.snapwear.study.outcome.SnapDisRule}, as in a study; measuring is cancellable between two saves of a
 * candidate ({@link org.snapwear.trace.progress.Progress}; {@code study.run.ProgressOnMonitor} adapts the workbench's monitor).
 * <p>
 * Classes: {@code RunOverviews}, {@code RunMeasurements}, {@code RunContents}, {@code ContentsReader},
 * {@code RunOverview}, {@code OverviewSettings}, {@code SsdEndurance}, {@code Lifetime}, {@code SnapDisAdvice},
 * {@code MeasurementCache}, {@code CacheEntry}, {@code RunKey}, {@code OverviewResults},
 * {@code OverviewDocument}, {@code OverviewReportWriter}, {@code OverviewHtml}, {@code OverviewText}.
 */
package org.snapwear.study.overview;
