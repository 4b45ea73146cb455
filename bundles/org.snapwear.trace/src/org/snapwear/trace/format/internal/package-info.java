/**
 * Helpers shared by the checkpoint readers (bounds checks, zip entry access, strided copies, byte-order
 * conversion). Exported for the test bundle but not a stable API.
 */
package org.snapwear.trace.format.internal;
