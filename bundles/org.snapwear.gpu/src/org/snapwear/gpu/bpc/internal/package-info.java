/** Bit-level helpers of the entry compressors (MSB-first bit streams, 32x32 bit-matrix transpose). */
package org.snapwear.gpu.bpc.internal;
