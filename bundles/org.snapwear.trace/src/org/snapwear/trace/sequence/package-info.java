/**
 * Snapshot sequences: discovery and ordering of the checkpoints of one run, and iteration over them.
 */
package org.snapwear.trace.sequence;
