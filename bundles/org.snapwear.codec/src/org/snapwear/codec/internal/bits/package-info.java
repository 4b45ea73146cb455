/**
 * Bit-level helpers shared by the built-in codecs: a 64-bit-accumulator bit writer and reader (LSB-first, no
 * per-element allocation) and canonical length-limited Huffman codes. Internal: exported for tests only.
 */
package org.snapwear.codec.internal.bits;
