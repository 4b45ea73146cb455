/**
 * Block I/O traces: the {@link org.snapwear.trace.blockio.BlockRequest} record the SSD simulator replays, and the
 * importers of DiskSim, MSR Cambridge, blkparse and SNIA FIU traces that produce it.
 */
package org.snapwear.trace.blockio;
