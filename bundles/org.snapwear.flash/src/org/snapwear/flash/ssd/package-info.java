/**
 * Page-mapped SSD simulator (DiskSim-like, seed 000): geometry and timing ({@link org.snapwear.flash.ssd.SsdConfig}),
 * over-provisioning conventions, GC victim policies, warm-up to a requested block state, and metrics.
 */
package org.snapwear.flash.ssd;
