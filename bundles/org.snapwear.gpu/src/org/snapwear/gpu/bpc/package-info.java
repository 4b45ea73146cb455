/**
 * Per-entry memory compressors for 128-byte GPU memory entries: Bit-Plane Compression (Kim et al., ISCA 2016)
 * and variants suited to deep-learning data, all behind {@link org.snapwear.gpu.bpc.EntryCompressor}.
 */
package org.snapwear.gpu.bpc;
