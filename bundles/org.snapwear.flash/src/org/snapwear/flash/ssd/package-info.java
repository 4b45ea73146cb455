/**
 * Page-mapped SSD simulator (DiskSim-like, [Delta snapshots, docs/papers.md#delta-snapshots]): geometry and timing ({@link org.snapwear.flash.ssd.SsdConfig}),
 * over-provisioning conventions, GC victim policies, warm-up to a requested block state, and metrics.
 */
package org.snapwear.flash.ssd;
