/**
 * Internal data structures of the SSD simulator: O(1) amortised GC victim selectors over per-chip block lists
 * (valid-count buckets, LRW order, sampled sets). Exported for tests; not a stable API.
 */
package org.snapwear.flash.ssd.internal;
