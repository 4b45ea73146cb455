/** The Buddy Compression metadata cache: set-associative, sliced, sector-filled lines of 4-bit entry metadata. */
package org.snapwear.gpu.metacache;
