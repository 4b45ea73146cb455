/**
 * SLC progressive-page model ([SLC progressive programming, docs/papers.md#slc-progressive]): a page holds a base version plus appended compressed deltas written by
 * partial programming; codecs diff-index and XOR + zero-run RLE; pages, compression, latency and wear metrics.
 */
package org.snapwear.flash.slc;
