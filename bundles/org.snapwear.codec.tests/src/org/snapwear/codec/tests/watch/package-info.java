/**
 * Tests of the staging watcher ({@code org.snapwear.codec.watch}): kill -9 of a watcher at random moments never
 * loses or duplicates a checkpoint.
 */
package org.snapwear.codec.tests.watch;
