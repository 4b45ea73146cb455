/**
 * The run overview: what a checkpoint sequence holds and the verdict for it (best scheme and codec, written volume
 * and SSD erases against saving raw, the Table 10 snap_dis recommendation under a storage cap, projected SSD
 * lifetime at a checkpoint interval). {@link org.snapwear.study.overview.RunOverviews} computes it once for
 * {@code snapwear report} and the workbench's run overview editor; the expensive part
 * ({@link org.snapwear.study.overview.RunMeasurements}: the scheme simulations and SSD replays) does not depend
 * on the settings, so a changed cap or interval is only a new {@link org.snapwear.study.overview.RunOverviews#verdict}.
 */
package org.snapwear.study.overview;
