/**
 * The Buddy Compression model (Choukse et al., ISCA 2020): per-entry compressed sizes of a memory image, target
 * ratios per allocation, device and buddy sectors, target selection under a buddy threshold, overflow changes
 * over a sequence of snapshots, and the compressibility map of the paper's Fig. 8.
 */
package org.snapwear.gpu.buddy;
