/**
 * Inspection models behind the workbench's drill-down views, callable from batch code too: the Buddy
 * Compression state of every 128 B entry of a memory image and how overflow changes over a sequence
 * ({@link org.snapwear.study.inspect.BuddyInspection}, {@link org.snapwear.study.inspect.OverflowDelta}), and the
 * version-by-version layout of one logical page under the SLC progressive-page model
 * ({@link org.snapwear.study.inspect.SlcPageInspection}).
 */
package org.snapwear.study.inspect;
