/**
 * Headless commands of the trace area: reading checkpoints, snapshot sequences and their statistics.
 */
package org.snapwear.headless.commands.trace;
