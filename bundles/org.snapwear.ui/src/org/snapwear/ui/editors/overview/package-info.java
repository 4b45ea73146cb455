/**
 * The run overview editor: opening a checkpoint sequence (or a run of whole checkpoints) shows what was read and
 * the verdict computed by {@code org.snapwear.study.overview}, the same numbers {@code snapwear report} writes.
 */
package org.snapwear.ui.editors.overview;
